// Requests that carry drawings: each file judged by its first bytes, stored in R2 under a random
// key with the request, listed in the staff notification as a signed download link that hands back
// the same bytes; a refused file stores nothing; a large post reaches /contact, a larger one gets a
// clear 413 page.
import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { submitContact } from "../../app/contact/requests.server";
import { ATTACHMENT_MESSAGES, ATTACHMENTS } from "../../app/contact/attachments";
import { newClientIp, ORIGIN, outbox, validContact } from "./helpers";

const bytes = (head: string | number[], size = 2048) => {
  const out = new Uint8Array(size);
  out.set(typeof head === "string" ? Array.from(head, (c) => c.charCodeAt(0)) : head);
  for (let i = head.length; i < size; i++) out[i] = (i * 31) & 255;
  return out;
};

const DRAWINGS = [
  new File([bytes("%PDF-1.7\n")], "General arrangement.pdf"),
  new File([bytes("AC1032")], "deck-plan.dwg"),
  new File([new TextEncoder().encode("999\nexported\n  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n")], "section.dxf"),
  new File([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "site.png"),
  new File([bytes([0xff, 0xd8, 0xff, 0xe0])], "photo.jpeg"),
];

/** The names staff see and download: the visitor's, with the extension of what each file is. */
const KEPT_NAMES = ["General arrangement.pdf", "deck-plan.dwg", "section.dxf", "site.png", "photo.jpg"];

const contact = (attachments: File[], change: Partial<Parameters<typeof submitContact>[1]> = {}) =>
  submitContact(env, {
    input: validContact,
    ip: newClientIp(),
    userAgent: null,
    source: "page",
    origin: ORIGIN,
    page: "/contact",
    attachments,
    ...change,
  });

const stored = async () => (await env.UPLOADS.list({ prefix: "attachments/" })).objects.map((object) => object.key);

describe("attachments on a request", () => {
  beforeEach(async () => {
    const keys = await stored();
    if (keys.length) await env.UPLOADS.delete(keys);
  });

  it("stores five drawings of each kind under random keys, and each staff link downloads the same bytes", async () => {
    const outcome = await contact(DRAWINGS);
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    expect(outcome.summary.attachments).toEqual(DRAWINGS.map((file, i) => ({ name: KEPT_NAMES[i], size: file.size })));

    const row = await env.DB.prepare("SELECT attachments FROM contact_submissions WHERE reference = ?")
      .bind(outcome.summary.reference)
      .first<{ attachments: string }>();
    const kept: { key: string; name: string; type: string; size: number }[] = JSON.parse(row!.attachments);
    expect(kept.map((file) => file.type)).toEqual(["application/pdf", "image/vnd.dwg", "image/vnd.dxf", "image/png", "image/jpeg"]);
    for (const file of kept) expect(file.key).toMatch(/^attachments\/\d{4}\/[0-9a-f-]{36}\.(pdf|dwg|dxf|png|jpg)$/);
    expect((await stored()).sort()).toEqual(kept.map((file) => file.key).sort());

    const [staff, visitor] = await outbox(outcome.summary.reference);
    expect(staff!.body).toContain("Attachments (5; the links work 30 days):");
    const links = [...staff!.body.matchAll(/^- (.+) \(\d+ KB\): (\S+)$/gm)].map((m) => ({ name: m[1], link: m[2]! }));
    expect(links.map((l) => l.name)).toEqual(KEPT_NAMES);
    for (const [i, { link }] of links.entries()) {
      expect(link.startsWith(`${ORIGIN}/api/files?key=attachments%2F`)).toBe(true);
      const download = await exports.default.fetch(link);
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="${KEPT_NAMES[i]}"`);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(await DRAWINGS[i]!.arrayBuffer()));
    }
    // The visitor's acknowledgment names nothing they sent, files included.
    expect(visitor!.body).not.toContain("deck-plan");
    expect(visitor!.body).not.toContain("/api/files");
  });

  it("names a stored file by what its bytes are, never by the extension it came with", async () => {
    // A PDF that is also an HTML page, and a PNG named as an SVG: both would open in a browser on a staff machine.
    const polyglot = new File([bytes("%PDF-1.7\n<html><script>alert(1)</script></html>\n")], "cv.html");
    const png = new File([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "plan.svg");
    const outcome = await contact([polyglot, png]);
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    expect(outcome.summary.attachments.map((file) => file.name)).toEqual(["cv.pdf", "plan.png"]);
    const [staff] = await outbox(outcome.summary.reference);
    const links = [...staff!.body.matchAll(/^- .+ \(\d+ KB\): (\S+)$/gm)].map((m) => m[1]!);
    const names = [];
    for (const link of links) {
      const download = await exports.default.fetch(link);
      names.push(download.headers.get("Content-Disposition"));
      expect(download.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    }
    expect(names).toEqual(['attachment; filename="cv.pdf"', 'attachment; filename="plan.png"']);
  });

  it("judges a file by its content: a renamed text file, an HTML page called .dxf or an empty file is refused, and nothing is stored", async () => {
    const refused = [
      [new File(["just some notes"], "plan.pdf"), ATTACHMENT_MESSAGES.type("plan.pdf")],
      [new File(["<html><script>alert(1)</script></html>"], "section.dxf"), ATTACHMENT_MESSAGES.type("section.dxf")],
      [new File(["MZ\x90\x00"], "drawing.dwg"), ATTACHMENT_MESSAGES.type("drawing.dwg")],
      [new File([], "empty.png"), ATTACHMENT_MESSAGES.empty("empty.png")],
    ] as const;
    for (const [file, message] of refused) {
      expect(await contact([DRAWINGS[0]!, file])).toEqual({ kind: "invalid", fieldErrors: { attachments: message } });
    }
    expect(await stored()).toEqual([]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_submissions").first("n")).toBe(0);
  });

  it("takes at most five files and 25 MB in all, and names every problem at once", async () => {
    expect(await contact([...DRAWINGS, DRAWINGS[0]!])).toEqual({
      kind: "invalid",
      fieldErrors: { attachments: ATTACHMENT_MESSAGES.count },
    });
    const big = new File([bytes("%PDF-1.7\n", ATTACHMENTS.bytes - 1000)], "big.pdf");
    expect(await contact([big, DRAWINGS[3]!])).toEqual({ kind: "invalid", fieldErrors: { attachments: ATTACHMENT_MESSAGES.bytes } });
    const both = await contact([new File(["notes"], "plan.pdf")], { input: { ...validContact, name: "A" } });
    expect(both).toMatchObject({
      kind: "invalid",
      fieldErrors: { name: expect.any(String), attachments: ATTACHMENT_MESSAGES.type("plan.pdf") },
    });
    expect(await stored()).toEqual([]);
  });

  it("removes the stored files when the request cannot be written", async () => {
    await env.DB.exec("ALTER TABLE email_outbox RENAME TO email_outbox_offline");
    try {
      expect((await contact(DRAWINGS.slice(0, 2))).kind).toBe("unavailable");
    } finally {
      await env.DB.exec("ALTER TABLE email_outbox_offline RENAME TO email_outbox");
    }
    expect(await stored()).toEqual([]);
  });
});

describe("body limit for /contact (25 MB of files and the form)", () => {
  const post = (path: string, size: number) =>
    exports.default.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", "Content-Length": String(size) },
      body: new Uint8Array(size),
    });

  it("lets a 25 MB post through to /contact and its data request", async () => {
    expect((await post("/contact", ATTACHMENTS.bytes + 100 * 1024)).status).toBe(200);
    expect((await post("/contact.data", ATTACHMENTS.bytes + 100 * 1024)).status).toBe(200);
  });

  it("answers a larger post with a clear 413 page that leads back to the form", async () => {
    const res = await post("/contact", ATTACHMENTS.bytes + 1024 * 1024);
    expect(res.status).toBe(413);
    const page = await res.text();
    expect(page).toContain("Files too large");
    expect(page).toContain(ATTACHMENT_MESSAGES.bytes);
    expect(page).toContain('href="/contact"');
  });
});
