// Field Core Web Vitals (docs/decisions/0072-field-web-vitals.md): the page sends them only with
// the visitor's consent, once, as it is left. Stored per metric with the route pattern, the
// language, and where the edge saw the visit; never an address, user agent or cookie. Counted
// per client like page views, so one client cannot fill the database that holds the leads.
import { z } from "zod";
import { localeOf, unprefixed } from "../lib/locale";
import { EFFECTIVE_TYPES, VITAL_METRICS, VITAL_RATINGS } from "../lib/web-vitals";
import { database } from "../server/db/client.server";
import { webVitals } from "../server/db/schema.server";
import { takeClientSlot, type Client } from "../server/client-limit.server";

/** Literal segments are words (never an id or a number), the others ":param" or a final "*". */
const ROUTE_PATTERN = /^(?:\/(?:[a-z]+(?:-[a-z]+)*|:[a-z][a-zA-Z]*))*(?:\/\*?)?$/;
const ROUTE_MAX = 100;

/** CLS is a score (0 and up, rarely above 1); the others are milliseconds, bounded at ten minutes. */
const metric = z
  .object({ name: z.enum(VITAL_METRICS), value: z.number().finite().nonnegative(), rating: z.enum(VITAL_RATINGS) })
  .refine((m) => m.value <= (m.name === "CLS" ? 100 : 600_000), "Invalid metric value.");

const vitalsSchema = z.object({
  // A query or fragment is cut off, never kept: what follows "?" may carry someone's data.
  route: z
    .string()
    .max(ROUTE_MAX)
    .transform((route) => route.split(/[?#]/)[0]!)
    .pipe(z.string().min(1).regex(ROUTE_PATTERN)),
  effectiveType: z.enum(EFFECTIVE_TYPES).nullable().optional(),
  metrics: z
    .array(metric)
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, "Each metric once."),
});

export type VitalsOutcome =
  { kind: "stored" } | { kind: "invalid"; error: string } | { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "unavailable" };

/** Where the edge saw the request (`request.cf`): its country code and data centre, when they look like ones. */
export type EdgePlace = { country: string | null; colo: string | null };

export function edgePlace(cf: unknown): EdgePlace {
  const { country, colo } = (cf ?? {}) as { country?: unknown; colo?: unknown };
  return {
    country: typeof country === "string" && /^[A-Z][A-Z0-9]$/.test(country) ? country : null,
    colo: typeof colo === "string" && /^[A-Z]{3}$/.test(colo) ? colo : null,
  };
}

type VitalsEnv = Pick<Env, "DB" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET">;

export async function recordVitals(
  env: VitalsEnv,
  input: unknown,
  client: Client,
  place: EdgePlace,
  now = Date.now(),
): Promise<VitalsOutcome> {
  const parsed = vitalsSchema.safeParse(input);
  if (!parsed.success)
    return {
      kind: "invalid",
      error:
        "Invalid measurements: send a route pattern such as /products/:slug and one to five metrics (LCP, INP, CLS, FCP, TTFB) with value and rating.",
    };
  const slot = await takeClientSlot(env, "vitals", client, now);
  if (!slot.ok) return slot.outcome;
  const { route, effectiveType, metrics } = parsed.data;
  const shared = { route: unprefixed(route), locale: localeOf(route), ...place, effectiveType: effectiveType ?? null };
  try {
    await database(env.DB)
      .insert(webVitals)
      .values(metrics.map((m) => ({ ...shared, metric: m.name, value: m.value, rating: m.rating })));
    return { kind: "stored" };
  } catch (error) {
    console.error("vitals: could not store", error);
    await slot.release();
    return { kind: "unavailable" };
  }
}
