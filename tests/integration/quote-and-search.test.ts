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
    for (const bad of [[{ ...item, quantity: 0 }], [{ id: "x" }], "nope"]) {
      const res = await put(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error: "Invalid quote items." });
    }
    // Too many items, or a note too long, is said as such (tests/integration/quote-limits.test.ts).
    const crossSite = await put([item], "", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("applies the /quote page's edits by item (PATCH), keeping the items they do not name, and notes as typed", async () => {
    const beams = { id: "/products/box-beams", name: "Box Beams", category: "products" };
    const cookie = cookiesOf(await put([item, beams])).join("; ");
    const patch = (edits: unknown) =>
      fetchWorker("/api/quote", {
        method: "PATCH",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
        body: JSON.stringify({ edits }),
      });
    const res = await patch([{ id: beams.id, quantity: "6", note: "{40 ft} <b>long</b>" }]);
    expect(res.status).toBe(200);
    const expected = [item, { ...beams, quantity: 6, note: "{40 ft} blong/b" }];
    expect(await res.json()).toEqual({ ok: true, items: expected });
    expect(await (await fetchWorker("/api/quote", { headers: { Cookie: cookie } })).json()).toEqual({ items: expected });
    expect((await patch([{ id: beams.id, quantity: "0", note: "" }])).status).toBe(400);
    expect((await patch("nope")).status).toBe(400);
  });
});

describe("a request being written, kept with the list", () => {
  const putDraft = (draft: unknown, cookie = "") =>
    fetchWorker("/api/quote/draft", {
      method: "PUT",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      body: JSON.stringify({ draft }),
    });
  const getDraft = async (cookie: string) =>
    (await (await fetchWorker("/api/quote/draft", { headers: { Cookie: cookie } })).json()) as { draft: unknown };

  it("keeps the contact form's fields for that cookie, beside the list, and forgets them on null", async () => {
    const draft = { name: "Ana Lopez", message: "Hollow core for a school", span: "12 m", country: "Guatemala" };
    const saved = await putDraft({ ...draft, phone: "   " });
    expect(saved.status).toBe(200);
    const cookie = cookiesOf(saved).join("; ");
    expect(cookie).toContain("quote_count=0");
    expect(await getDraft(cookie)).toEqual({ draft });
    expect(await getDraft("")).toEqual({ draft: null });

    // The list and the draft live side by side.
    const listed = await put([{ id: "/products/box-beams", name: "Box Beams", category: "products" }], cookie);
    expect(await getDraft(cookiesOf(listed).join("; "))).toEqual({ draft });

    expect((await putDraft(null, cookie)).status).toBe(200);
    expect(await getDraft(cookie)).toEqual({ draft: null });
    expect(await (await fetchWorker("/api/quote", { headers: { Cookie: cookie } })).json()).toMatchObject({
      items: [{ name: "Box Beams" }],
    });
  });

  it("cleans a draft as the form cleans text, and cuts each field to the form's limit", async () => {
    const saved = await putDraft({
      name: "<b>Ana</b>\u0000 Lopez",
      message: "Line one <script>x</script>\u0007\nLine two " + "m".repeat(6000),
      span: "s".repeat(500),
    });
    expect(saved.status).toBe(200);
    const { draft } = (await getDraft(cookiesOf(saved).join("; "))) as { draft: Record<string, string> };
    expect(draft.name).toBe("bAna/b Lopez");
    expect(draft.message!.startsWith("Line one scriptx/script\nLine two m")).toBe(true);
    expect(draft.message).toHaveLength(5000);
    expect(draft.span).toHaveLength(200);
  });

  it("refuses anything but the form's fields as text, and writes nothing for an empty form without a session", async () => {
    for (const bad of [{ password: "x" }, { name: 42 }, ["name"], "draft"]) {
      const res = await putDraft(bad);
      expect(res.status).toBe(400);
    }
    const empty = await putDraft({ name: "" });
    expect(empty.status).toBe(200);
    expect(empty.headers.getSetCookie()).toEqual([]);
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

    // A posting of its own (cleared before the next test, as every "Test …" posting is): the
    // seed postings stay as other files expect them.
    await env.DB.prepare(
      "INSERT INTO job_postings (title, description, location, department, type) VALUES ('Test Estimator', 'Prices precast packages.', 'Belize City', 'Engineering', 'Full-time')",
    ).run();
    const third = await fetchWorker("/api/search-index");
    expect(third.headers.get("X-KV-Cache")).toBe("miss");
    const changed = await third.json<{ version: string; entries: { group: string; title: string }[] }>();
    expect(changed.version).not.toBe(index.version);
    expect(changed.entries.filter((entry) => entry.group === "Jobs").length).toBe(
      index.entries.filter((entry) => entry.group === "Jobs").length + 1,
    );
    expect(changed.entries).toContainEqual(expect.objectContaining({ group: "Jobs", title: "Test Estimator" }));
  });
});
