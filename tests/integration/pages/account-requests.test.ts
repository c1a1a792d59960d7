// /account's requests and the quote list kept with an account, in the production server build:
// requests show only to the confirmed owner of their address, spam reads as received, Request
// again fills the quote list, and two devices' lists merge (union, newer edit wins, removals kept).
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookieJar, ORIGIN } from "../helpers";
import { confirmWithPassword, getPage, postForm, rows, visibleText } from "./helpers";

const PASSWORD = "double-tee-12";

/** A confirmed account signed in through the pages (no JavaScript); the Cookie header it holds. */
async function signedIn(email: string): Promise<string> {
  await postForm("/signin?mode=signup", { mode: "signup", email, password: PASSWORD });
  expect((await confirmWithPassword(email, PASSWORD)).status).toBe(303);
  const res = await postForm("/signin", { mode: "signin", email, password: PASSWORD });
  expect(res.status).toBe(303);
  return cookieJar(res);
}

async function submission(email: string, reference: string, status: string, extra: { quoteItems?: unknown; attachments?: unknown } = {}) {
  await env.DB.prepare(
    `INSERT INTO contact_submissions (name, email, district, message, quote_items, attachments, source, client_key_hash, status, reference, created_at)
     VALUES ('Ana Rivera', ?, 'Belize', 'Please quote our deck.', ?, ?, 'page', 'x', ?, ?, ?)`,
  )
    .bind(
      email,
      JSON.stringify(extra.quoteItems ?? []),
      JSON.stringify(extra.attachments ?? []),
      status,
      reference,
      new Date().toISOString(),
    )
    .run();
}

const hollow = { id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity: 400, note: "8 in, 12 m spans" };
const box = { id: "/products/box-beams", name: "Box Beams", category: "products", quantity: 6 };
const piles = { id: "/products/prestressed-piles", name: "Prestressed Piles", category: "products" };

describe("your requests on /account", { timeout: 30_000 }, () => {
  it("lists the confirmed address's requests newest first, with items, drawings and status; spam reads as received", async () => {
    const email = "ana@example.com";
    const cookie = await signedIn(email);
    const key = "attachments/2026/7a1b2c3d-0000-4000-8000-000000000001.pdf";
    await env.UPLOADS.put(key, "%PDF-1.7 plan", { customMetadata: { name: "deck plan.pdf" } });
    await submission("Ana@Example.com", "RQ-AAAAA1", "answered", {
      quoteItems: [hollow],
      attachments: [{ key, name: "deck plan.pdf", type: "pdf", size: 13 }],
    });
    await submission(email, "RQ-BBBBB2", "spam");
    await submission("someone-else@example.com", "RQ-CCCCC3", "new");

    const res = await getPage("/account", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain("Your requests");
    expect(text).toMatch(/RQ-BBBBB2 Quote request · Sent .+? Status: Received/);
    expect(text).toMatch(/RQ-AAAAA1 Quote request · Sent .+? Status: Answered Hollow Core × 400 m² 8 in, 12 m spans/);
    expect(text.indexOf("RQ-BBBBB2")).toBeLessThan(text.indexOf("RQ-AAAAA1"));
    expect(text).not.toMatch(/spam/i);
    expect(text).not.toContain("RQ-CCCCC3");

    // The drawing is a signed download link that works.
    const href = html.match(/href="([^"]*\/api\/files\?[^"]*)"[^>]*>deck plan\.pdf</)![1]!.replace(/&amp;/g, "&");
    const download = await exports.default.fetch(new URL(href, ORIGIN));
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe("%PDF-1.7 plan");

    // Staff mark it read: the page says so.
    await env.DB.prepare("UPDATE contact_submissions SET status = 'read' WHERE reference = 'RQ-BBBBB2'").run();
    expect(visibleText(await (await getPage("/account", { cookie })).text())).toMatch(/RQ-BBBBB2 .+? Status: Read/);

    // In Spanish too.
    const es = visibleText(await (await getPage("/es/account", { cookie })).text());
    expect(es).toMatch(/RQ-AAAAA1 Solicitud de cotización · Enviada .+? Estado: Respondida/);
  });

  it("shows no request while the address is unconfirmed, and says why", async () => {
    const email = "unconfirmed@example.com";
    const cookie = await signedIn(email);
    await submission(email, "RQ-DDDDD4", "new");
    await env.DB.prepare("UPDATE users SET email_verified = 0 WHERE email = ?").bind(email).run();
    const text = visibleText(await (await getPage("/account", { cookie })).text());
    expect(text).toContain("Your requests show here once your email address is confirmed");
    expect(text).not.toContain("RQ-DDDDD4");
    // Nor may Request again reach its items.
    const again = await postForm("/quote", { intent: "again", reference: "RQ-DDDDD4" }, { cookie });
    expect(again.status).toBe(400);
  });

  it("Request again puts a past request's items, with quantities and notes, into the quote list", async () => {
    const email = "repeat@example.com";
    const cookie = await signedIn(email);
    await submission(email, "RQ-EEEEE5", "answered", { quoteItems: [hollow, box] });
    await submission("other@example.com", "RQ-FFFFF6", "new", { quoteItems: [piles] });

    expect((await postForm("/quote", { intent: "again", reference: "RQ-FFFFF6" }, { cookie })).status).toBe(400);
    const again = await postForm("/quote", { intent: "again", reference: "RQ-EEEEE5" }, { cookie });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/quote");
    const jar = [cookie, cookieJar(again)].join("; ");
    const list = (await (await exports.default.fetch(`${ORIGIN}/api/quote`, { headers: { Cookie: jar } })).json()) as { items: unknown[] };
    expect(list.items).toEqual([hollow, box]);
  });
});

describe("the quote list kept with an account", { timeout: 30_000 }, () => {
  const api = (cookie: string, method = "GET", items?: unknown[]) =>
    exports.default.fetch(`${ORIGIN}/api/quote`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      ...(items ? { body: JSON.stringify({ items }) } : {}),
    });
  /** A device: its own quote cookies, plus the sign-in cookie while signed in. */
  const device = () => {
    let jar = "";
    return {
      async call(signIn: string | null, method = "GET", items?: unknown[]) {
        const res = await api([signIn, jar].filter(Boolean).join("; "), method, items);
        expect(res.status).toBe(200);
        const set = cookieJar(res);
        if (set)
          jar = set
            .split("; ")
            .filter((pair) => pair.startsWith("mm_quote=") || pair.startsWith("quote_count="))
            .join("; ");
        return ((await res.json()) as { items: { id: string }[]; removed?: string[] }).items;
      },
      /** Signs in through the form, carrying this device's quote cookies: its list joins the account's. */
      async signIn(email: string) {
        const res = await postForm("/signin", { mode: "signin", email, password: PASSWORD }, { cookie: jar });
        expect(res.status).toBe(303);
        const set = cookieJar(res).split("; ");
        const count = set.find((pair) => pair.startsWith("quote_count="));
        if (count) jar = [...jar.split("; ").filter((pair) => !pair.startsWith("quote_count=")), count].join("; ");
        return set.filter((pair) => !pair.startsWith("quote_count=")).join("; ");
      },
    };
  };

  it("merges each device's list on sign-in: every item kept, the newer edit wins, a removal stays removed", async () => {
    const email = "two-devices@example.com";
    await signedIn(email);
    const phone = device();
    const desktop = device();

    // Signed out, each device keeps its own list.
    await phone.call(null, "PUT", [hollow, box]);
    await desktop.call(null, "PUT", [{ ...hollow, quantity: 500 }, piles]);

    // The phone signs in: its list becomes the account's.
    const account = await phone.signIn(email);
    expect(await phone.call(account)).toEqual([hollow, box]);
    // The desktop signs in later: union, and its edit of Hollow Core is the newer one.
    const desktopAccount = await desktop.signIn(email);
    expect(await desktop.call(desktopAccount)).toEqual([{ ...hollow, quantity: 500 }, box, piles]);
    // The phone reads the same list.
    expect(await phone.call(account)).toEqual([{ ...hollow, quantity: 500 }, box, piles]);

    // The phone removes Box Beams; the desktop, still holding it as it was, cannot bring it back.
    await phone.call(account, "PUT", [{ ...hollow, quantity: 500 }, piles]);
    expect(await desktop.call(desktopAccount, "PUT", [{ ...hollow, quantity: 500 }, box, piles])).toEqual([
      { ...hollow, quantity: 500 },
      piles,
    ]);
    const answer = (await (await api(account)).json()) as { removed: string[] };
    expect(answer.removed).toContain(box.id);
    const [row] = await rows<{ removed: number }>("SELECT removed FROM account_quote_items WHERE item_id = ?", box.id);
    expect(row!.removed).toBe(1);

    // Added again on purpose, it is back everywhere.
    await desktop.call(desktopAccount, "PUT", [{ ...hollow, quantity: 500 }, piles, box]);
    expect(await phone.call(account)).toEqual([{ ...hollow, quantity: 500 }, piles, box]);
  });

  it("signed out, the list is the device's own, as before", async () => {
    const account = await signedIn("signed-out@example.com");
    const phone = device();
    await phone.call(account, "PUT", [hollow]);
    const stranger = device();
    expect(await stranger.call(null)).toEqual([]);
    expect(await stranger.call(null, "PUT", [box])).toEqual([box]);
    expect(await phone.call(account)).toEqual([hollow]);
  });
});
