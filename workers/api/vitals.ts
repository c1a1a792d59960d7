// POST /api/vitals: one page load's Core Web Vitals, sent only with the visitor's consent (the client's
// rule), filed under a route pattern of the site's own route table.
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { edgePlace, recordVitals } from "../../app/shell/web-vitals.server";
import { isRoutePattern } from "../../app/lib/route-patterns";
import { beacon } from "./beacon";

/** The route a report names, when it names one as text (the rest of the report is checked as it is stored). */
const reportedRoute = (report: unknown) => {
  const route = (report as { route?: unknown } | null)?.route;
  return typeof route === "string" ? route : null;
};

/** The route patterns of the site (app/lib/route-patterns.ts), read once from React Router's table. */
export type RoutePatterns = () => Promise<ReadonlySet<string>>;

export const vitalsApi = (routePatterns: RoutePatterns) =>
  new Hono<AppEnv>().post(
    "/",
    beacon(
      {
        notAnObject: "Invalid measurements: send a JSON object.",
        tooMany: "Too many measurements from this client. Please wait before sending more.",
        notStored: "Measurements not stored.",
      },
      async (c, body, client) => {
        // Only a route the site has: a made-up one ("/alice-smith-lives-at/…") could carry anything.
        const route = reportedRoute(body);
        if (route !== null && !isRoutePattern(await routePatterns(), route))
          return {
            kind: "invalid",
            error: "Invalid measurements: the route is not a route pattern of this site, such as /products/:slug.",
          };
        return recordVitals(c.env, body, client, edgePlace(c.req.raw.cf));
      },
    ),
  );
