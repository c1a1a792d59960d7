// Accounts in Spanish through the Worker: a sign-up whose callback is a Spanish page is mailed in
// Spanish, its confirmation link opens the Spanish confirmation page, and the "existing account"
// note points to the Spanish sign-in page. The answers themselves are the same as in English (decision 0025).
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newClientIp, newEmail, ORIGIN } from "./helpers";
import { confirmByPassword } from "./accounts";

const PASSWORD = "presforzado-98";

const signUp = (email: string, callbackURL?: string) =>
  exports.default.fetch(`${ORIGIN}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp(), Origin: ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD, ...(callbackURL ? { callbackURL } : {}) }),
  });

async function mails(email: string) {
  const { results } = await env.DB.prepare("SELECT kind, subject, body FROM email_outbox WHERE recipient = ? ORDER BY id")
    .bind(email)
    .all<{ kind: string; subject: string; body: string }>();
  return results;
}

const linkIn = (body: string) => new URL(body.match(/https:\/\/\S+/)![0]);

describe("a sign-up from a Spanish page", () => {
  it("is confirmed by a Spanish mail whose link opens the Spanish confirmation page", async () => {
    const email = newEmail("comprador");
    const res = await signUp(email, "/es/signin?confirmed=1");
    expect(res.status).toBe(200);
    const [mail] = await mails(email);
    expect(mail).toMatchObject({ kind: "email-confirmation", subject: "Confirme su cuenta de M&M" });
    expect(mail!.body).toContain("Para activar su cuenta, abra esta página e ingrese la contraseña que eligió:");
    expect(mail!.body).toContain("¿No creó esta cuenta?");
    const link = linkIn(mail!.body);
    expect(link.pathname).toBe("/es/signin/confirm");
    expect(link.searchParams.has("callbackURL")).toBe(false);
  });

  it("for a taken address is answered as any other, and its owner is told in Spanish where to sign in", async () => {
    const email = newEmail("comprador");
    await signUp(email, "/es/signin?confirmed=1");
    expect(await confirmByPassword(email, PASSWORD)).toBe("confirmed");
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
    expect(linkIn(mail!.body).pathname).toBe("/signin/confirm");
  });
});
