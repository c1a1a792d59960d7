import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { postJson } from "./helpers";

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
    expect(row!.referrer.length).toBe(1024);
    expect(row!.ua.length).toBe(512);
    expect(row!.ua).not.toMatch(/[<>\u0007]/);
  });

  it.each([
    ["no pathname", { referrer: null }],
    ["a pathname that is not a path", { pathname: "https://evil.example/" }],
    ["a pathname with markup", { pathname: "/<script>" }],
    ["a pathname that is too long", { pathname: `/${"p".repeat(600)}` }],
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
