import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLIENT_LIMITS, LIMITS } from "../../app/lib/constants";
import { postJsonToHandler } from "./direct";
import { newClientIp, postJson } from "./helpers";

async function pageViews() {
  return (await env.DB.prepare("SELECT pathname, referrer, ua FROM page_views ORDER BY id").all()).results;
}

describe("POST /api/pageview", () => {
  it("stores pathname, referrer and ua", async () => {
    const res = await postJson("/api/pageview", { pathname: "/contact", referrer: "https://www.google.com/", ua: "Mozilla/5.0" });
    expect(res.status).toBe(204);
    expect(await pageViews()).toEqual([{ pathname: "/contact", referrer: "https://www.google.com/", ua: "Mozilla/5.0" }]);
  });

  it("stores null referrer and ua when they are absent", async () => {
    expect((await postJson("/api/pageview", { pathname: "/", referrer: null })).status).toBe(204);
    expect(await pageViews()).toEqual([{ pathname: "/", referrer: null, ua: null }]);
  });

  it("bounds long referrer and ua and strips control characters and markup", async () => {
    const res = await postJson("/api/pageview", {
      pathname: "/products",
      referrer: `https://example.com/${"r".repeat(5000)}`,
      ua: `<script>x</script>\u0007${"u".repeat(5000)}`,
    });
    expect(res.status).toBe(204);
    const [row] = (await pageViews()) as { referrer: string; ua: string }[];
    expect(row!.referrer.length).toBe(LIMITS.referrer);
    expect(row!.ua.length).toBe(LIMITS.userAgent);
    // eslint-disable-next-line no-control-regex -- the bell character the payload carried must be gone
    expect(row!.ua).not.toMatch(/[<>\u0007]/);
  });

  it("keeps only the origin and path of a referrer: its query may carry someone's data", async () => {
    await postJson("/api/pageview", { pathname: "/", referrer: "https://mail.example/inbox?u=ana@example.com#x" });
    await postJson("/api/pageview", { pathname: "/", referrer: "javascript:alert(1)" });
    expect((await pageViews()).map((row) => row.referrer)).toEqual(["https://mail.example/inbox", null]);
  });

  it("stores at most what one person browsing produces, then answers 429 with Retry-After", async () => {
    const { limit, windowMs } = CLIENT_LIMITS.pageView;
    const ip = newClientIp();
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) => postJsonToHandler("/api/pageview", { pathname: `/p${i}`, ua: "u".repeat(1000) }, { ip })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - limit);
    const refused = burst.find((res) => res.status === 429)!;
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect((await refused.json<{ error: string }>()).error).toMatch(/Too many page views/);
    expect(await pageViews()).toHaveLength(limit);
    // Another visitor is not held back by that one.
    expect((await postJson("/api/pageview", { pathname: "/" })).status).toBe(204);
  });

  it.each([
    ["no pathname", { referrer: null }],
    ["a pathname that is not a path", { pathname: "https://evil.example/" }],
    ["a pathname with markup", { pathname: "/<script>" }],
    ["a pathname that is too long", { pathname: `/${"p".repeat(LIMITS.pathname)}` }],
    ["a pathname with a query", { pathname: "/contact?email=ana@example.com" }],
    ["a number", { pathname: 42 }],
    ["a referrer object", { pathname: "/", referrer: { a: 1 } }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const res = await postJson("/api/pageview", body);
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toContain("Invalid");
    expect(await pageViews()).toHaveLength(0);
  });

  it("refuses bad JSON and huge bodies with 4xx", async () => {
    expect((await postJson("/api/pageview", "{")).status).toBe(400);
    expect((await postJson("/api/pageview", { pathname: "/", ua: "u".repeat(100_000) })).status).toBe(413);
    expect(await pageViews()).toHaveLength(0);
  });
});
