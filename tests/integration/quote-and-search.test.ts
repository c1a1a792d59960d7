// The quote list kept in a KV session (/api/quote) and the site search index kept in KV
// (/api/search-index), on the real runtime.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers";

const fetchWorker = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, init);
const put = (items: unknown, cookie = "", headers: Record<string, string> = {}) =>
  fetchWorker("/api/quote", {
    method: "PUT",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Cookie: cookie, ...headers },
    body: JSON.stringify({ items }),
  });
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((line) => line.split(";")[0]!);

describe("the quote list kept with us", () => {
  const item = { id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity: 40, note: "8 in, 12 m spans" };

  it("keeps the list in KV behind a signed id, for 30 days, and gives it back to that cookie only", async () => {
    const saved = await put([item]);
    expect(saved.status).toBe(200);
    const setCookies = saved.headers.getSetCookie();
    const session = setCookies.find((line) => line.startsWith("mm_quote="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(session).toMatch(/Secure/);
    expect(session).not.toContain("Hollow");
    expect(setCookies.find((line) => line.startsWith("quote_count="))).toContain("quote_count=1;");

    const cookie = cookiesOf(saved).join("; ");
    const back = await fetchWorker("/api/quote", { headers: { Cookie: cookie } });
    expect(await back.json()).toEqual({ items: [item] });
    expect(back.headers.get("Cache-Control")).toContain("no-store");
    expect(await (await fetchWorker("/api/quote")).json()).toEqual({ items: [] });

    // The id is signed: a forged one reads nothing.
    const forged = cookie.replace(/mm_quote=[^;]+/, "mm_quote=forged");
    expect(await (await fetchWorker("/api/quote", { headers: { Cookie: forged } })).json()).toEqual({ items: [] });
  });

  it("refuses what the contact form would refuse, and a cross-site write", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ ...item, id: `/p/${i}` }));
    for (const bad of [[{ ...item, quantity: 0 }], [{ id: "x" }], tooMany, "nope"]) {
      const res = await put(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error: "Invalid quote items." });
    }
    const crossSite = await put([item], "", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });
});

describe("the search index", () => {
  it("is built from the content and the open jobs, kept in KV under a version, and rebuilt when the jobs change", async () => {
    const first = await fetchWorker("/api/search-index");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-KV-Cache")).toBe("miss");
    const index = await first.json<{ version: string; entries: { group: string; title: string; url: string }[] }>();
    expect(index.version).toMatch(/^integration-test-build\./);
    const groups = new Set(index.entries.map((entry) => entry.group));
    expect([...groups].sort()).toEqual(["Applications", "Jobs", "Learn", "Products", "Projects", "Services"]);
    expect(index.entries).toContainEqual(expect.objectContaining({ group: "Projects", url: "/projects/haulover-bridge" }));

    const second = await fetchWorker("/api/search-index");
    expect(second.headers.get("X-KV-Cache")).toBe("hit");

    await env.DB.prepare("UPDATE job_postings SET active = 0 WHERE id = (SELECT MIN(id) FROM job_postings WHERE active = 1)").run();
    const third = await fetchWorker("/api/search-index");
    expect(third.headers.get("X-KV-Cache")).toBe("miss");
    const changed = await third.json<{ version: string; entries: { group: string }[] }>();
    expect(changed.version).not.toBe(index.version);
    expect(changed.entries.filter((entry) => entry.group === "Jobs").length).toBe(
      index.entries.filter((entry) => entry.group === "Jobs").length - 1,
    );
  });
});
