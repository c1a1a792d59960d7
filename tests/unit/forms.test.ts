// The form protocol (app/forms/): the one parse the browser and the server run, the
// honeypot, which messages an edit clears, focus order, and the on-demand schema loader.
import { describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../../app/accounts/messages";
import { signinForm, signupForm } from "../../app/accounts/schema";
import { applicationForm, checkApplicationForm, subscriptionForm } from "../../app/careers/schema";
import { CAREERS_MESSAGES } from "../../app/careers/messages";
import { EMAIL_MAX_LENGTH } from "../../app/lib/constants";
import { contactForm } from "../../app/contact/schema";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { afterEdit, firstInvalid, hasErrors, onDemand } from "../../app/forms/browser";
import { honeypotFilled } from "../../app/forms/honeypot";
import { checkForm, formValues, parseForm, parseInput, readFields } from "../../app/forms/parse";

const post = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("parseForm: a posted form into data, or messages and what was typed", () => {
  const valid = {
    name: "Ana Lopez",
    email: "ana@example.com",
    phone: "",
    country: "Belize",
    district: "Cayo",
    message: "Ten characters at least.",
    projectName: "",
    projectLocation: "",
    requiredBy: "",
    span: "",
    loads: "",
  };

  it("answers ok with the cleaned data", () => {
    expect(parseForm(contactForm, post({ ...valid, name: "  Ana <b>Lopez</b> " }))).toEqual({
      ok: true,
      data: { ...valid, name: "Ana bLopez/b", quoteItems: [] },
    });
  });

  it("answers the first message per field and every field's text as typed, never the honeypot", () => {
    const parsed = parseForm(contactForm, post({ ...valid, name: "A", email: "ana@", website: "" }));
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { name: CONTACT_MESSAGES.name, email: CONTACT_MESSAGES.email },
      values: { ...valid, name: "A", email: "ana@" },
    });
  });

  it("gives a field its one message whatever is wrong in it", () => {
    const form = post({ ...valid, quoteItems: JSON.stringify([{ id: "", name: 3 }]) });
    expect(parseForm(contactForm, form)).toMatchObject({ ok: false, fieldErrors: { quoteItems: CONTACT_MESSAGES.quoteItems } });
    expect(parseForm(subscriptionForm, post({ email: "a".repeat(300) }))).toMatchObject({
      fieldErrors: { email: CAREERS_MESSAGES.subscribeEmail },
    });
  });

  it("never sends a password back", () => {
    expect(parseForm(signupForm, post({ email: "ana@", password: "123" }))).toEqual({
      ok: false,
      fieldErrors: { email: AUTH_MESSAGES.email, password: AUTH_MESSAGES.passwordShort },
      values: { email: "ana@" },
    });
  });

  it("reads a missing field or a file as nothing", () => {
    const form = post({ firstName: "Ana", resume: new File(["%PDF-"], "cv.pdf") });
    expect(readFields(form, ["firstName", "lastName", "resume"])).toEqual({ firstName: "Ana", lastName: undefined, resume: undefined });
    expect(parseForm(applicationForm, form)).toMatchObject({
      ok: false,
      fieldErrors: { jobId: CAREERS_MESSAGES.jobClosed, lastName: CAREERS_MESSAGES.lastName, email: CAREERS_MESSAGES.email },
      values: { jobId: "", firstName: "Ana", lastName: "", email: "", phone: "", coverLetter: "" },
    });
  });

  it("parses a JSON body the same way; anything but an object is an empty form", () => {
    expect(parseInput(contactForm, { ...valid, phone: 5012234567 })).toMatchObject({ ok: true, data: { phone: "5012234567" } });
    for (const body of [null, "text", [valid], 42]) {
      expect(parseInput(contactForm, body)).toMatchObject({ ok: false, fieldErrors: { name: CONTACT_MESSAGES.name } });
    }
    expect(formValues(["name", "phone"], { name: "Ana", phone: 5012234567 })).toEqual({ name: "Ana", phone: "5012234567" });
    // A hostile body's objects (without even a toString) are not text anyone typed.
    expect(formValues(["name", "email"], { name: Object.create(null), email: { toString: 1 } })).toEqual({ name: "", email: "" });
    expect(parseInput(contactForm, { ...valid, name: Object.create(null) })).toMatchObject({ ok: false, values: { name: "" } });
  });

  it("is the browser's check too: only the messages, none when the form may go", () => {
    expect(checkForm(signinForm, post({ email: "ana@example.com", password: "secret" }))).toEqual({});
    expect(checkForm(signinForm, post({ email: "ana@example.com", password: "x".repeat(129) }))).toEqual({
      password: AUTH_MESSAGES.passwordLong,
    });
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: AUTH_MESSAGES.email })).toBe(true);
  });
});

describe("the application's check in the browser", () => {
  it("reads the résumé when the form is sent or the résumé is the field edited, not at every key press", async () => {
    const form = post({
      jobId: "1",
      firstName: "Ana",
      lastName: "Lopez",
      email: "ana@example.com",
      resume: new File(["plain text"], "cv.pdf"),
    });
    expect(await checkApplicationForm(form)).toEqual({ resume: CAREERS_MESSAGES.resumeType });
    expect(await checkApplicationForm(form, "resume")).toEqual({ resume: CAREERS_MESSAGES.resumeType });
    expect(await checkApplicationForm(form, "firstName")).toEqual({});
    form.set("resume", new File([], ""));
    expect(await checkApplicationForm(form)).toEqual({}); // no file chosen
  });
});

describe("one email rule for every form (rules §5)", () => {
  const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;

  it.each([
    ["a@b.co", true],
    ["first.last+tag@sub.example.org", true],
    [at254, true],
    [`a${at254}`, false],
    ["a@example", false],
    ["two@@example.com", false],
    ["space in@example.com", false],
  ])("%s valid: %s", (email, ok) => {
    expect(at254).toHaveLength(EMAIL_MAX_LENGTH);
    expect(checkForm(contactForm, post({ email })).email === undefined).toBe(ok);
    expect(checkForm(applicationForm, post({ email })).email === undefined).toBe(ok);
    expect(checkForm(subscriptionForm, post({ email })).email === undefined).toBe(ok);
    expect(checkForm(signinForm, post({ email })).email === undefined).toBe(ok);
  });

  it("keeps the address as typed for a request and a sign-in, lower-cased for careers", () => {
    const email = " Ana.Lopez@Example.com ";
    expect(parseForm(signinForm, post({ email, password: "secret" }))).toEqual({
      ok: true,
      data: { email: "Ana.Lopez@Example.com", password: "secret" },
    });
    expect(parseForm(subscriptionForm, post({ email }))).toEqual({ ok: true, data: { email: "ana.lopez@example.com" } });
  });
});

describe("the honeypot", () => {
  it("is filled only when it holds something, in a posted form or a JSON body", () => {
    expect(honeypotFilled(post({ website: "" }))).toBe(false);
    expect(honeypotFilled(post({}))).toBe(false);
    expect(honeypotFilled(post({ website: "https://spam.example" }))).toBe(true);
    expect(honeypotFilled({ website: 0 })).toBe(true);
    expect(honeypotFilled({ website: null })).toBe(false);
    expect(honeypotFilled(undefined)).toBe(false);
  });
});

describe("afterEdit: which messages stay once the visitor edits a field", () => {
  const shown = { name: CONTACT_MESSAGES.name, email: CONTACT_MESSAGES.email, district: CONTACT_MESSAGES.district };

  it("drops the edited field's message as soon as it is valid, and keeps the others", () => {
    const found = { email: CONTACT_MESSAGES.email, district: CONTACT_MESSAGES.district };
    expect(afterEdit(shown, "name", found)).toEqual({ email: CONTACT_MESSAGES.email, district: CONTACT_MESSAGES.district });
  });

  it("keeps a message the check no longer finds on a field that was not edited (a message from the server)", () => {
    expect(afterEdit(shown, "name", {})).toEqual({ email: CONTACT_MESSAGES.email, district: CONTACT_MESSAGES.district });
  });

  it("keeps the edited field's message while it is still wrong, in the words for what is wrong now", () => {
    expect(afterEdit(shown, "name", { name: CONTACT_MESSAGES.nameTooLong })).toEqual({ ...shown, name: CONTACT_MESSAGES.nameTooLong });
  });

  it("does not flag a field while it is typed in for the first time", () => {
    const found = { ...shown, phone: CONTACT_MESSAGES.phone };
    expect(afterEdit(shown, "phone", found)).toBe(shown);
  });

  it("names a refused file as soon as it is chosen, and drops the message once a good one is", () => {
    const refused = { attachments: "“plan.pdf” is not a PDF" };
    expect(afterEdit(shown, "attachments", refused, true)).toEqual({ ...shown, ...refused });
    expect(afterEdit({ ...shown, ...refused }, "attachments", {}, true)).toEqual(shown);
  });
});

describe("firstInvalid: focus goes to the first field with a message, in form order", () => {
  const control = (name: string, type = "text") => ({ name, type });
  const form = [control("source", "hidden"), control("website"), control("name"), control("email"), control("phone"), control("message")];

  it("follows the form, not the order of the messages", () => {
    const errors = { message: CONTACT_MESSAGES.message, email: CONTACT_MESSAGES.email };
    expect(firstInvalid(form, errors)).toBe(form[3]);
    expect(firstInvalid(form.slice(0, 3), errors)).toBeUndefined();
  });

  it("passes over a hidden input (the posting of an application), which cannot take focus", () => {
    const errors = { jobId: CAREERS_MESSAGES.jobClosed, email: CAREERS_MESSAGES.email };
    expect(firstInvalid([control("jobId", "hidden"), control("firstName"), control("email")], errors)).toEqual(control("email"));
  });
});

describe("onDemand: a schema loaded once, on first use", () => {
  it("loads once however often it is asked for", async () => {
    const load = vi.fn(async () => ({ schema: 1 }));
    const loadSchema = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([loadSchema(), loadSchema()]);
    expect(a).toBe(b);
    await loadSchema();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("schema");
    const loadSchema = onDemand(load);
    await expect(loadSchema()).rejects.toThrow("offline");
    await expect(loadSchema()).resolves.toBe("schema");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
