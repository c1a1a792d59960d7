// /signin/confirm in the production server build, as a browser without JavaScript uses it: the
// mailed link opens a page and confirms nothing; the password chosen at sign-up confirms (a wrong
// one counts as a failed sign-in); "Didn't create this account?" deletes the unconfirmed account.
// And what an account sees of the requests sent with its address: nothing until it is confirmed,
// on /account, in its signed download links and in "Download my data".
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../app/accounts/messages";
import { CONFIRM_MESSAGES } from "../../../app/accounts/confirmation";
import { CACHE_CONTROL } from "../../../app/lib/cache-policy";
import { SIGN_IN_LIMITS } from "../../../app/lib/constants";
import { cookieJar, newClientIp, newEmail } from "../helpers";
import { confirmationPath, confirmWithPassword, getPage, postForm, rows, visibleText } from "./helpers";

const PASSWORD = "attacker-chose-this";

async function signUp(email: string, path = "/signin?mode=signup") {
  expect((await postForm(path, { mode: "signup", email, password: PASSWORD })).status).toBe(200);
  const link = await confirmationPath(email);
  return { link, token: new URL(link, "https://x").searchParams.get("token")! };
}

const user = async (email: string) =>
  (await rows<{ id: string; email_verified: number }>("SELECT id, email_verified FROM users WHERE email = ?", email))[0];

const signIn = (email: string, password = PASSWORD) => postForm("/signin", { mode: "signin", email, password, next: "/account" });

describe("the confirmation page", { timeout: 30_000 }, () => {
  it("opens from the mailed link without confirming anything: personal, never indexed, asking for the password", async () => {
    const email = newEmail("dana");
    const { link } = await signUp(email);
    expect(link).toMatch(/^\/signin\/confirm\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    // Twice, as a link scanner and then its owner would open it.
    await getPage(link);
    const res = await getPage(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    const text = visibleText(html);
    expect(text).toContain(`To activate the account for ${email}, enter the password you chose when you created it.`);
    expect(text).toContain("Didn't create this account?");
    expect((await user(email))!.email_verified).toBe(0);
    expect((await signIn(email)).status).toBe(403);
  });

  it("confirms with the password chosen at sign-up, then leads to sign-in", async () => {
    const email = newEmail("dana");
    await signUp(email);
    const wrong = await confirmWithPassword(email, "not-the-password");
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain(CONFIRM_MESSAGES.wrongPassword);
    expect((await user(email))!.email_verified).toBe(0);

    const right = await confirmWithPassword(email, PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/signin?confirmed=1");
    expect((await user(email))!.email_verified).toBe(1);
    expect((await signIn(email)).status).toBe(303);
    // The link now says the address is confirmed, and offers no deletion.
    const again = visibleText(await (await getPage(await confirmationPath(email))).text());
    expect(again).toContain("This account's email address is already confirmed.");
    expect(again).not.toContain("Didn't create this account?");
  });

  it("counts wrong passwords as failed sign-ins for the account", async () => {
    const email = newEmail("dana");
    const { link, token } = await signUp(email);
    const ip = newClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.clientAccount.limit; i++) {
      expect((await postForm(link, { intent: "confirm", token, password: `guess-${i}-wrong` }, { ip })).status).toBe(400);
    }
    const limited = await postForm(link, { intent: "confirm", token, password: PASSWORD }, { ip });
    expect(limited.status).toBe(429);
    expect(visibleText(await limited.text())).toMatch(/Too many sign-in attempts\. Please wait \d+ minutes? before trying again\./);
    expect((await user(email))!.email_verified).toBe(0);
  });

  it("in Spanish, at /es/signin/confirm, for a Spanish sign-up", async () => {
    const email = newEmail("dana");
    const { link } = await signUp(email, "/es/signin?mode=signup");
    expect(link).toMatch(/^\/es\/signin\/confirm\?token=/);
    const text = visibleText(await (await getPage(link)).text());
    expect(text).toContain(`Para activar la cuenta de ${email}, ingrese la contraseña que eligió al crearla.`);
    expect(text).toContain("¿No creó esta cuenta?");
    const res = await confirmWithPassword(email, PASSWORD);
    expect(res.headers.get("Location")).toBe("/es/signin?confirmed=1");
  });

  it("says a tampered, expired or unknown link no longer works, and leads to sign-in", async () => {
    const email = newEmail("dana");
    const { token } = await signUp(email);
    for (const link of [`/signin/confirm?token=${token.slice(0, -3)}abc`, "/signin/confirm?token=nonsense", "/signin/confirm"]) {
      const html = await (await getPage(link)).text();
      expect(visibleText(html)).toContain(AUTH_MESSAGES.confirmFailed);
      expect(html).toContain('href="/signin"');
    }
    const res = await postForm("/signin/confirm", { intent: "confirm", token: `${token}x`, password: PASSWORD });
    expect(res.status).toBe(400);
    expect((await user(email))!.email_verified).toBe(0);
  });
});

describe("Didn't create this account?", { timeout: 30_000 }, () => {
  it("deletes the unconfirmed account with its credentials, sessions and reset links", async () => {
    const email = newEmail("dana");
    const { link, token } = await signUp(email);
    const { id } = (await user(email))!;
    // A reset link asked for meanwhile, and a session as if one had been made.
    expect((await postForm("/signin/forgot", { email })).status).toBe(200);
    await env.DB.prepare(
      "INSERT INTO sessions (id, token, user_id, expires_at, created_at, updated_at) VALUES ('s-dana', 't-dana', ?, '2999-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    )
      .bind(id)
      .run();
    expect(await rows("SELECT id FROM verifications WHERE value = ?", id)).toHaveLength(1);

    const res = await postForm(link, { intent: "cancel", token });
    expect(res.status).toBe(200);
    expect(visibleText(await res.text())).toContain(`The account made with ${email} is deleted, with its password.`);
    expect(await user(email)).toBeUndefined();
    for (const table of ["accounts", "sessions"]) expect(await rows(`SELECT id FROM ${table} WHERE user_id = ?`, id)).toEqual([]);
    expect(await rows("SELECT id FROM verifications WHERE value = ?", id)).toEqual([]);
    expect((await signIn(email)).status).toBe(401);
    // The link is spent: it names no account now.
    expect(visibleText(await (await getPage(link)).text())).toContain(AUTH_MESSAGES.confirmFailed);
  });

  it("deletes nothing once the account is confirmed, nor with a tampered token", async () => {
    const email = newEmail("dana");
    const { link, token } = await signUp(email);
    expect((await postForm(link, { intent: "cancel", token: `${token}x` })).status).toBe(400);
    expect(await user(email)).toBeDefined();

    await confirmWithPassword(email, PASSWORD);
    const res = await postForm(link, { intent: "cancel", token });
    expect(res.status).toBe(409);
    expect(visibleText(await res.text())).toContain(CONFIRM_MESSAGES.notConfirmed);
    expect((await user(email))!.email_verified).toBe(1);
  });
});

describe("requests sent with an address, before it is confirmed", { timeout: 30_000 }, () => {
  it("show nowhere: not on /account, not as a download link, not in Download my data", async () => {
    const email = newEmail("dana");
    await signUp(email);
    await confirmWithPassword(email, PASSWORD);
    const cookie = cookieJar(await signIn(email));
    const key = "attachments/2026/7a1b2c3d-0000-4000-8000-00000000d4a4.pdf";
    await env.UPLOADS.put(key, "%PDF-1.7 dana's plan");
    await env.DB.prepare(
      `INSERT INTO contact_submissions (name, email, district, message, attachments, source, client_key_hash, status, reference, created_at)
       VALUES ('Dana Young', ?, 'Belize', 'Our deck.', ?, 'page', 'x', 'new', 'RQ-DANA01', ?)`,
    )
      .bind(email, JSON.stringify([{ key, name: "deck plan.pdf", type: "pdf", size: 20 }]), new Date().toISOString())
      .run();
    const exported = async () => JSON.parse(await (await postForm("/account/data", {}, { cookie })).text()) as { requests: unknown[] };
    expect((await exported()).requests).toHaveLength(1);

    // The same session, while the address is not (or no longer) confirmed.
    await env.DB.prepare("UPDATE users SET email_verified = 0 WHERE email = ?").bind(email).run();
    const html = await (await getPage("/account", { cookie })).text();
    expect(visibleText(html)).not.toContain("RQ-DANA01");
    expect(html).not.toContain("/api/files");
    const data = await exported();
    expect(data.requests).toEqual([]);
    expect(JSON.stringify(data)).not.toContain("RQ-DANA01");
  });
});
