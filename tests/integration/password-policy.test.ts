// The password rules through the Worker and the pages' actions: a password being chosen has at
// least 12 characters and is not a common one; an account made under the older 6-character rule
// still signs in, and is held to the new rule when its password next changes.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../app/accounts/messages";
import { accountAction } from "../../app/routes/accounts/account.server";
import { signinAction } from "../../app/routes/accounts/signin.server";
import { apiSignIn, apiSignUp, insertAccount, postAction } from "./account-fixtures";
import { cookieJar, newEmail } from "./helpers";

const OLD_PASSWORD = "abc123"; // 6 characters: what the older rule let an account choose
const COMMON = "Qwerty123456";

const userCount = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>())!.n;

describe("signing up", () => {
  it.each([
    ["6 characters", "abc123", "PASSWORD_TOO_SHORT"],
    ["11 characters", "precast-123", "PASSWORD_TOO_SHORT"],
    ["a common password", COMMON, "PASSWORD_COMMON"],
  ])("refuses %s through the API, writing no account", async (_, password, code) => {
    const email = newEmail("buyer");
    const res = await apiSignUp(email, password);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code });
    expect(await userCount(email)).toBe(0);
  });

  it("takes 12 characters", async () => {
    const email = newEmail("buyer");
    expect((await apiSignUp(email, "precast-1234")).status).toBe(200);
    expect(await userCount(email)).toBe(1);
  });

  it("on the page, says why a common password is refused", async () => {
    const email = newEmail("buyer");
    const answer = await postAction(signinAction, "/signin?mode=signup", { mode: "signup", email, password: COMMON });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "failed",
      message: AUTH_MESSAGES.passwordCommon,
      fieldErrors: { password: AUTH_MESSAGES.passwordCommon },
    });
    expect(await userCount(email)).toBe(0);
  });
});

describe("an account made under the older 6-character rule", () => {
  it("still signs in, through the API and through the page", async () => {
    const email = newEmail("owner");
    await insertAccount(email, OLD_PASSWORD);
    expect((await apiSignIn(email, OLD_PASSWORD)).status).toBe(200);
    const page = await postAction(signinAction, "/signin", { mode: "signin", email, password: OLD_PASSWORD });
    expect(page.status).toBe(303);
  });

  it("must choose a longer, uncommon password at its next change", async () => {
    const email = newEmail("owner");
    await insertAccount(email, OLD_PASSWORD);
    const cookie = cookieJar(await apiSignIn(email, OLD_PASSWORD));
    const change = (newPassword: string) =>
      postAction(accountAction, "/account", { intent: "change-password", currentPassword: OLD_PASSWORD, newPassword }, { cookie });

    const short = await change("abc1234");
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({ fieldErrors: { newPassword: AUTH_MESSAGES.passwordShort } });
    const common = await change(COMMON);
    expect(common.status).toBe(400);
    expect(common.data).toMatchObject({ fieldErrors: { newPassword: AUTH_MESSAGES.passwordCommon } });
    // Neither changed anything: the old password still opens the account.
    expect((await apiSignIn(email, OLD_PASSWORD)).status).toBe(200);

    const done = await change("precast-1234");
    expect(done.status).toBe(303);
    expect((await apiSignIn(email, "precast-1234")).status).toBe(200);
  });
});
