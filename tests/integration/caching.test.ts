import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { ORIGIN, postJson, validContact } from "./helpers";

const get = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, init);

describe("caching headers", () => {
  it("lets browsers keep anonymous pages but revalidate them, and no shared cache but ours", async () => {
    for (const path of ["/", "/missing"]) {
      const res = await get(path);
      expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
      expect(res.headers.get("ETag")).toMatch(/^"/);
    }
  });

  it("lets browsers reuse an anonymous page's data briefly, for the same cookies only", async () => {
    for (const path of ["/products.data", "/es/products.data"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe(CACHE_CONTROL.pageData);
      expect(res.headers.get("Vary"), path).toMatch(/\bCookie\b/);
      await res.arrayBuffer();
    }
    // The page itself is still revalidated on every visit.
    expect((await get("/products")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
  });

  it("never lets a browser keep a signed-in visitor's data", async () => {
    const res = await get("/products.data", { headers: { Cookie: "__Secure-better-auth.session_token=abc.def" } });
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    await res.arrayBuffer();
  });

  it("never stores a response that sets a cookie", async () => {
    expect((await get("/sets-cookie")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
  });

  it("never stores a document for a visitor who sends a session cookie", async () => {
    const res = await get("/", { headers: { Cookie: "theme=light; session_token=xyz" } });
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
  });

  it("keeps the page policy for visitors who only send preference cookies on other pages", async () => {
    const res = await get("/", { headers: { Cookie: "search-sidebar-category-open=true" } });
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
  });

  it("renders /products for a visitor whose sidebar cookies shape it, and keeps that page private", async () => {
    const res = await get("/products", { headers: { Cookie: "search-sidebar-category-open=false" } });
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
  });

  it("never stores form answers", async () => {
    const res = await get("/contact", { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
  });

  it("keeps a route's private policy", async () => {
    expect((await get("/chooses-private")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
  });

  it("never stores API writes and lets the catalogue be cached", async () => {
    expect((await postJson("/api/contact", validContact)).headers.get("Cache-Control")).toBe("no-store");
    expect((await postJson("/api/pageview", { pathname: "/" })).headers.get("Cache-Control")).toBe("no-store");
    expect((await get("/api/catalogue")).headers.get("Cache-Control")).toMatch(/^public, max-age=300, s-maxage=3600/);
  });

  it("refuses an oversized form post to a page with 413", async () => {
    const res = await get("/about", { method: "POST", body: new URLSearchParams({ message: "m".repeat(70_000) }) });
    expect(res.status).toBe(413);
  });
});
