// Password reset, change password, sign out everywhere, download and delete, through the
// production build's route actions as a browser without JavaScript posts them.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CARE_MESSAGES } from "../../../app/accounts/account-care";
import { RESET_REQUEST_ANSWER_MS } from "../../../app/accounts/attempts.server";
import { SIGNED_IN_HINT } from "../../../app/accounts/hint";
import { AUTH_MESSAGES } from "../../../app/accounts/messages";
import { interpolate } from "../../../app/lib/messages";
import { CACHE_CONTROL } from "../../../app/lib/cache-policy";
import { SIGN_IN_LIMITS } from "../../../app/lib/constants";
import { cookieJar, newClientIp, newEmail, ORIGIN } from "../helpers";
import { confirmWithPassword, getPage, postForm, rows, visibleText } from "./helpers";

const PASSWORD = "hollow-core-16";
const NEW_PASSWORD = "double-tee-24";

/** An account created and confirmed through the pages. */
async function confirmedAccount(email = newEmail("owner")): Promise<string> {
  expect((await postForm("/signin?mode=signup", { mode: "signup", email, password: PASSWORD })).status).toBe(200);
  expect((await confirmWithPassword(email, PASSWORD)).status).toBe(303);
  return email;
}

/** Signs in through the page; the Cookie header of that browser. */
async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await postForm("/signin", { mode: "signin", email, password, next: "/account" });
  expect(res.status, `sign-in of ${email}`).toBe(303);
  return cookieJar(res);
}

const signedIn = async (cookie: string) => (await getPage("/account", { cookie })).status === 200;

async function resetMails(email: string) {
  return rows<{ subject: string; body: string }>(
    "SELECT subject, body FROM email_outbox WHERE recipient = ? AND kind = 'password-reset' ORDER BY id",
    email,
  );
}

/** The path of the newest reset link mailed to `email`. */
async function resetLink(email: string): Promise<string> {
  const link = new URL((await resetMails(email)).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
  return link.pathname + link.search;
}

/** Follows a mailed reset link as a browser: better-auth checks it and sends the visitor to the reset page. */
async function landing(path: string): Promise<string> {
  const res = await getPage(path);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("Location")!, ORIGIN);
  return location.pathname + location.search;
}

async function requestReset(email: string, { ip = newClientIp(), path = "/signin/forgot" } = {}) {
  const started = Date.now();
  const res = await postForm(path, { email }, { ip });
  return { res, text: visibleText(await res.text()), ms: Date.now() - started };
}

describe("asking for a password reset", () => {
  it("answers a known and an unknown address alike, no sooner than the floor, and mails only the account", async () => {
    const known = await confirmedAccount();
    const unknown = newEmail("owner");
    const a = await requestReset(known);
    const b = await requestReset(unknown);
    expect(a.res.status).toBe(200);
    expect(b.res.status).toBe(200);
    expect(a.text).toContain(interpolate(CARE_MESSAGES.resetSent, { email: known }));
    expect(a.text.replace(known, "X")).toBe(b.text.replace(unknown, "X"));
    // Both wait for the same floor (the known path writes a token and a mail; the unknown does not).
    expect(a.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 5);
    expect(b.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 5);
    expect(a.res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);

    expect(await resetMails(unknown)).toEqual([]);
    const [mail] = await resetMails(known);
    expect(mail!.subject).toBe("Reset your M&M password");
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]+$/);
    expect(link.searchParams.get("callbackURL")).toBe("/signin/reset");
  });

  it("from the Spanish page, mails in Spanish a link that lands on the Spanish reset page", async () => {
    const email = await confirmedAccount();
    const { res, text } = await requestReset(email, { path: "/es/signin/forgot" });
    expect(res.status).toBe(200);
    expect(text).toContain(`Si hay una cuenta con ${email}`);
    const [mail] = await resetMails(email);
    expect(mail!.subject).toBe("Restablezca su contraseña de M&M");
    expect(await landing(await resetLink(email))).toMatch(/^\/es\/signin\/reset\?token=[\w-]+$/);
  });

  it("refuses a malformed address with the field's message, keeping what was typed", async () => {
    const res = await postForm("/signin/forgot", { email: "not-an-email" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain(AUTH_MESSAGES.email);
    expect(html).toMatch(/name="email"[^>]*value="not-an-email"/);
  });

  it("limits requests per address (from any client) and per client, apart from sign-in's windows", async () => {
    const email = await confirmedAccount();
    for (let i = 0; i < SIGN_IN_LIMITS.mailAccount.limit; i++) expect((await requestReset(email)).res.status).toBe(200);
    const refused = await requestReset(email);
    expect(refused.res.status).toBe(429);
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.text).toMatch(/Too many reset requests\. Please wait \d+ minutes? before asking again\./);
    expect(await resetMails(email)).toHaveLength(SIGN_IN_LIMITS.mailAccount.limit);
    // Signing in is still possible: reset requests count in windows of their own.
    expect(await signedIn(await signIn(email))).toBe(true);

    const ip = newClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.mailClient.limit; i++) expect((await requestReset(newEmail("owner"), { ip })).res.status).toBe(200);
    expect((await requestReset(newEmail("owner"), { ip })).res.status).toBe(429);
  });
});

describe("setting a new password with the link", () => {
  it("sets it once, ends every session, and the new password signs in while the old does not", async () => {
    const email = await confirmedAccount();
    const before = await signIn(email);
    await requestReset(email);
    const page = await landing(await resetLink(email));
    expect(page).toMatch(/^\/signin\/reset\?token=[\w-]+$/);
    const shown = await getPage(page);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    expect(visibleText(await shown.text())).toContain("Choose a new password");

    const tooShort = await postForm(page, { token: new URL(page, ORIGIN).searchParams.get("token")!, password: "12345" });
    expect(tooShort.status).toBe(400);
    expect(visibleText(await tooShort.text())).toContain(AUTH_MESSAGES.passwordShort);

    const token = new URL(page, ORIGIN).searchParams.get("token")!;
    const done = await postForm(page, { token, password: NEW_PASSWORD });
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/signin?done=reset");
    expect(visibleText(await (await getPage("/signin?done=reset")).text())).toContain(CARE_MESSAGES.passwordReset);

    expect(await signedIn(before)).toBe(false);
    expect((await postForm("/signin", { mode: "signin", email, password: PASSWORD })).status).toBe(401);
    expect(await signedIn(await signIn(email, NEW_PASSWORD))).toBe(true);

    // Used: the link and the form both say so, and lead to a new request.
    expect(await landing(await resetLink(email))).toMatch(/error=INVALID_TOKEN/);
    const again = await postForm(page, { token, password: "another-password-1" });
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(visibleText(html)).toContain(CARE_MESSAGES.resetLinkInvalid);
    expect(html).toContain('href="/signin/forgot"');
  });

  it("refuses a link past its hour", async () => {
    const email = await confirmedAccount();
    await requestReset(email);
    const path = await resetLink(email);
    const token = path.match(/reset-password\/([\w-]+)/)![1]!;
    await env.DB.prepare("UPDATE verifications SET expires_at = ? WHERE identifier = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), `reset-password:${token}`)
      .run();
    const page = await landing(path);
    expect(page).toMatch(/^\/signin\/reset\?error=INVALID_TOKEN/);
    expect(visibleText(await (await getPage(page)).text())).toContain(CARE_MESSAGES.resetLinkInvalid);
    const res = await postForm(`/signin/reset?token=${token}`, { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain(CARE_MESSAGES.resetLinkInvalid);
    expect(await signedIn(await signIn(email))).toBe(true);
  });
});

describe("the account page", () => {
  it("changes the password with the current one, ending the other sessions but not this one", async () => {
    const email = await confirmedAccount();
    const other = await signIn(email);
    const here = await signIn(email);

    const wrong = await postForm(
      "/account",
      { intent: "change-password", currentPassword: "not-it-at-all", newPassword: NEW_PASSWORD },
      { cookie: here },
    );
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain(CARE_MESSAGES.wrongPassword);
    expect(await signedIn(other)).toBe(true);

    const changed = await postForm(
      "/account",
      { intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: here },
    );
    expect(changed.status).toBe(303);
    expect(changed.headers.get("Location")).toBe("/account?done=password");
    // This browser's new session shows the page with the notice; the old cookie of the other one is worthless.
    const stillHere = cookieJar(changed);
    const page = await getPage("/account?done=password", { cookie: stillHere });
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(CARE_MESSAGES.passwordChanged);
    expect(await signedIn(here)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(await signIn(email, NEW_PASSWORD))).toBe(true);
  });

  it("signs out everywhere", async () => {
    const email = await confirmedAccount();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    const res = await postForm("/account", { intent: "sign-out-everywhere" }, { cookie: laptop });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/signin?done=signed-out");
    expect(res.headers.getSetCookie().some((line) => line.startsWith(`${SIGNED_IN_HINT}=;`))).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
  });

  it("downloads the account, its sessions and the requests and applications sent with its address, and nothing of others", async () => {
    const email = await confirmedAccount();
    const cookie = await signIn(email);
    const job = await env.DB.prepare("SELECT id, title FROM job_postings LIMIT 1").first<{ id: number; title: string }>();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO contact_submissions (name, email, district, message, source, client_key_hash, reference, attachments) VALUES (?, ?, 'Cayo', ?, 'page', 'secret-hash', 'RQ-MINE01', ?)",
      ).bind(
        "Ana Lopez",
        email.toUpperCase(),
        "Forty piles for a dock.",
        JSON.stringify([{ key: "uploads/private-key", name: "plan.pdf", type: "application/pdf", size: 1200 }]),
      ),
      env.DB.prepare(
        "INSERT INTO contact_submissions (name, email, district, message, source, client_key_hash, reference) VALUES ('Someone Else', 'else@example.com', 'Cayo', 'Not mine.', 'page', 'x', 'RQ-OTHER1')",
      ),
      env.DB.prepare(
        "INSERT INTO job_applications (job_id, first_name, last_name, email, reference, resume_key, resume_name) VALUES (?, 'Ana', 'Lopez', ?, 'AP-MINE01', 'resumes/private-key', 'cv.pdf')",
      ).bind(job!.id, email),
    ]);

    const res = await postForm("/account/data", {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="mm-account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.account).toMatchObject({ email, emailConfirmed: true });
    expect(body.account.sessions).toHaveLength(1);
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({
      reference: "RQ-MINE01",
      message: "Forty piles for a dock.",
      attachments: [{ name: "plan.pdf" }],
    });
    expect(body.applications).toHaveLength(1);
    expect(body.applications[0]).toMatchObject({ reference: "AP-MINE01", position: job!.title, resumeName: "cv.pdf" });
    for (const secret of ["secret-hash", "private-key", "RQ-OTHER1", "session_token", "pbkdf2"]) expect(text).not.toContain(secret);

    const anonymous = await postForm("/account/data", {});
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe("/account");
  });

  it("deletes the account with its password, ending its sessions and keeping its requests", async () => {
    const email = await confirmedAccount();
    const other = await signIn(email);
    const cookie = await signIn(email);
    await env.DB.prepare(
      "INSERT INTO contact_submissions (name, email, district, message, source, client_key_hash, reference) VALUES ('Ana', ?, 'Cayo', 'Keep me.', 'page', 'x', 'RQ-KEEP01')",
    )
      .bind(email)
      .run();

    const wrong = await postForm("/account", { intent: "delete-account", password: "not-it-at-all" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain(CARE_MESSAGES.wrongPassword);
    const empty = await postForm("/account", { intent: "delete-account", password: "" }, { cookie });
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain(CARE_MESSAGES.passwordRequired);
    expect(await rows("SELECT id FROM users WHERE email = ?", email)).toHaveLength(1);

    const res = await postForm("/account", { intent: "delete-account", password: PASSWORD }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/signin?done=deleted");
    expect(await rows("SELECT id FROM users WHERE email = ?", email)).toEqual([]);
    expect(await rows("SELECT id FROM sessions")).toEqual([]);
    expect(await signedIn(other)).toBe(false);
    expect(await rows("SELECT reference FROM contact_submissions WHERE email = ?", email)).toEqual([{ reference: "RQ-KEEP01" }]);
    expect((await postForm("/signin", { mode: "signin", email, password: PASSWORD })).status).toBe(401);
  });
});

describe("the reset link endpoint", () => {
  it("is the only new /api/auth endpoint: asking for a reset or deleting there stays 404", async () => {
    for (const path of ["/request-password-reset", "/reset-password", "/change-password", "/delete-user", "/revoke-sessions"]) {
      const res = await exports.default.fetch(`${ORIGIN}/api/auth${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": newClientIp() },
        body: JSON.stringify({ email: "a@example.com" }),
      });
      expect(res.status, path).toBe(404);
    }
  });
});
