import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { contactRows, outbox, postJson, validContact } from "./helpers";

describe("POST /api/contact", () => {
  it("stores the submission with cleaned fields and answers only after the row exists", async () => {
    const res = await postJson(
      "/api/contact",
      {
        ...validContact,
        name: "  <b>Ana</b> Lopez\u0000 ",
        message: "Hello <script>alert(1)</script> onclick=steal() javascript:void(0) we need piles.\nSecond line.",
        quoteItems: [{ id: "/products/hollow-core", name: "Hollow Core", category: "products" }],
      },
      { headers: { "User-Agent": "integration-test" } },
    );
    expect(res.status).toBe(201);
    const body = await res.json<{ ok: boolean; id: number; message: string }>();
    expect(body).toMatchObject({ ok: true, message: CONTACT_MESSAGES.success });

    const [row] = await contactRows();
    expect(row).toMatchObject({
      id: body.id,
      name: "bAna/b Lopez",
      email: validContact.email,
      phone: validContact.phone,
      country: "Belize", // left out by the client: Belize
      district: "Cayo",
      source: "api",
      status: "new",
      user_agent: "integration-test",
    });
    expect(row!.message).toBe("Hello scriptalert(1)/script steal() void(0) we need piles.\nSecond line.");
    expect(JSON.parse(row!.quote_items as string)).toEqual([{ id: "/products/hollow-core", name: "Hollow Core", category: "products" }]);
    expect(row!.client_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("takes a request from abroad without a district, and tells staff where it comes from", async () => {
    const res = await postJson("/api/contact", { ...validContact, country: "Guatemala", district: "Cayo" });
    expect(res.status).toBe(201);
    const [row] = await contactRows();
    expect(row).toMatchObject({ country: "Guatemala", district: "" });
    const [staff, visitor] = await outbox(row!.reference as string);
    expect(staff!.subject).toMatch(/\(Guatemala\)$/);
    expect(staff!.body).toMatch(/^Country: +Guatemala$/m);
    expect(staff!.body).not.toContain("District:");
    expect(visitor!.body).not.toContain("Guatemala");
  });

  it("names the district and the country of a request from Belize", async () => {
    await postJson("/api/contact", { ...validContact, country: "Belize", district: "Stann Creek" });
    const [row] = await contactRows();
    expect(row).toMatchObject({ country: "Belize", district: "Stann Creek" });
    const [staff] = await outbox(row!.reference as string);
    expect(staff!.subject).toMatch(/\(Stann Creek, Belize\)$/);
    expect(staff!.body).toMatch(/^District: +Stann Creek$/m);
  });

  it("keeps the project details estimators ask for, and lists the given ones to staff", async () => {
    const res = await postJson("/api/contact", {
      ...validContact,
      projectName: "Ladyville warehouse",
      requiredBy: "31/03/2027", // typed day first, as the field's message shows it
      span: "12 m",
    });
    expect(res.status).toBe(201);
    const [row] = await contactRows();
    expect(row).toMatchObject({
      project_name: "Ladyville warehouse",
      project_location: null,
      required_by: "2027-03-31",
      span: "12 m",
      loads: null,
    });
    const [staff, visitor] = await outbox(row!.reference as string);
    expect(staff!.body).toContain("Project details:\nProject:     Ladyville warehouse\nRequired by: 31/03/2027\nSpan:        12 m\n");
    expect(visitor!.body).not.toContain("Ladyville warehouse");
    expect(staff!.body).not.toMatch(/^(Location|Loads):/m);
  });

  it("says nothing of project details when none were given", async () => {
    await postJson("/api/contact", validContact);
    const [row] = await contactRows();
    const [staff] = await outbox(row!.reference as string);
    expect(staff!.body).not.toContain("Project details");
  });

  it("never stores the raw client address", async () => {
    await postJson("/api/contact", validContact, { ip: "192.0.2.77" });
    const [row] = await contactRows();
    expect(JSON.stringify(row)).not.toContain("192.0.2.77");
  });

  it.each([
    ["name", { name: "A" }, CONTACT_MESSAGES.name],
    ["name", { name: " <> " }, CONTACT_MESSAGES.name],
    ["email", { email: "not-an-email" }, CONTACT_MESSAGES.email],
    ["email", { email: "a@b" }, CONTACT_MESSAGES.email],
    ["email", { email: `${"a".repeat(245)}@example.com` }, CONTACT_MESSAGES.email],
    ["district", { district: "" }, CONTACT_MESSAGES.district],
    ["district", { district: "Mars" }, CONTACT_MESSAGES.district],
    ["district", { district: "Punta Gorda" }, CONTACT_MESSAGES.district],
    ["district", { country: "Belize", district: "" }, CONTACT_MESSAGES.district],
    ["country", { country: "Atlantis" }, CONTACT_MESSAGES.country],
    ["requiredBy", { requiredBy: "2027-02-30" }, CONTACT_MESSAGES.requiredBy],
    ["loads", { loads: "x".repeat(1001) }, CONTACT_MESSAGES.loads],
    ["message", { message: "too short" }, CONTACT_MESSAGES.message],
    ["message", { message: "<<<<<<>>>>>>>>>" }, CONTACT_MESSAGES.message],
    ["phone", { phone: "call me maybe" }, CONTACT_MESSAGES.phone],
  ])("refuses a bad %s with the spec message", async (field, change, message) => {
    const res = await postJson("/api/contact", { ...validContact, ...change });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors[field]).toBe(message);
    expect(body.error).toContain("Invalid");
    expect(await contactRows()).toHaveLength(0);
  });

  it("accepts an email of exactly 254 characters", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const res = await postJson("/api/contact", { ...validContact, email });
    expect(res.status).toBe(201);
  });

  it("drops a filled honeypot silently: nothing stored, nothing useful told", async () => {
    const res = await postJson("/api/contact", { ...validContact, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await contactRows()).toHaveLength(0);
  });

  it.each([
    ["bad JSON", "{name:"],
    ["an array", "[1,2,3]"],
    ["a string", '"hello"'],
    ["null", "null"],
    ["wrong types", JSON.stringify({ name: 42, email: ["x"], district: { a: 1 }, message: true })],
    ["a prototype key", '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'],
    ["quote items that are not a list", JSON.stringify({ ...validContact, quoteItems: "everything" })],
    [
      "too many quote items",
      JSON.stringify({ ...validContact, quoteItems: Array.from({ length: 51 }, (_, i) => ({ id: `x${i}`, name: "n", category: "c" })) }),
    ],
  ])("answers %s with a 4xx and stores nothing", async (_, body) => {
    const res = await postJson("/api/contact", body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json<{ error: string }>()).error).toContain("Invalid");
    expect(await contactRows()).toHaveLength(0);
  });

  it("refuses a huge body with 413 before reading it all", async () => {
    const res = await postJson("/api/contact", { ...validContact, message: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(await contactRows()).toHaveLength(0);
  });

  it("refuses a message over the length bound with its own message", async () => {
    const res = await postJson("/api/contact", { ...validContact, message: "y".repeat(5001) });
    expect(res.status).toBe(400);
    expect((await res.json<{ fieldErrors: Record<string, string> }>()).fieldErrors.message).toBe(CONTACT_MESSAGES.messageTooLong);
  });

  it("refuses a non-JSON content type", async () => {
    const res = await postJson("/api/contact", validContact, { headers: { "Content-Type": "text/plain" } });
    expect(res.status).toBe(400);
  });

  it("answers 503 with the failure message and no success when D1 cannot store the row", async () => {
    await env.DB.exec("ALTER TABLE contact_submissions RENAME TO contact_submissions_offline");
    try {
      const ip = "198.18.0.1";
      const res = await postJson("/api/contact", validContact, { ip });
      expect(res.status).toBe(503);
      const body = await res.json<{ ok: boolean; error: string }>();
      expect(body).toEqual({ ok: false, error: CONTACT_MESSAGES.failure });
      expect(res.headers.get("Retry-After")).toBeTruthy();
      const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_submissions_offline").all<{ n: number }>();
      expect(results[0]!.n).toBe(0);
    } finally {
      await env.DB.exec("ALTER TABLE contact_submissions_offline RENAME TO contact_submissions");
    }
  });

  it("gives the slot back when D1 fails, so the failure does not use up the allowance", async () => {
    const ip = "198.18.0.2";
    await env.DB.exec("ALTER TABLE contact_submissions RENAME TO contact_submissions_offline");
    for (let i = 0; i < 3; i++) expect((await postJson("/api/contact", validContact, { ip })).status).toBe(503);
    await env.DB.exec("ALTER TABLE contact_submissions_offline RENAME TO contact_submissions");
    for (let i = 0; i < 3; i++) expect((await postJson("/api/contact", validContact, { ip })).status).toBe(201);
    expect((await postJson("/api/contact", validContact, { ip })).status).toBe(429);
  });
});
