// The headers a page answers with: its loader's, then its action's on top (a 429 keeps its
// Retry-After, a form answer its Cache-Control). React Router keeps only what a route's own
// `headers` export returns, so every route with a loader or an action that sets headers uses this.
// Set-Cookie is left out: React Router carries cookies over by itself.
type HeadersArgs = { loaderHeaders: Headers; actionHeaders: Headers; parentHeaders: Headers };

export function pageHeaders({ parentHeaders, loaderHeaders, actionHeaders }: HeadersArgs, fixed: HeadersInit = {}): Headers {
  const headers = new Headers();
  for (const source of [parentHeaders, new Headers(fixed), loaderHeaders, actionHeaders]) {
    for (const [name, value] of source) if (name !== "set-cookie") headers.set(name, value);
  }
  return headers;
}
