// Renders the whole document before answering: the Worker hashes its inline scripts for the
// CSP (workers/middleware/security-headers.ts), so there is nothing to gain from streaming. Every
// inline script React Router and paintFirst write carries this render's mark (app/lib/script-mark.ts).
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { paintFirst } from "./paint-first.server";
import { SecretMissingError } from "./server/secret.server";
import { newScriptMark, SCRIPT_MARK_HEADER } from "./lib/script-mark";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A secret the deployment lacks switches off what needs it: unavailable, not a failure of ours.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  let statusCode = errors.some((error) => error instanceof SecretMissingError) ? 503 : responseStatusCode;
  const mark = newScriptMark();
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={mark} />, {
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    // The whole page is awaited below anyway. A smaller chunk size lets React move finished
    // Suspense boundaries past the first ~12 KB into hidden blocks that only a script reveals,
    // which visitors without JavaScript would never see.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      statusCode = 500;
      console.error("ssr: render failed", error);
    },
  });
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(SCRIPT_MARK_HEADER, mark);
  return paintFirst(new Response(body, { headers: responseHeaders, status: statusCode }), mark);
}
