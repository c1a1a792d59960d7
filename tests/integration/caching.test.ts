import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DOCUMENT_CACHE, PRIVATE } from "../../workers/middleware/cache-control";
import { ORIGIN, postJson, validContact } from "./helpers";

const get = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, init);

describe("caching headers", () => {
  it("lets shared caches keep anonymous documents briefly and serve them stale while revalidating", async () => {
    for (const path of ["/", "/missing"]) {
      const res = await get(path);
      expect(res.headers.get("Cache-Control")).toBe(DOCUMENT_CACHE);
      expect(res.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
      expect(res.headers.get("Cache-Control")).toMatch(/stale-while-revalidate=\d+/);
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    }
  });

  it("never stores a response that sets a cookie", async () => {
    expect((await get("/sets-cookie")).headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("never stores a document for a visitor who sends a session cookie", async () => {
    const res = await get("/", { headers: { Cookie: "theme=light; session_token=xyz" } });
    expect(res.headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("keeps a public policy for visitors who only send preference cookies", async () => {
    const res = await get("/", { headers: { Cookie: "search-sidebar-category-open=true" } });
    expect(res.headers.get("Cache-Control")).toBe(DOCUMENT_CACHE);
  });

  it("never stores form answers", async () => {
    const res = await get("/contact", { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(res.headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("keeps a route's own policy", async () => {
    expect((await get("/chooses-its-own")).headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("never stores API writes and lets the catalogue be cached", async () => {
    expect((await postJson("/api/contact", validContact)).headers.get("Cache-Control")).toBe("no-store");
    expect((await postJson("/api/pageview", { pathname: "/" })).headers.get("Cache-Control")).toBe("no-store");
    expect((await get("/api/catalogue")).headers.get("Cache-Control")).toMatch(/^public, max-age=300, s-maxage=3600/);
  });

  it("refuses an oversized form post to a page with 413", async () => {
    const res = await get("/contact", { method: "POST", body: new URLSearchParams({ message: "m".repeat(70_000) }) });
    expect(res.status).toBe(413);
  });
});
