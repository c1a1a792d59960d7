// An account is its mailbox owner's, through the Worker: the mailed link opens the confirmation
// page and confirms nothing by itself (nor does an old /api/auth/verify-email link), a sign-up
// takes an email and a password only, and an address gets at most one confirmation mail an hour.
// The page itself (the password, "Didn't create this account?") is covered by
// tests/integration/pages/account-ownership.test.ts and tests/e2e/account-ownership.spec.ts.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MAIL_INTERVAL_MS } from "../../app/lib/constants";
import { newClientIp, newEmail, ORIGIN } from "./helpers";
import { confirmByPassword, confirmationToken, outboxOf } from "./accounts";

const PASSWORD = "prestressed-98";

function post(path: string, body: unknown) {
  return exports.default.fetch(`${ORIGIN}/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp(), Origin: ORIGIN },
    body: JSON.stringify(body),
  });
}

const signUp = (email: string, extra: Record<string, unknown> = {}) => post("/sign-up/email", { email, password: PASSWORD, ...extra });
const signIn = (email: string) => post("/sign-in/email", { email, password: PASSWORD });

const verified = async (email: string) =>
  (await env.DB.prepare("SELECT email_verified FROM users WHERE email = ?").bind(email).first<{ email_verified: number }>())
    ?.email_verified;

const confirmations = async (email: string) => (await outboxOf(email)).filter((mail) => mail.kind === "email-confirmation");

describe("the confirmation mail", () => {
  it("links to the confirmation page in the sign-up's language, carrying only the token", async () => {
    const english = newEmail("dana");
    const spanish = newEmail("dana");
    expect((await signUp(english)).status).toBe(200);
    expect((await signUp(spanish, { callbackURL: "/es/signin" })).status).toBe(200);

    const [en] = await confirmations(english);
    const link = new URL(en!.body.match(/https:\/\/\S+/)![0]);
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/signin/confirm`);
    expect([...link.searchParams.keys()]).toEqual(["token"]);
    expect(en!.body).toContain("enter the password you chose");
    expect(en!.body).toContain("Didn't create this account?");

    const [es] = await confirmations(spanish);
    expect(new URL(es!.body.match(/https:\/\/\S+/)![0]).pathname).toBe("/es/signin/confirm");
    expect(es!.subject).toBe("Confirme su cuenta de M&M");
  });

  it("mails at most one confirmation an hour, however often the unconfirmed account is signed in to or signed up again", async () => {
    const email = newEmail("dana");
    await signUp(email);
    expect((await signIn(email)).status).toBe(403);
    expect((await signUp(email, { callbackURL: "/es/signin" })).status).toBe(200);
    expect((await outboxOf(email)).map((mail) => mail.kind)).toEqual(["email-confirmation"]);

    // An hour on, a sign-in with the right password sends a new link.
    const earlier = new Date(Date.now() - ACCOUNT_MAIL_INTERVAL_MS - 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("UPDATE email_outbox SET created_at = ? WHERE recipient = ?").bind(earlier, email),
      env.DB.prepare("UPDATE users SET created_at = ? WHERE email = ?").bind(earlier, email),
    ]);
    expect((await signIn(email)).status).toBe(403);
    expect(await confirmations(email)).toHaveLength(2);
  });

  it("is sent again at once for a new account after the mailbox owner deleted the unconfirmed one", async () => {
    const email = newEmail("dana");
    await signUp(email);
    await env.DB.prepare("DELETE FROM users WHERE email = ?").bind(email).run();
    await signUp(email);
    expect(await confirmations(email)).toHaveLength(2);
  });
});

describe("a GET of a confirmation link", () => {
  it.each([
    ["/signin?confirmed=1", "/signin/confirm"],
    ["/es/signin?confirmed=1", "/es/signin/confirm"],
    ["/es//evil.example", "/es/signin/confirm"],
    ["//evil.example/", "/signin/confirm"],
    ["https://evil.example/es/", "/signin/confirm"],
  ])("of an old /api/auth/verify-email link (callbackURL %s) confirms nothing and leads to %s", async (callbackURL, page) => {
    const email = newEmail("dana");
    await signUp(email);
    const token = await confirmationToken(email);
    const old = `${ORIGIN}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
    const res = await exports.default.fetch(old, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${page}?token=${token}`);
    expect(await verified(email)).toBe(0);
    // Signing in is still refused: the account is not confirmed.
    expect((await signIn(email)).status).toBe(403);
  });

  it("of a link with a malformed token leads to the page without it", async () => {
    const res = await exports.default.fetch(`${ORIGIN}/api/auth/verify-email?token=%3Cscript%3E`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/signin/confirm");
  });
});

describe("sign-up takes an email and a password only", () => {
  it.each([
    ["a name with markup", { name: "<b>Dana</b>" }],
    ["an empty name", { name: "" }],
    ["a script image", { image: "javascript:alert(1)" }],
    ["a confirmed flag", { emailVerified: true }],
    ["an off-site callback", { callbackURL: "https://evil.example/" }],
    ["a protocol-relative callback", { callbackURL: "//evil.example/es/" }],
    ["a callback that is not text", { callbackURL: 1 }],
  ])("refuses %s with a clear 400, storing and mailing nothing", async (_, extra) => {
    const email = newEmail("dana");
    const res = await signUp(email, extra);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "INVALID_SIGN_UP", message: "Sign-up takes an email address and a password, nothing else." });
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
    expect(await outboxOf(email)).toEqual([]);
  });

  it("refuses a form body with another field too", async () => {
    const res = await exports.default.fetch(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": newClientIp(), Origin: ORIGIN },
      body: new URLSearchParams({ email: newEmail("dana"), password: PASSWORD, image: "javascript:alert(1)" }),
    });
    expect(res.status).toBe(400);
  });

  it("stores the address and the password's hash, nothing else; a same-site callback only picks the language", async () => {
    const email = newEmail("dana");
    expect((await signUp(email, { callbackURL: "/es/careers?from=mail" })).status).toBe(200);
    const user = await env.DB.prepare("SELECT name, image, email_verified FROM users WHERE email = ?").bind(email).first();
    expect(user).toEqual({ name: "", image: null, email_verified: 0 });
    const [mail] = await confirmations(email);
    expect(mail!.subject).toBe("Confirme su cuenta de M&M");
    expect(mail!.body).not.toContain("careers");
    expect((await signUp(newEmail("dana"))).status).toBe(200);
  });
});

describe("Download my data", () => {
  it("holds the requests sent with the account's address only once that address is confirmed", async () => {
    const { accountData } = await import("../../app/accounts/your-data.server");
    const email = newEmail("dana");
    await signUp(email);
    await env.DB.prepare(
      `INSERT INTO contact_submissions (name, email, district, message, source, client_key_hash, reference)
       VALUES ('Dana Young', ?, 'Belize', 'Our deck.', 'page', 'x', 'RQ-DANA02')`,
    )
      .bind(email.toUpperCase())
      .run();
    expect((await accountData(email)).requests).toEqual([]);
    expect(await confirmByPassword(email, PASSWORD)).toBe("confirmed");
    expect((await accountData(email)).requests).toMatchObject([{ reference: "RQ-DANA02" }]);
  });
});
