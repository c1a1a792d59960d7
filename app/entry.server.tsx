// Renders the whole document before answering: the Worker hashes its inline scripts for the
// CSP (workers/middleware/security-headers.ts), so there is nothing to gain from streaming. Every
// inline script React Router and paintFirst write carries this render's mark (app/lib/script-mark.ts).
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { paintFirst } from "./paint-first.server";
import { SecretMissingError } from "./server/secret.server";
import { newScriptMark, SCRIPT_MARK_HEADER } from "./lib/script-mark";
import { LANGUAGE, localeOf, TRANSLATED } from "./lib/locale";
import type { Catalog } from "./lib/messages";
import { PAGE_MESSAGES_ID, UsedCatalogs } from "./ui/use-t";
import { RequestContext } from "./lib/drawn-only";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  requestContext: RouterContextProvider,
) {
  // A secret the deployment lacks switches off what needs it: unavailable, not a failure of ours.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  let statusCode = errors.some((error) => error instanceof SecretMissingError) ? 503 : responseStatusCode;
  const mark = newScriptMark();
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const used = new Set<Catalog>();
  const body = await renderToReadableStream(
    <RequestContext value={requestContext}>
      <UsedCatalogs value={used}>
        <ServerRouter context={routerContext} url={request.url} nonce={mark} />
      </UsedCatalogs>
    </RequestContext>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      // The whole page is awaited below anyway. A smaller chunk size lets React move finished
      // Suspense boundaries past the first ~12 KB into hidden blocks that only a script reveals,
      // which visitors without JavaScript would never see.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        statusCode = 500;
        console.error("ssr: render failed", error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", LANGUAGE[locale].lang);
  responseHeaders.set(SCRIPT_MARK_HEADER, mark);
  const page = paintFirst(new Response(body, { headers: responseHeaders, status: statusCode }), mark, url);
  return TRANSLATED[locale] ? withPageMessages(page, used) : page;
}

/**
 * A Spanish page brings the messages its render used, as data at the end of the body: the browser
 * hydrates with them at once, and no page's JavaScript carries a language it does not show.
 */
function withPageMessages(page: Response, used: ReadonlySet<Catalog>): Response {
  const messages = Object.fromEntries([...used].map((catalog) => [catalog.id, catalog.messages() ?? {}]));
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return new HTMLRewriter()
    .on("body", {
      element(body) {
        body.append(`<script type="application/json" id="${PAGE_MESSAGES_ID}">${json}</script>`, { html: true });
      },
    })
    .transform(page);
}
