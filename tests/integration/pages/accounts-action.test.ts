// The /signin and /account route actions in the production server build, as a browser without
// JavaScript uses them: create an account, confirm it on the mailed link's page, sign in, sign out.
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT } from "../../../app/accounts/hint";
import { AUTH_MESSAGES } from "../../../app/accounts/messages";
import { cookieJar, newEmail } from "../helpers";
import { confirmWithPassword, getPage, postForm, visibleText } from "./helpers";

const PASSWORD = "double-tee-12";

async function signUp(email: string) {
  const res = await postForm("/signin?mode=signup", { mode: "signup", email, password: PASSWORD });
  expect(res.status).toBe(200);
  return visibleText(await res.text());
}

// Password hashing (scrypt, on purpose slow) runs four times in the first test.
describe("POST /signin and /account (no JavaScript)", { timeout: 20_000 }, () => {
  it("creates an account, refuses it until confirmed, then signs in and out", async () => {
    const email = newEmail("estimator");
    expect(await signUp(email)).toContain(AUTH_MESSAGES.checkEmail(email));

    const early = await postForm("/signin", { mode: "signin", email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(visibleText(await early.text())).toContain(AUTH_MESSAGES.emailNotConfirmed);

    const confirm = await confirmWithPassword(email, PASSWORD);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get("Location")).toBe("/signin?confirmed=1");

    const signedIn = await postForm("/signin", { mode: "signin", email, password: PASSWORD, next: "/account" });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/account");
    const cookie = cookieJar(signedIn);
    expect(cookie).toContain(`${SIGNED_IN_HINT}=1`);

    const account = await getPage("/account", { cookie });
    expect(account.status).toBe(200);
    expect(account.headers.get("X-Cache")).toBe("BYPASS");
    expect(visibleText(await account.text())).toContain(email);

    const signedOut = await postForm("/account", {}, { cookie });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.getSetCookie().some((line) => line.startsWith(`${SIGNED_IN_HINT}=;`))).toBe(true);
    const after = await getPage("/account", { cookie });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/signin/);
  });

  it("answers a wrong password and an unknown address with the same words", async () => {
    const email = newEmail("known");
    await signUp(email);
    const wrong = await postForm("/signin", { mode: "signin", email, password: "not-the-password" });
    const unknown = await postForm("/signin", { mode: "signin", email: newEmail("nobody"), password: "not-the-password" });
    expect(wrong.status).toBe(unknown.status);
    expect(visibleText(await unknown.text())).toContain(AUTH_MESSAGES.invalidCredentials);
  });

  it("checks the fields before asking anyone, keeping the address typed", async () => {
    const res = await postForm("/signin", { mode: "signin", email: "not-an-email", password: "123" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain(AUTH_MESSAGES.email);
    expect(html).toMatch(/name="email"[^>]*value="not-an-email"/);
  });
});
