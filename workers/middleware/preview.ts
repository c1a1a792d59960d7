// A branch preview (SITE_ENV "preview") must never be found by a search engine: every answer says
// noindex, and robots.txt disallows everything. Production is untouched by this middleware.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../hono-env";

const PREVIEW_ROBOTS = "User-agent: *\nDisallow: /\n";
const NOINDEX = "noindex, nofollow";

export const previewGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.SITE_ENV !== "preview") return next();
  if (c.req.path === "/robots.txt") {
    return c.text(PREVIEW_ROBOTS, 200, { "Cache-Control": "no-store", "X-Robots-Tag": NOINDEX });
  }
  await next();
  // Answers from the edge cache have immutable headers: mark a copy.
  const response = new Response(c.res.body, c.res);
  response.headers.set("X-Robots-Tag", NOINDEX);
  c.res = undefined;
  c.res = response;
});
