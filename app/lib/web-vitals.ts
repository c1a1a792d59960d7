// The field measurements a page load reports with consent (rules §4 "Consent", docs/decisions/0072-field-web-vitals.md):
// Google's Core Web Vitals and the two paints that explain them, as the web-vitals library names and rates them.
import { localeOf, localePath } from "./locale";

export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
type VitalRating = (typeof VITAL_RATINGS)[number];

/** `navigator.connection.effectiveType`, where the browser has it. */
export const EFFECTIVE_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type EffectiveType = (typeof EFFECTIVE_TYPES)[number];

export const VITALS_ENDPOINT = "/api/vitals";

/** What a page sends once, when the visitor leaves it. */
export type VitalsReport = {
  /** The route pattern ("/products/:slug", "/es/projects/:id"), never the concrete path or its query. */
  route: string;
  effectiveType: EffectiveType | null;
  metrics: { name: VitalMetric; value: number; rating: VitalRating }[];
};

/**
 * The pattern of the route a page was matched by, from its path and params: each param's segment
 * becomes ":name", a catch-all's rest "*". "/es/products/hollow-core" with { slug: "hollow-core" }
 * is "/es/products/:slug".
 */
export function routePattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const path = pathname.split(/[?#]/)[0]!;
  const splat = params["*"];
  if (splat !== undefined) {
    const base = splat && path.endsWith(`/${splat}`) ? path.slice(0, path.length - splat.length) : localePath(localeOf(path), "/");
    return `${base}*`;
  }
  const segments = path.split("/");
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (let i = segments.length - 1; i > 0; i--) {
      let segment = segments[i]!;
      try {
        segment = decodeURIComponent(segment);
      } catch {
        // left as sent
      }
      if (segment === value) {
        segments[i] = `:${name}`;
        break;
      }
    }
  }
  return segments.join("/") || "/";
}
