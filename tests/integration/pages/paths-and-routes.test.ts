// The production build behind the real entry (workers/app.ts): field measurements are filed only
// under its own route table's patterns, and a path with doubled slashes never renders a page that
// links off the site.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { postJson } from "../helpers";
import { getPage } from "./helpers";

const report = (route: string) => ({ route, effectiveType: "4g", metrics: [{ name: "LCP", value: 1200, rating: "good" }] });
const routes = async () => (await env.DB.prepare("SELECT route, locale FROM web_vitals ORDER BY id").all()).results;

describe("the build's route table", () => {
  it("stores measurements of a page's pattern and its Spanish twin, and refuses a made-up route", async () => {
    expect((await postJson("/api/vitals", report("/products/:slug"))).status).toBe(204);
    expect((await postJson("/api/vitals", report("/es/products/:slug"))).status).toBe(204);
    expect((await postJson("/api/vitals", report("/alice-smith-lives-at-main-street/:house"))).status).toBe(400);
    expect(await routes()).toEqual([
      { route: "/products/:slug", locale: "en" },
      { route: "/products/:slug", locale: "es" },
    ]);
  });
});

describe("a path with doubled slashes", () => {
  it("is sent to the path collapsed, whose 404 page links only within the site", async () => {
    const doubled = await getPage("/es//evil.example/login");
    expect(doubled.status).toBe(308);
    expect(doubled.headers.get("Location")).toBe("/es/evil.example/login");
    const page = await getPage("/es/evil.example/login");
    expect(page.status).toBe(404);
    const hrefs = [...(await page.text()).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    // No protocol-relative link: each is a path of this site, a query or fragment of this page, or a full https address.
    for (const href of hrefs) expect(href, href).toMatch(/^(\/(?![/\\])|[#?]|https:\/\/)/);
    // The language switches: the English twin, a path of this site.
    expect(new Set(hrefs.filter((href) => href.includes("evil.example")))).toEqual(new Set(["/evil.example/login"]));
  });
});
