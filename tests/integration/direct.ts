// Requests handed to the Worker's handler directly, for tests that send hundreds of them.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { jsonRequest, type JsonPost } from "./helpers";
import worker from "./worker";

/**
 * The same POST handed straight to the Worker's fetch handler in this isolate (same code, same
 * bindings), its background work awaited before the answer is returned. For tests that send
 * hundreds of requests: through the test pool's `exports.default`, each request costs more than
 * the one before it in the same runtime (about 6 ms for the first, 50 ms by the 500th), which
 * alone made one property test take a minute.
 */
export async function postJsonToHandler(path: string, body: unknown, options?: JsonPost): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(jsonRequest(path, body, options), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
