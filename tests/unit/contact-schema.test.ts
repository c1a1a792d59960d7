import { describe, expect, it } from "vitest";
import { contactInputFromForm, parseContact } from "../../app/contact/schema";
import { CONTACT_MESSAGES, failureMessageFor } from "../../app/contact/messages";
import { DISTRICTS } from "../../app/contact/countries";
import { honeypotFilled } from "../../app/forms/honeypot";

const valid = { name: "Ana", email: "ana@example.com", district: "Toledo", message: "Ten characters!" };
const noProject = { projectName: "", projectLocation: "", requiredBy: "", span: "", loads: "" };

describe("the contact schema (rules §5, §8)", () => {
  it("accepts a valid submission and cleans it", () => {
    const result = parseContact({ ...valid, name: " <i>Ana</i> ", phone: "" });
    expect(result).toEqual({ ok: true, data: { ...valid, ...noProject, country: "Belize", name: "iAna/i", phone: "", quoteItems: [] } });
  });

  it("offers Belize's six real districts (rules §9): Stann Creek, and no Punta Gorda", () => {
    expect(DISTRICTS).toEqual(["Belize", "Cayo", "Corozal", "Orange Walk", "Stann Creek", "Toledo"]);
    for (const district of DISTRICTS) expect(parseContact({ ...valid, country: "Belize", district }).ok).toBe(true);
    expect(parseContact({ ...valid, district: "Punta Gorda" })).toMatchObject({
      ok: false,
      fieldErrors: { district: CONTACT_MESSAGES.district },
    });
  });

  it("asks for a district only in Belize, and keeps none from elsewhere", () => {
    expect(parseContact({ ...valid, country: "Belize", district: "" })).toMatchObject({
      ok: false,
      fieldErrors: { district: CONTACT_MESSAGES.district },
    });
    expect(parseContact({ ...valid, country: "Guatemala", district: "" })).toMatchObject({
      ok: true,
      data: { country: "Guatemala", district: "" },
    });
    expect(parseContact({ ...valid, country: "Mexico", district: "Cayo" })).toMatchObject({
      ok: true,
      data: { country: "Mexico", district: "" },
    });
    expect(parseContact({ ...valid, country: "Other" })).toMatchObject({ ok: true, data: { country: "Other", district: "" } });
  });

  it("reads a date as its message shows it (31/03/2027, day first) as well as a date field's 2027-03-31", () => {
    for (const requiredBy of ["31/03/2027", "31-3-2027", " 2027-03-31 "]) {
      expect(parseContact({ ...valid, requiredBy })).toMatchObject({ ok: true, data: { requiredBy: "2027-03-31" } });
    }
  });

  it("takes the project details estimators ask for, each optional and bounded", () => {
    const project = {
      projectName: "Ladyville warehouse",
      projectLocation: "Ladyville, Belize District",
      requiredBy: "2027-03-31",
      span: "12 m",
      loads: "Live 5 kPa, superimposed dead 1.5 kPa.\nForklift traffic.",
    };
    expect(parseContact({ ...valid, ...project })).toMatchObject({ ok: true, data: project });
    for (const requiredBy of ["2027-02-30", "2027-13-01", "31/02/2027", "03/31/2027", "tomorrow"]) {
      expect(parseContact({ ...valid, requiredBy })).toMatchObject({ ok: false, fieldErrors: { requiredBy: CONTACT_MESSAGES.requiredBy } });
    }
    expect(parseContact({ ...valid, span: "x".repeat(121) })).toMatchObject({
      ok: false,
      fieldErrors: { span: CONTACT_MESSAGES.projectField },
    });
    expect(parseContact({ ...valid, loads: "x".repeat(1001) })).toMatchObject({
      ok: false,
      fieldErrors: { loads: CONTACT_MESSAGES.loads },
    });
  });

  it("takes a country from its list only; left out, a request counts as from Belize", () => {
    expect(parseContact({ ...valid, country: "Atlantis" })).toMatchObject({
      ok: false,
      fieldErrors: { country: CONTACT_MESSAGES.country },
    });
    expect(parseContact({ ...valid, country: 42 })).toMatchObject({ ok: false, fieldErrors: { country: CONTACT_MESSAGES.country } });
    expect(parseContact(valid)).toMatchObject({ ok: true, data: { country: "Belize", district: "Toledo" } });
  });

  it("gives each field its spec message, the first one per field, and sends back what was typed", () => {
    expect(parseContact({})).toEqual({
      ok: false,
      fieldErrors: {
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        district: CONTACT_MESSAGES.district,
        message: CONTACT_MESSAGES.message,
      },
      values: { name: "", email: "", phone: "", country: "", district: "", message: "", ...noProject },
    });
  });

  it.each([
    ["a@b.co", true],
    ["first.last+tag@sub.example.org", true],
    ["no-at-sign.example.com", false],
    ["two@@example.com", false],
    ["space in@example.com", false],
    ["a@example", false],
    ["a@-example.com", false],
  ])("email %s valid: %s", (email, ok) => {
    expect(parseContact({ ...valid, email }).ok).toBe(ok);
  });

  it("limits email to 254 characters", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(parseContact({ ...valid, email: at254 }).ok).toBe(true);
    expect(parseContact({ ...valid, email: `a${at254}` })).toMatchObject({ ok: false, fieldErrors: { email: CONTACT_MESSAGES.email } });
  });

  it("counts length after cleaning", () => {
    expect(parseContact({ ...valid, message: "<<<<<short>>>>>" })).toMatchObject({ fieldErrors: { message: CONTACT_MESSAGES.message } });
  });

  it("detects the honeypot only when it holds something", () => {
    expect(honeypotFilled({ ...valid, website: "" })).toBe(false);
    expect(honeypotFilled({ ...valid })).toBe(false);
    expect(honeypotFilled({ ...valid, website: "x" })).toBe(true);
    expect(honeypotFilled("not an object")).toBe(false);
  });

  it("shows a server message only when it contains 'Invalid' (rules §8)", () => {
    expect(failureMessageFor("Invalid submission: please check the fields.")).toBe("Invalid submission: please check the fields.");
    expect(failureMessageFor("D1 exploded")).toBe(CONTACT_MESSAGES.failure);
    expect(failureMessageFor(undefined)).toBe(CONTACT_MESSAGES.failure);
  });

  it("reads a posted form, including the quote items and a broken quote list", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) form.set(k, v);
    form.set("quoteItems", JSON.stringify([{ id: "/products/box-beams", name: "Box Beams", category: "products" }]));
    expect(parseContact(contactInputFromForm(form))).toMatchObject({ ok: true, data: { quoteItems: [{ name: "Box Beams" }] } });
    form.set("quoteItems", "{not json");
    expect(parseContact(contactInputFromForm(form))).toMatchObject({ ok: false, fieldErrors: { quoteItems: CONTACT_MESSAGES.quoteItems } });
  });
});
