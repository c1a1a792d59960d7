// A password-reset link stops working once the account's password is set another way: by a newer
// link, or by a change on /account. Through the pages' actions, as a browser without JavaScript.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { accountAction } from "../../app/routes/accounts/account.server";
import { forgotPasswordAction } from "../../app/routes/accounts/forgot-password.server";
import { resetPasswordAction } from "../../app/routes/accounts/reset-password.server";
import { apiSignIn, insertAccount, postAction } from "./account-fixtures";
import { cookieJar, newEmail } from "./helpers";

const PASSWORD = "prestressed-98";
const NEWER = "double-tee-24";
const OLDER = "hollow-core-16";

/** Asks for a link on /signin/forgot; its token, from the mail. */
async function requestLink(email: string): Promise<string> {
  expect((await postAction(forgotPasswordAction, "/signin/forgot", { email })).status).toBe(200);
  const { results } = await env.DB.prepare("SELECT body FROM email_outbox WHERE recipient = ? AND kind = 'password-reset' ORDER BY id DESC")
    .bind(email)
    .all<{ body: string }>();
  return results[0]!.body.match(/\/api\/auth\/reset-password\/([\w-]+)/)![1]!;
}

const useLink = (token: string, password: string) => postAction(resetPasswordAction, "/signin/reset", { token, password });

describe("reset links", () => {
  it("refuses an older link once a newer one has set the password", async () => {
    const email = newEmail("owner");
    await insertAccount(email, PASSWORD);
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect(older).not.toBe(newer);

    expect((await useLink(newer, NEWER)).status).toBe(303);
    const late = await useLink(older, OLDER);
    expect(late.status).toBe(400);
    expect(late.data).toMatchObject({ invalidLink: true });
    expect((await apiSignIn(email, OLDER)).status).toBe(401);
    expect((await apiSignIn(email, NEWER)).status).toBe(200);
  });

  it("refuses a link asked for before the password was changed on /account", async () => {
    const email = newEmail("owner");
    await insertAccount(email, PASSWORD);
    const link = await requestLink(email);
    const cookie = cookieJar(await apiSignIn(email, PASSWORD));
    const changed = await postAction(
      accountAction,
      "/account",
      { intent: "change-password", currentPassword: PASSWORD, newPassword: NEWER },
      { cookie },
    );
    expect(changed.status).toBe(303);

    const late = await useLink(link, OLDER);
    expect(late.status).toBe(400);
    expect(late.data).toMatchObject({ invalidLink: true });
    expect((await apiSignIn(email, NEWER)).status).toBe(200);
  });

  it("leaves other accounts' links alone", async () => {
    const email = newEmail("owner");
    const other = newEmail("owner");
    await insertAccount(email, PASSWORD);
    await insertAccount(other, PASSWORD);
    const othersLink = await requestLink(other);
    expect((await useLink(await requestLink(email), NEWER)).status).toBe(303);
    expect((await useLink(othersLink, OLDER)).status).toBe(303);
  });
});
