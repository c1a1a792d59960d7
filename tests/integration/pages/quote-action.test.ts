// The /quote page and a request sent without JavaScript, in the production server build: Add to
// Quote posts the item and answers 303 back to the list; the list is changed with plain forms; the
// contact form sent without a list of its own carries the kept one, then empties it and forgets the
// draft.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CACHE_CONTROL } from "../../../app/lib/cache-policy";
import { ORIGIN, validContact } from "../helpers";
import { getPage, postForm, rows, visibleText } from "./helpers";

const hollowCore = { id: "/products/hollow-core", name: "Hollow Core", category: "products" };
const boxBeams = { id: "/products/box-beams", name: "Box Beams", category: "products" };
const cookiesOf = (res: Response, before = "") => {
  const jar = new Map(before ? before.split("; ").map((pair) => pair.split("=", 2) as [string, string]) : []);
  for (const line of res.headers.getSetCookie()) {
    const [name, value] = line.split(";")[0]!.split("=", 2) as [string, string];
    jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
};

describe("/quote without JavaScript", () => {
  it("adds with a form, answers 303 to the list with where to go back, and changes the list with forms", async () => {
    const add = (item: object, cookie = "") =>
      exports.default.fetch(`${ORIGIN}/quote`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Referer: `${ORIGIN}/products?category=beams`, Cookie: cookie },
        body: new URLSearchParams({ intent: "add", item: JSON.stringify(item) }),
      });
    const first = await add(hollowCore);
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/quote?added=%2Fproducts%2Fhollow-core&back=%2Fproducts%3Fcategory%3Dbeams");
    let cookie = cookiesOf(first);
    cookie = cookiesOf(await add(boxBeams, cookie), cookie);
    cookie = cookiesOf(await add(boxBeams, cookie), cookie); // once only

    const page = await getPage("/quote?added=%2Fproducts%2Fhollow-core", { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    expect(page.headers.get("X-Cache")).toBe("BYPASS");
    const text = visibleText(await page.text());
    expect(text).toContain("Hollow Core has been added to your quote.");
    expect(text).toMatch(/Quote Items \( ?2 ?\)/);

    // One form: each of its buttons saves every item's quantity and note, then does its own thing.
    const list = (fields: Record<string, string>, edits: [string, string, string][]) => {
      const body = new URLSearchParams(fields);
      for (const [id, quantity, note] of edits) {
        body.append("itemId", id);
        body.append("quantity", quantity);
        body.append("note", note);
      }
      return exports.default.fetch(`${ORIGIN}/quote`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
        body,
      });
    };
    const saved = await list({ intent: "save" }, [
      [hollowCore.id, "40", "8 in, 12 m spans"],
      [boxBeams.id, "6", ""],
    ]);
    expect(saved.status).toBe(303);
    const refused = await list({ intent: "save" }, [[hollowCore.id, "0", ""]]);
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("a quantity is a whole number from 1 to 99,999");
    // Remove saves what was typed into the others first.
    const removed = await list({ remove: boxBeams.id }, [
      [hollowCore.id, "40", "8 in, 12 m spans, typed last"],
      [boxBeams.id, "7", ""],
    ]);
    expect(removed.status).toBe(303);
    // The page's own content: the header's menu and panels name every product.
    const quotePage = await (await getPage("/quote", { cookie })).text();
    expect(visibleText(quotePage.slice(quotePage.indexOf("<main"), quotePage.indexOf("</main>")))).not.toContain("Box Beams");
    expect((await postForm("/quote", { intent: "add", item: "{not json" }, { cookie })).status).toBe(400);
    expect((await postForm("/quote", { intent: "nonsense" }, { cookie })).status).toBe(400);

    // A request sent without JavaScript (an empty list of its own) carries the kept one, then empties it.
    const sent = await postForm(
      "/contact",
      { ...validContact, country: "Belize", source: "page", page: "/contact", quoteItems: "[]", website: "" },
      { cookie },
    );
    expect(sent.status).toBe(200);
    expect(sent.headers.getSetCookie().some((line) => line.startsWith("quote_count=0;"))).toBe(true);
    const [row] = await rows<{ quote_items: string }>("SELECT quote_items FROM contact_submissions");
    expect(JSON.parse(row!.quote_items)).toEqual([{ ...hollowCore, quantity: 40, note: "8 in, 12 m spans, typed last" }]);
    expect(visibleText(await (await getPage("/quote", { cookie })).text())).toContain("You have no products in your quote.");
  });

  it("Continue to Request Form saves what was typed, then goes to the form", async () => {
    const added = await postForm("/quote", { intent: "add", item: JSON.stringify(hollowCore) });
    const cookie = cookiesOf(added);
    const body = new URLSearchParams({ intent: "continue", itemId: hollowCore.id, quantity: "12", note: "typed, never saved" });
    const res = await exports.default.fetch(`${ORIGIN}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      body,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact");
    const page = await (await getPage("/quote", { cookie })).text();
    expect(page).toContain('value="typed, never saved"');
  });

  it("shows a note exactly as typed, braces and all: only our own content carries quantity marks", async () => {
    const added = await postForm("/quote", { intent: "add", item: JSON.stringify(hollowCore) });
    const cookie = cookiesOf(added);
    const body = new URLSearchParams({ intent: "save", itemId: hollowCore.id, quantity: "", note: "{20 ft} spans, {6 in} deep" });
    await exports.default.fetch(`${ORIGIN}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      body,
    });
    const page = await (await getPage("/quote", { cookie })).text();
    expect(page).toContain('value="{20 ft} spans, {6 in} deep"');
    expect(page).not.toContain("6.1 m");
    const data = await (await getPage("/quote.data", { cookie })).text();
    expect(data).toContain("{20 ft} spans, {6 in} deep");
    expect(data).not.toContain("6.1 m|20 ft");
  });

  it("refuses a cross-site post", async () => {
    const res = await exports.default.fetch(`${ORIGIN}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({ intent: "clear" }),
    });
    expect(res.status).toBe(403);
  });
});

describe("a draft save still on its way when its request is sent", () => {
  const putDraft = (draft: object, cookie: string) =>
    exports.default.fetch(`${ORIGIN}/api/quote/draft`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      body: JSON.stringify({ draft }),
    });
  const keptDraft = async (cookie: string) =>
    ((await (await exports.default.fetch(`${ORIGIN}/api/quote/draft`, { headers: { Cookie: cookie } })).json()) as { draft: unknown })
      .draft;
  // As the page's script sends it: with the list the page shows, which the page then empties itself.
  const send = (cookie: string) =>
    postForm(
      "/contact",
      {
        ...validContact,
        country: "Belize",
        source: "page",
        page: "/contact",
        website: "",
        quoteFrom: "page",
        quoteItems: JSON.stringify([hollowCore]),
      },
      { cookie },
    );
  const typed = { name: validContact.name, message: validContact.message };

  it("cannot bring the request back, even when that save makes the browser's session", async () => {
    // The browser had no session when it sent: the save's answer (setting one) had not come back.
    const sent = await send("");
    expect(sent.status).toBe(200);
    const late = await putDraft(typed, "");
    expect(late.status).toBe(200);
    const jar = cookiesOf(late, cookiesOf(sent));
    expect(await keptDraft(jar)).toBeNull();
    // What is typed after the request went is kept as ever.
    await putDraft({ name: "Next request" }, jar);
    expect(await keptDraft(jar)).toEqual({ name: "Next request" });
  });

  it("cannot bring it back over a session that kept it, and leaves the list to the page", async () => {
    const listed = await exports.default.fetch(`${ORIGIN}/api/quote`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ items: [hollowCore] }),
    });
    const before = cookiesOf(listed);
    const saved = await putDraft(typed, before);
    expect(await keptDraft(cookiesOf(saved, before))).toEqual(typed);
    const sent = await send(cookiesOf(saved, before));
    expect(sent.status).toBe(200);
    await putDraft({ ...typed, phone: "+501 600 0000" }, before); // sent before the request, arrived after
    const jar = cookiesOf(sent, cookiesOf(saved, before));
    expect(await keptDraft(jar)).toBeNull();
    const list = (await (await exports.default.fetch(`${ORIGIN}/api/quote`, { headers: { Cookie: jar } })).json()) as { items: object[] };
    expect(list.items).toEqual([hollowCore]);
  });
});
