// A path with doubled slashes or backslashes is sent to its collapsed form before anything is built
// from it (workers/middleware/collapse-slashes.ts): no page links to "//host/…", and no such answer is
// kept by the edge cache.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { edgeCacheKey } from "../../workers/middleware/edge-cache";
import { ORIGIN } from "./helpers";

const edge = () => (caches as unknown as { default: Cache }).default;
const get = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });

describe("paths with doubled slashes", () => {
  it("sends /es//evil.example/login to /es/evil.example/login, and never from the edge cache", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get("/es//evil.example/login");
      expect(res.status).toBe(308);
      expect(res.headers.get("Location")).toBe("/es/evil.example/login");
      expect(res.headers.get("X-Cache")).not.toBe("HIT");
      expect(await res.text()).not.toContain("//evil.example");
    }
    expect(await edge().match(edgeCacheKey(new URL(`${ORIGIN}/es//evil.example/login`), "integration-test-build"))).toBeUndefined();
  });

  it.each([
    ["//evil.example/login", "/evil.example/login"],
    ["/es/%5C%5Cevil.example/x", "/es/evil.example/x"],
    ["/es/%5cevil.example/x", "/es/evil.example/x"],
    ["/products///hollow-core", "/products/hollow-core"],
    ["/es///?span=9&next=//x", "/es/?span=9&next=//x"],
  ])("sends %s to %s, its query kept", async (path, target) => {
    const res = await get(path);
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe(target);
  });

  it("keeps the method of a post (308), and leaves a path of single slashes alone", async () => {
    const post = await get("/contact//", { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(post.status).toBe(308);
    expect(post.headers.get("Location")).toBe("/contact/");
    const page = await get("/es/products/hollow-core?next=//x");
    expect(page.status).toBe(200);
  });
});
