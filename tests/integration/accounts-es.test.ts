// Accounts in Spanish through the Worker: a sign-up whose callback is a Spanish page is mailed in
// Spanish, its confirmation link lands on the Spanish sign-in page, and the "existing account"
// note points there too. The answers themselves are the same as in English (decision 0025).
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newClientIp, newEmail, ORIGIN } from "./helpers";

const PASSWORD = "presforzado-98";

const signUp = (email: string, callbackURL?: string) =>
  exports.default.fetch(`${ORIGIN}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp(), Origin: ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD, name: "", ...(callbackURL ? { callbackURL } : {}) }),
  });

async function mails(email: string) {
  const { results } = await env.DB.prepare("SELECT kind, subject, body FROM email_outbox WHERE recipient = ? ORDER BY id")
    .bind(email)
    .all<{ kind: string; subject: string; body: string }>();
  return results;
}

const linkIn = (body: string) => new URL(body.match(/https:\/\/\S+/)![0]);

describe("a sign-up from a Spanish page", () => {
  it("is confirmed by a Spanish mail whose link lands on the Spanish sign-in page", async () => {
    const email = newEmail("comprador");
    const res = await signUp(email, "/es/signin?confirmed=1");
    expect(res.status).toBe(200);
    const [mail] = await mails(email);
    expect(mail).toMatchObject({ kind: "email-confirmation", subject: "Confirme su cuenta de M&M" });
    expect(mail!.body).toContain("Confirme su correo electrónico para activar su cuenta:");
    const link = linkIn(mail!.body);
    expect(link.searchParams.get("callbackURL")).toBe("/es/signin?confirmed=1");

    const confirmed = await exports.default.fetch(link.href, { redirect: "manual" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/es/signin?confirmed=1");
  });

  it("for a taken address is answered as any other, and its owner is told in Spanish where to sign in", async () => {
    const email = newEmail("comprador");
    await signUp(email, "/es/signin?confirmed=1");
    const again = await signUp(email, "/es/signin?confirmed=1");
    const fresh = await signUp(newEmail("comprador"), "/es/signin?confirmed=1");
    expect(again.status).toBe(fresh.status);
    // The same shape (a fresh-looking user either way); only ids, times and the address differ.
    const shape = async (res: Response) => Object.keys(((await res.json()) as { user: object }).user).sort();
    expect(await shape(again)).toEqual(await shape(fresh));
    const [, existing] = await mails(email);
    expect(existing).toMatchObject({ kind: "existing-account", subject: "Su cuenta de M&M" });
    expect(existing!.body).toContain(`${ORIGIN}/es/signin\n`);
  });

  it("leaves an English sign-up in English, whatever callback it asked for", async () => {
    const email = newEmail("comprador");
    await signUp(email, "/somewhere-else");
    const [mail] = await mails(email);
    expect(mail!.subject).toBe("Confirm your M&M account");
    expect(linkIn(mail!.body).searchParams.get("callbackURL")).toBe("/signin?confirmed=1");
  });
});
