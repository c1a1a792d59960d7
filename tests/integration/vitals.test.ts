// POST /api/vitals (docs/decisions/0072-field-web-vitals.md): one page load's measurements, stored
// per metric with the route pattern and where the edge saw the visit; nothing that names a person.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLIENT_LIMITS } from "../../app/lib/constants";
import { postJsonToHandler } from "./direct";
import { jsonRequest, newClientIp, postJson } from "./helpers";

async function rows() {
  return (await env.DB.prepare("SELECT * FROM web_vitals ORDER BY id").all<Record<string, unknown>>()).results;
}

const report = (route: string, metrics = [{ name: "LCP", value: 1830.4, rating: "good" }]) => ({ route, effectiveType: "4g", metrics });

/** The POST as the edge hands it over, with where it saw the visitor. */
function postFrom(cf: Record<string, string>, body: unknown) {
  const request = jsonRequest("/api/vitals", body, { headers: { "User-Agent": "Mozilla/5.0 (test)", Cookie: "mm_d1=x" } });
  return exports.default.fetch(new Request(request, { cf }));
}

describe("POST /api/vitals", () => {
  it("stores each metric with the route pattern, the language, the edge's country and data centre, and no personal data", async () => {
    const res = await postFrom(
      { country: "GT", colo: "GUA" },
      report("/es/products/:slug", [
        { name: "LCP", value: 2104.2, rating: "good" },
        { name: "CLS", value: 0.02, rating: "good" },
        { name: "INP", value: 320, rating: "needs-improvement" },
      ]),
    );
    expect(res.status).toBe(204);
    const stored = await rows();
    expect(
      stored.map(({ route, locale, country, colo, effective_type, metric, value, rating }) => ({
        route,
        locale,
        country,
        colo,
        effective_type,
        metric,
        value,
        rating,
      })),
    ).toEqual([
      {
        route: "/products/:slug",
        locale: "es",
        country: "GT",
        colo: "GUA",
        effective_type: "4g",
        metric: "LCP",
        value: 2104.2,
        rating: "good",
      },
      {
        route: "/products/:slug",
        locale: "es",
        country: "GT",
        colo: "GUA",
        effective_type: "4g",
        metric: "CLS",
        value: 0.02,
        rating: "good",
      },
      {
        route: "/products/:slug",
        locale: "es",
        country: "GT",
        colo: "GUA",
        effective_type: "4g",
        metric: "INP",
        value: 320,
        rating: "needs-improvement",
      },
    ]);
    // Nothing else is kept: no address, user agent or cookie.
    expect(Object.keys(stored[0]!).sort()).toEqual(
      ["id", "route", "locale", "country", "colo", "effective_type", "metric", "value", "rating", "created_at"].sort(),
    );
    expect(JSON.stringify(stored)).not.toMatch(/Mozilla|mm_d1|2001:db8/);
  });

  it("cuts a query or fragment off the route, and stores the home page and the catch-all as patterns", async () => {
    for (const route of ["/products?category=beams&email=ana@example.com", "/#contact", "/es/*"])
      expect((await postJson("/api/vitals", { ...report(route), effectiveType: null })).status).toBe(204);
    expect((await rows()).map((row) => [row.route, row.locale, row.effective_type])).toEqual([
      ["/products", "en", null],
      ["/", "en", null],
      ["/*", "es", null],
    ]);
  });

  it.each([
    ["no route", { metrics: [{ name: "LCP", value: 1, rating: "good" }] }],
    ["a concrete path with an id", report("/projects/12")],
    ["a full URL", report("https://evil.example/")],
    ["markup in the route", report("/<script>")],
    ["an unknown metric", report("/", [{ name: "FID", value: 10, rating: "good" }])],
    ["a negative value", report("/", [{ name: "LCP", value: -1, rating: "good" }])],
    ["a value as text", { ...report("/"), metrics: [{ name: "LCP", value: "1200", rating: "good" }] }],
    ["an unknown rating", report("/", [{ name: "LCP", value: 1200, rating: "great" }])],
    ["no metrics", report("/", [])],
    [
      "a metric twice",
      report("/", [
        { name: "CLS", value: 0.1, rating: "good" },
        { name: "CLS", value: 0.2, rating: "good" },
      ]),
    ],
    ["an unknown connection", { ...report("/"), effectiveType: "5g" }],
    ["an array", [report("/")]],
  ])("refuses %s with 400 and a clear message, and stores nothing", async (_, body) => {
    const res = await postJson("/api/vitals", body);
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toMatch(/^Invalid measurements/);
    expect(await rows()).toHaveLength(0);
  });

  it("stores only the routes the site has: a page's pattern and its Spanish twin", async () => {
    for (const route of ["/products/:slug", "/es/products/:slug", "/es/", "/projects/:id", "/es/products/learn/:slug"])
      expect((await postJson("/api/vitals", report(route))).status, route).toBe(204);
    expect((await rows()).map((row) => [row.route, row.locale])).toEqual([
      ["/products/:slug", "en"],
      ["/products/:slug", "es"],
      ["/", "es"],
      ["/projects/:id", "en"],
      ["/products/learn/:slug", "es"],
    ]);
  });

  it.each([
    "/alice-smith-lives-at-main-street/:house",
    "/alice-smith-lives-at-main-street",
    "/es/alice-smith-lives-at-main-street/*",
    "/products/:aliceSmith",
    "/:slug",
    "/products/hollow-core/:slug",
    "/es/es/products",
  ])("refuses the made-up route %s with 400, and stores nothing", async (route) => {
    const res = await postJson("/api/vitals", report(route));
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toMatch(/^Invalid measurements/);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses bad JSON with 400", async () => {
    expect((await postJson("/api/vitals", "{")).status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("takes as many reports from one client as page views, then answers 429 with Retry-After", async () => {
    const { limit, windowMs } = CLIENT_LIMITS.vitals;
    const ip = newClientIp();
    const burst = await Promise.all(Array.from({ length: limit + 5 }, () => postJsonToHandler("/api/vitals", report("/about"), { ip })));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = burst.find((res) => res.status === 429)!;
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    // The limiter rounds up to a whole second.
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000) + 1);
    expect((await refused.json<{ error: string }>()).error).toMatch(/Too many measurements/);
    expect(await rows()).toHaveLength(limit);
    // Another visitor is not held back by that one.
    expect((await postJson("/api/vitals", report("/"))).status).toBe(204);
  });
});
