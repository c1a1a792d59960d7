// The Hono application in front of React Router: it owns the https redirect, the redirect of paths
// with doubled slashes, the edge cache of pages, security headers, the D1 session of each request,
// /api/*, robots and sitemap, then hands every other request to the document handler it is given
// (React Router in production, a stub in Worker tests).
import { Hono } from "hono";
import { BODY_LIMITS } from "../app/lib/constants";
import type { AppEnv } from "./hono-env";
import { authApi } from "./api/auth";
import { contactApi } from "./api/contact";
import { catalogueApi, documents } from "./api/documents";
import { filesApi } from "./api/files";
import { pageviewApi } from "./api/pageview";
import { vitalsApi, type RoutePatterns } from "./api/vitals";
import { specSheets } from "./api/spec-sheets";
import { sectionDrawings } from "./api/section-dxf";
import { searchApi } from "./api/search";
import { quoteApi } from "./api/quote";
import { CACHE_CONTROL } from "../app/lib/cache-policy";
import { d1Session } from "./middleware/d1-session";
import { limitBody } from "./middleware/body-limit";
import { uploadLimitFor } from "./middleware/upload-limits";
import { collapseSlashes } from "./middleware/collapse-slashes";
import { spanishPaths } from "./middleware/spanish-paths";
import { edgeCache } from "./middleware/edge-cache";
import { httpsRedirect } from "./middleware/https";
import { previewGuard } from "./middleware/preview";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { visitorCountry } from "./middleware/visitor-country";
import { SecretMissingError } from "../app/server/secret.server";

export type DocumentHandler = (request: Request, env: Env) => Promise<Response> | Response;

const NO_ROUTES: RoutePatterns = async () => new Set();

/**
 * The server in front of `handleDocument`; `routePatterns` are the site's route patterns, from the
 * same route table the document handler serves (without them, no field measurement is stored).
 */
export function createServer(handleDocument: DocumentHandler, routePatterns: RoutePatterns = NO_ROUTES) {
  const app = new Hono<AppEnv>();

  app.use(httpsRedirect);
  // Before anything builds a link from the path, or the edge cache keeps an answer to it.
  app.use(collapseSlashes);
  app.use(spanishPaths);
  app.use(previewGuard);
  // On the way out, after the edge cache: what the edge knows of this visitor (their country).
  app.use(visitorCountry);
  // Pages served from the edge cache need nothing below; a background refresh runs it all again.
  app.use(edgeCache(async (request, c) => app.fetch(request, c.env, c.executionCtx)));
  app.use(securityHeaders);
  app.use(sameOrigin);
  app.use(d1Session);
  app.use(
    "/api/*",
    limitBody(BODY_LIMITS.api, (c) => c.json({ ok: false, error: "Invalid request: the body is too large." }, 413)),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Cache-Control", c.req.method === "GET" ? (c.res.headers.get("Cache-Control") ?? CACHE_CONTROL.never) : CACHE_CONTROL.never);
  });

  app.route("/api/contact", contactApi);
  app.route("/api/auth", authApi);
  app.route("/api/pageview", pageviewApi);
  app.route("/api/vitals", vitalsApi(routePatterns));
  app.route("/api/catalogue", catalogueApi);
  app.route("/api/files", filesApi);
  app.route("/api/search-index", searchApi);
  app.route("/api/quote", quoteApi);
  app.all("/api/*", (c) => c.json({ ok: false, error: "Not found." }, 404));
  app.route("/", documents);
  app.route("/", specSheets);
  app.route("/", sectionDrawings);

  const documentBodyLimit = limitBody(BODY_LIMITS.document, (c) =>
    c.text("This form is too large to send. Please shorten it and try again.", 413),
  );
  // The careers form carries a résumé, the contact form drawings; every other page keeps the document limit.
  app.use("*", (c, next) => uploadLimitFor(c.req.path, documentBodyLimit)(c, next));
  app.all("*", (c) => handleDocument(c.req.raw, c.env));

  app.onError((error, c) => {
    const api = new URL(c.req.url).pathname.startsWith("/api/");
    // A deployment without a secret: what needs it is off (503), never signed with a constant.
    if (error instanceof SecretMissingError) {
      console.error("worker:", error.message);
      const message = "This part of the site is not available right now. Please try again later or contact us.";
      return api ? c.json({ ok: false, error: message }, 503) : c.text(message, 503);
    }
    console.error("worker: unhandled error", c.req.method, new URL(c.req.url).pathname, error);
    if (api) return c.json({ ok: false, error: "Something went wrong on our side. Please try again." }, 500);
    return c.text("Something went wrong. Please refresh the page.", 500);
  });

  return app;
}
