// The /contact route's action in the production server build, posted as a browser without
// JavaScript posts it: the page answers with the messages, what was typed, or the confirmation.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../../app/contact/messages";
import { CONTACT_WINDOW_MS } from "../../../app/lib/constants";
import { CACHE_CONTROL } from "../../../app/lib/cache-policy";
import { newClientIp, ORIGIN, validContact } from "../helpers";
import { postForm, rows, visibleText } from "./helpers";

const form = { ...validContact, country: "Belize", source: "page", page: "/contact", quoteItems: "[]", website: "" };

describe("POST /contact (the page's form, no JavaScript)", () => {
  it("answers 400 with every field's message and what was typed, and stores nothing", async () => {
    const res = await postForm("/contact", { ...form, name: "A", email: "not-an-email", district: "", message: "short" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    const text = visibleText(html);
    for (const message of [CONTACT_MESSAGES.name, CONTACT_MESSAGES.email, CONTACT_MESSAGES.district, CONTACT_MESSAGES.message]) {
      expect(text).toContain(message);
    }
    expect(html).toMatch(/name="email"[^>]*value="not-an-email"/);
    expect(html).toContain(">short</textarea>");
    expect(await rows("SELECT id FROM contact_submissions")).toEqual([]);
  });

  it("stores the request with its two mails, then shows the reference and what was sent", async () => {
    const res = await postForm("/contact", {
      ...form,
      quoteItems: JSON.stringify([{ id: "/products/hollow-core", name: "Hollow Core", category: "products" }]),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    const text = visibleText(await res.text());

    const [row] = await rows<{ reference: string; source: string; page: string; district: string }>(
      "SELECT reference, source, page, district FROM contact_submissions",
    );
    expect(row).toMatchObject({ source: "page", page: "/contact", district: "Cayo" });
    expect(row!.reference).toMatch(/^RQ-[0-9A-Z]{6}$/);
    expect(text).toContain(row!.reference);
    expect(text).toContain(validContact.message);
    expect(text).toContain("Hollow Core");

    const mails = await rows<{ audience: string; lead_reference: string }>("SELECT audience, lead_reference FROM email_outbox ORDER BY id");
    expect(mails.map((mail) => mail.audience).sort()).toEqual(["staff", "visitor"]);
    expect(mails.every((mail) => mail.lead_reference === row!.reference)).toBe(true);
  });

  it("takes a request from abroad: no district asked, the country shown back and stored", async () => {
    const res = await postForm("/contact", { ...form, country: "Mexico", district: "" });
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    expect(text).toContain(CONTACT_MESSAGES.success);
    expect(text).toContain("Mexico");
    expect(await rows("SELECT country, district FROM contact_submissions")).toEqual([{ country: "Mexico", district: "" }]);
  });

  it("shows a wrong project detail with its message, keeping the others as typed", async () => {
    const res = await postForm("/contact", { ...form, projectName: "Belmopan clinic", requiredBy: "2027-02-30" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain(CONTACT_MESSAGES.requiredBy);
    expect(html).toMatch(/<details open=""/); // the details are open to show it
    expect(html).toMatch(/name="projectName"[^>]*value="Belmopan clinic"/);
    expect(await rows("SELECT id FROM contact_submissions")).toEqual([]);
  });

  it("drops a filled honeypot without a word to the robot, storing nothing", async () => {
    const res = await postForm("/contact", { ...form, website: "https://spam.example" });
    expect(res.status).toBe(200);
    expect(visibleText(await res.text())).not.toContain(CONTACT_MESSAGES.success);
    expect(await rows("SELECT id FROM contact_submissions")).toEqual([]);
    expect(await rows("SELECT id FROM email_outbox")).toEqual([]);
  });

  it("refuses the fourth request inside the window with 429, Retry-After and the typed message kept", async () => {
    const ip = newClientIp();
    for (let i = 0; i < 3; i++) expect((await postForm("/contact", form, { ip })).status).toBe(200);
    const res = await postForm("/contact", { ...form, message: "A fourth message inside the same five minutes." }, { ip });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_MS / 1000);
    const html = await res.text();
    expect(visibleText(html)).toContain(CONTACT_MESSAGES.rateLimited);
    expect(html).toContain(">A fourth message inside the same five minutes.</textarea>");
    expect(await rows("SELECT id FROM contact_submissions")).toHaveLength(3);
  });

  it("refuses a cross-site post before the action runs", async () => {
    const crossSite = await exports.default.fetch("https://mm.test/contact", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "CF-Connecting-IP": newClientIp() },
      body: new URLSearchParams(form),
    });
    expect(crossSite.status).toBe(403);
    expect(await rows("SELECT id FROM contact_submissions")).toEqual([]);
  });
});

describe("the Country a fresh form starts at", () => {
  const contactPage = (cf?: { country: string }) =>
    exports.default.fetch(
      new Request(`${ORIGIN}/contact`, { headers: { "CF-Connecting-IP": newClientIp(), "Accept-Language": "en-US" }, cf }),
    );
  const selected = (html: string) => /<select[^>]*name="country"[^>]*>[\s\S]*?<option value="([^"]+)" selected=""/.exec(html)?.[1];

  it("is where the request comes from, written on the way out of the Worker, after the edge cache", async () => {
    const first = await contactPage({ country: "GT" });
    const html = await first.text();
    expect(selected(html)).toBe("Guatemala");
    expect(html).toMatch(/<html[^>]* data-visitor-country="Guatemala"/);
    // A phone in Belize that says en-US: still Belize. The same cached page serves both.
    const second = await contactPage({ country: "BZ" });
    expect(second.headers.get("X-Cache")).toMatch(/HIT|MISS/);
    expect(selected(await second.text())).toBe("Belize");
    expect(selected(await (await contactPage({ country: "JP" })).text())).toBe("Other");
  });

  it("is left to the browser's languages (before the first paint) where the edge names no country", async () => {
    const html = await (await contactPage()).text();
    expect(selected(html)).toBe("Belize");
    expect(html).not.toMatch(/<html[^>]* data-visitor-country=/);
    expect(html).toContain("navigator.languages");
  });
});
