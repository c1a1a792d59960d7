// Renders the whole document before answering: the Worker hashes its inline scripts for the
// CSP (workers/middleware/security-headers.ts), so there is nothing to gain from streaming.
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { paintFirst } from "./paint-first.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let statusCode = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
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
  return paintFirst(new Response(body, { headers: responseHeaders, status: statusCode }));
}
