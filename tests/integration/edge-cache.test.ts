// The edge cache of pages (workers/middleware/edge-cache.ts) on the real Cache API of workerd:
// what is stored, what is served from it, what never is, and stale-while-revalidate.
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { CACHE_CONTROL, EDGE_CACHE } from "../../app/lib/cache-policy";
import { edgeCacheKey } from "../../workers/middleware/edge-cache";

import { ORIGIN } from "./helpers";

const BUILD = "integration-test-build";
const edge = () => (caches as unknown as { default: Cache }).default;
let pages = 0;
/** A path no other test has used, so each test starts with nothing stored. */
const freshPath = (name: string) => `/edge-${name}-${++pages}-${Date.now().toString(36)}`;
const get = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, init);
/** The stored copy of a page, once the background store has happened. */
const stored = (path: string, build = BUILD) =>
  vi.waitFor(
    async () => {
      const hit = await edge().match(edgeCacheKey(new URL(`${ORIGIN}${path}`), build));
      if (!hit) throw new Error(`${path} not stored yet`);
      return hit;
    },
    { timeout: 5000, interval: 20 },
  );
const notStored = async (path: string) => expect(await edge().match(edgeCacheKey(new URL(`${ORIGIN}${path}`), BUILD))).toBeUndefined();

describe("pages at the edge", () => {
  it("renders a page on a miss, stores it, then serves it from the store", async () => {
    const path = freshPath("page");
    const miss = await get(path);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
    const body = await miss.text();
    await stored(path);
    const hit = await get(path);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("X-Render")).toBe(miss.headers.get("X-Render"));
    expect(await hit.text()).toBe(body);
    expect(hit.headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
    expect(hit.headers.get("X-Edge-Stored-At")).toBeNull();
  });

  it("never serves markup stored by another build", async () => {
    const path = freshPath("build");
    const old = new Response("<!doctype html><title>old</title>", {
      headers: { "Content-Type": "text/html", "X-Edge-Stored-At": String(Date.now()), "Cache-Control": "public, max-age=3600" },
    });
    await edge().put(edgeCacheKey(new URL(`${ORIGIN}${path}`), "an-older-build"), old);
    const res = await get(path);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(await res.text()).not.toContain("<title>old</title>");
  });

  it("bypasses the store for a visitor with a session and never stores their page", async () => {
    const path = freshPath("signed-in");
    const res = await get(path, { headers: { Cookie: "__Secure-better-auth.session_token=abc.def" } });
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    await res.text();
    await notStored(path);
    // Stored for anonymous visitors, it is still not served to one with a session.
    await get(path).then((r) => r.text());
    await stored(path);
    const again = await get(path, { headers: { Cookie: "better-auth.session_token=abc.def" } });
    expect(again.headers.get("X-Cache")).toBe("BYPASS");
  });

  it("never caches a POST", async () => {
    const path = freshPath("post");
    const res = await get(path, { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    await res.text();
    await notStored(path);
  });

  it("stores no answer that sets a cookie or chose a private policy", async () => {
    for (const path of ["/sets-cookie", "/chooses-private"]) {
      const res = await get(path);
      expect(res.headers.get("X-Cache")).toBe("MISS");
      expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
      await res.text();
      await notStored(path);
    }
  });

  it("serves stored pages without Set-Cookie, with a CSP whose hashes match their inline scripts", async () => {
    const path = freshPath("csp");
    await (await get(path)).text();
    await stored(path);
    const hit = await get(path);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Set-Cookie")).toBeNull();
    const html = await hit.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const hashes = await Promise.all(
      scripts.map(
        async (script) =>
          `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)))))}'`,
      ),
    );
    const scriptSrc = hit.headers
      .get("Content-Security-Policy")!
      .match(/script-src ([^;]+)/)![1]!
      .split(" ");
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
  });

  it("keeps the private pages out of the store", async () => {
    // Spelled any way the router still matches: another case, percent-escapes, doubled slashes.
    for (const path of [
      "/account",
      "/signin",
      "/careers/alerts",
      "/signin.data",
      "/Quote",
      "/%71uote",
      "/QUOTE/",
      "/acc%6Funt",
      "/careers//alerts",
    ]) {
      const res = await get(path);
      expect(res.headers.get("X-Cache"), path).toBe("BYPASS");
      await res.text();
      await notStored(path);
    }
  });

  it("stores a Spanish page under its own path, apart from its English twin", async () => {
    const english = freshPath("twin");
    const spanish = `/es${english}`;
    const englishMiss = await get(english);
    expect(englishMiss.headers.get("X-Cache")).toBe("MISS");
    await englishMiss.text();
    await stored(english);
    // The English copy is not the Spanish page's: a miss, rendered from the Spanish address.
    const miss = await get(spanish);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    const body = await miss.text();
    expect(body).toContain(`content="${ORIGIN}${spanish}"`);
    await stored(spanish);
    const hit = await get(spanish);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(await hit.text()).toBe(body);
    const englishHit = await get(english);
    expect(englishHit.headers.get("X-Cache")).toBe("HIT");
    expect(await englishHit.text()).toContain(`content="${ORIGIN}${english}"`);
  });

  it("keeps the Spanish twins of the private pages out of the store, however spelled", async () => {
    for (const path of [
      "/es/quote",
      "/es/account",
      "/es/signin",
      "/es/careers/alerts",
      "/es/signin.data",
      "/ES/Quote",
      "/es/%71uote",
      "/%65s/quote",
      "/es/QUOTE/",
      "/es//account",
      "/es/careers//alerts",
    ]) {
      const res = await get(path);
      expect(res.headers.get("X-Cache"), path).toBe("BYPASS");
      expect(res.headers.get("Cache-Control"), path).toBe(CACHE_CONTROL.personal);
      await res.text();
      await notStored(path);
    }
  });

  it("shares one entry among tracking-parameter variants, rendered without them, and keeps them on redirects", async () => {
    const path = freshPath("campaign");
    const first = await get(`${path}?utm_source=newsletter&b=2&a=1`);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const html = await first.text();
    expect(html).toContain(`${ORIGIN}${path}?a=1&b=2"`);
    expect(html).not.toContain("utm_source");
    await stored(`${path}?a=1&b=2`);
    for (const variant of [`?a=1&b=2&utm_medium=email&gclid=x`, `?b=2&fbclid=y&a=1`]) {
      const res = await get(`${path}${variant}`);
      expect(res.headers.get("X-Cache"), variant).toBe("HIT");
      await res.text();
    }
    const redirect = await get(`/redirects-${pages}?utm_campaign=spring`, { redirect: "manual" });
    expect(redirect.headers.get("Location")).toBe("/elsewhere?x=1&utm_campaign=spring");
  });

  it("answers a HEAD from the store and a revalidation with 304", async () => {
    const path = freshPath("head");
    const miss = await get(path);
    const etag = miss.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    await miss.text();
    await stored(path);
    const head = await get(path, { method: "HEAD" });
    expect(head.headers.get("X-Cache")).toBe("HIT");
    expect(await head.text()).toBe("");
    const revalidated = await get(path, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("serves a stale page at once and refreshes it in the background", async () => {
    const path = freshPath("stale");
    const first = await get(path);
    await first.text();
    const copy = await stored(path);
    // The copy as the store would hold it a little past its freshness.
    const headers = new Headers(copy.headers);
    const longAgo = Date.now() - (EDGE_CACHE.freshSeconds + 1) * 1000;
    headers.set("X-Edge-Stored-At", String(longAgo));
    await edge().put(edgeCacheKey(new URL(`${ORIGIN}${path}`), BUILD), new Response(await copy.text(), { status: 200, headers }));

    const stale = await get(path);
    expect(stale.headers.get("X-Cache")).toBe("STALE");
    expect(stale.headers.get("X-Render")).toBe(first.headers.get("X-Render"));
    await stale.text();
    // The refresh renders the page again and stores the new copy.
    await vi.waitFor(
      async () => {
        const now = await edge().match(edgeCacheKey(new URL(`${ORIGIN}${path}`), BUILD));
        expect(Number(now?.headers.get("X-Edge-Stored-At"))).toBeGreaterThan(longAgo);
      },
      { timeout: 5000, interval: 20 },
    );
    const hit = await get(path);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(Number(hit.headers.get("X-Render"))).toBeGreaterThan(Number(first.headers.get("X-Render")));
  });

  it("dates a page's data as of its answer, so the browser's half minute starts then", async () => {
    const path = `${freshPath("data")}.data`;
    const storedAt = Date.now();
    // Kept in the store for ten minutes, still fresh there, with the store's own date and age.
    const old = new Response("[]", {
      headers: {
        "Content-Type": "text/x-script",
        "X-Edge-Stored-At": String(storedAt),
        Date: new Date(storedAt - 600_000).toUTCString(),
        Age: "600",
        "Cache-Control": "public, max-age=3600",
      },
    });
    await edge().put(edgeCacheKey(new URL(`${ORIGIN}${path}`), BUILD), old);
    const res = await get(path);
    expect(res.headers.get("X-Cache")).toBe("HIT");
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.pageData);
    expect(res.headers.get("Age")).toBeNull();
    expect(Math.abs(Date.parse(res.headers.get("Date")!) - Date.now())).toBeLessThan(5_000);
    await res.text();
  });

  it("labels no API answer: only pages say what the cache did", async () => {
    expect((await get("/api/catalogue")).headers.get("X-Cache")).toBeNull();
  });
});
