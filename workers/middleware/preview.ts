// A branch preview (SITE_ENV "preview") must never be found by a search engine: every answer says
// noindex (robots.txt itself disallows everything: app/shell/site-map.server.ts). Production is untouched.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../hono-env";

const NOINDEX = "noindex, nofollow";

export const previewGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.SITE_ENV !== "preview") return next();
  await next();
  // Answers from the edge cache have immutable headers: mark a copy.
  const response = new Response(c.res.body, c.res);
  response.headers.set("X-Robots-Tag", NOINDEX);
  c.res = undefined;
  c.res = response;
});
