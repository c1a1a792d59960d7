// POST /api/vitals: one page load's Core Web Vitals, sent only with the visitor's consent (the client's
// rule), filed under a route pattern of the site's own route table.
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { clientAddress } from "../../app/server/client-key.server";
import { edgePlace, recordVitals } from "../../app/shell/web-vitals.server";
import { readJson } from "./read-json";
import { isRoutePattern } from "../../app/lib/route-patterns";

/** The route a report names, when it names one as text (the rest of the report is checked as it is stored). */
const reportedRoute = (report: unknown) => {
  const route = (report as { route?: unknown } | null)?.route;
  return typeof route === "string" ? route : null;
};

/** The route patterns of the site (app/lib/route-patterns.ts), read once from React Router's table. */
export type RoutePatterns = () => Promise<ReadonlySet<string>>;

export const vitalsApi = (routePatterns: RoutePatterns) =>
  new Hono<AppEnv>().post("/", async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return c.json({ ok: false, error: "Invalid measurements: send a JSON object." }, 400);
    // Only a route the site has: a made-up one ("/alice-smith-lives-at/…") could carry anything.
    const route = reportedRoute(body.value);
    if (route !== null && !isRoutePattern(await routePatterns(), route))
      return c.json(
        { ok: false, error: "Invalid measurements: the route is not a route pattern of this site, such as /products/:slug." },
        400,
      );
    const client = { ip: clientAddress(c.req.raw.headers), url: c.req.url };
    const outcome = await recordVitals(c.env, body.value, client, edgePlace(c.req.raw.cf));
    switch (outcome.kind) {
      case "invalid":
        return c.json({ ok: false, error: outcome.error }, 400);
      case "rate-limited":
        c.header("Retry-After", String(outcome.retryAfterSeconds));
        return c.json({ ok: false, error: "Too many measurements from this client. Please wait before sending more." }, 429);
      case "unavailable":
        return c.json({ ok: false, error: "Measurements not stored." }, 503);
      case "stored":
        return c.body(null, 204);
    }
  });
