import type { MiddlewareHandler } from "hono";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** rules §7: non-localhost http visits are redirected to https (permanently, same path and query). */
export const httpsRedirect: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol === "http:" && !LOCAL_HOSTS.has(url.hostname)) {
    url.protocol = "https:";
    return c.redirect(url.toString(), 301);
  }
  await next();
};
