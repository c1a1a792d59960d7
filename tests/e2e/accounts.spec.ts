// Accounts through the pages: sign up, read the confirmation link from the local
// outbox, confirm on its page with the password, sign in, /account, sign out — with JavaScript
// and without — and `next` redirects that try to leave the site.
import { CARE_MESSAGES } from "../../app/accounts/account-care";
import { AUTH_MESSAGES, AUTH_TOASTS } from "../../app/accounts/messages";
import { WIDTHS } from "./routes";
import {
  confirmationLink,
  confirmedAccount,
  confirmWithPassword,
  emailBox,
  fill,
  newEmail,
  PASSWORD,
  passwordBox,
  postForm,
} from "./account-steps";
import { expect as baseExpect, holdBack, postUnchecked, test } from "./support";
import { axeViolations } from "./axe";

// Each step loads a new route; a cold dev server compiles it on first use.
const expect = baseExpect.configure({ timeout: 15_000 });

const email = emailBox;
const password = passwordBox;

test.describe("with JavaScript", () => {
  test("signs up, confirms by the mailed link, signs in, sees the account and signs out", async ({ page }) => {
    test.slow(); // six pages and four posts
    const address = newEmail();
    await page.goto("/signin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await expect(page.getByRole("link", { name: /^Already have an account\?/ })).toBeVisible();

    await fill(page, address);
    // Hold the post so the waiting state can be seen.
    const release = await holdBack(page, "**/signin.data*");
    await page.getByRole("button", { name: "Create account" }).click();
    const waiting = page.getByRole("button", { name: "Please wait…" });
    await expect(waiting).toBeDisabled();
    release();

    await expect(page.getByText(AUTH_TOASTS.signedUp.title, { exact: true })).toBeVisible();
    await expect(page.getByText(AUTH_TOASTS.signedUp.description)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.checkEmail(address))).toBeVisible();
    await page.unroute("**/signin.data*");

    // The link from the outbox opens a page where the password confirms the address; then the sign-in page.
    await confirmWithPassword(page, address);
    await expect(page.getByText(AUTH_MESSAGES.confirmed)).toBeVisible();

    await fill(page, address);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(AUTH_TOASTS.signedIn.description)).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    // The header shows the signed-in state (after hydration; the HTML is the same for everyone).
    const account = page.getByRole("link", { name: "Account (signed in)" });
    await expect(account).toHaveAttribute("href", "/account");

    await account.click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(address)).toBeVisible();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Account", exact: true })).toHaveAttribute("href", "/signin");

    await page.goto("/account");
    await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/);
  });

  test("toasts a failed sign-in with the generic message and keeps the address", async ({ page }) => {
    const address = newEmail();
    await page.goto("/signin");
    await fill(page, address, "not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(AUTH_TOASTS.signInFailed.title)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(AUTH_MESSAGES.invalidCredentials);
    await expect(email(page)).toHaveValue(address);
  });

  test("a message goes as soon as its field is right while the other stays, the browser's and the server's alike", async ({ page }) => {
    await page.goto("/signin?mode=signup");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(email(page)).toHaveAccessibleDescription(AUTH_MESSAGES.email);
    await expect(password(page)).toHaveAccessibleDescription(`At least 12 characters. ${AUTH_MESSAGES.passwordShort}`);
    await expect(email(page)).toBeFocused();

    await email(page).fill(newEmail());
    await expect(page.getByText(AUTH_MESSAGES.email)).toHaveCount(0);
    await expect(page.getByText(AUTH_MESSAGES.passwordShort)).toBeVisible();

    // The server's messages (a post the page's script did not check) go the same way.
    await page.goto("/signin");
    await fill(page, "ana@", "");
    await postUnchecked(page, page.locator("form[action='/signin']"));
    await expect(page.getByText(CARE_MESSAGES.passwordRequired)).toBeVisible();
    await expect(email(page)).toHaveValue("ana@");
    // Signing in takes any password an account may have, an older account's 6 characters too.
    await password(page).fill("123456");
    await expect(page.getByText(CARE_MESSAGES.passwordRequired)).toHaveCount(0);
    await expect(page.getByText(AUTH_MESSAGES.email)).toBeVisible();
  });

  test("returns a visitor to where they were going, or else to the account (Spanish: careers-es.spec.ts)", async ({ page }) => {
    const address = await confirmedAccount(page);
    await page.goto("/signin?next=%2Fproducts%2Fhollow-core");
    await fill(page, address);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/products\/hollow-core$/);
    await page.goto("/signin?next=%2Fprojects");
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto("/signin");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("sends a visitor who already has a session on to their account", async ({ page }) => {
    const address = await confirmedAccount(page);
    await page.goto("/signin");
    await fill(page, address);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/signin");
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's messages show under the fields, with the address kept", async ({ page }) => {
    await page.goto("/signin");
    await fill(page, "ana@", "");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(email(page)).toHaveAccessibleDescription(AUTH_MESSAGES.email);
    await expect(password(page)).toHaveAccessibleDescription(CARE_MESSAGES.passwordRequired);
    await expect(email(page)).toHaveValue("ana@");
  });

  test("the whole flow works with plain forms and links", async ({ page }) => {
    const address = newEmail();
    await page.goto("/signin");
    await page.getByRole("link", { name: "Create an account" }).click();
    await fill(page, address);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    // Before confirming, the right password says to confirm first (a new link only once the last has expired).
    await page.goto("/signin");
    await fill(page, address);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(AUTH_MESSAGES.emailNotConfirmed)).toBeVisible();

    await confirmWithPassword(page, address);
    await expect(page.getByText(AUTH_MESSAGES.confirmed)).toBeVisible();
    await fill(page, address, "wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(email(page)).toHaveValue(address);

    await password(page).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/account");
    await expect(page.getByText(address)).toBeVisible();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/);
  });
});

test.describe("the next parameter", () => {
  test.use({ javaScriptEnabled: false });

  test("sends a signed-in visitor to a path on this site", async ({ page }) => {
    const address = await confirmedAccount(page);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/);
    await fill(page, address);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  for (const next of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)"]) {
    test(`refuses to leave the site for ${JSON.stringify(next)}`, async ({ page, baseURL }) => {
      const address = await confirmedAccount(page);
      await page.goto(`/signin?next=${encodeURIComponent(next)}`);
      await fill(page, address);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${baseURL}/account`);
      // A signed-in visitor sent to /signin with the same next is not sent off-site either.
      await page.goto(`/signin?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(`${baseURL}/account`);
    });
  }
});

test("the Location after sign-in stays on this site, whatever next holds (the post and the signed-in visit)", async ({ page, baseURL }) => {
  test.slow();
  const address = await confirmedAccount(page);
  const origin = new URL(baseURL!).origin;
  const landsOn = (location: string | undefined) => new URL(location ?? "", `${origin}/signin`).origin;
  const tricky = ["/.//evil.example", "/a/..//evil.example", "/%2e%2e//evil.example", "/./%5Cevil.example", "/.//EVIL.example/x?y#z"];
  for (const next of tricky) {
    const posted = await postForm(page.request, "/signin", { mode: "signin", email: address, password: PASSWORD, next });
    expect(posted.status(), next).toBe(303);
    expect(landsOn(posted.headers().location), `POST next=${next} → ${posted.headers().location}`).toBe(origin);
    // Signed in now: opening /signin sends the visitor straight on.
    const visited = await page.request.get(`/signin?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
    expect(visited.status(), next).toBeGreaterThanOrEqual(300);
    expect(landsOn(visited.headers().location), `GET next=${next} → ${visited.headers().location}`).toBe(origin);
  }
});

// The states the sweep of every screen (every-screen.spec.ts) cannot reach: axe on each, both widths.
for (const { name, width, height } of WIDTHS) {
  test.describe(`account screens at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`check-email, confirm, confirmed, error and /account have no axe violations (${name})`, async ({ page }) => {
      test.slow();
      const violations = async () =>
        // The toaster is the shared one (app/ui/toaster.tsx), checked on its own by the lead:
        // sonner's red error text (#e60000 on #fff0f0, 4.3:1) is reported there.
        axeViolations(page, { exclude: "[data-sonner-toaster]" });
      const address = newEmail();
      await page.goto("/signin?mode=signup");
      await fill(page, address);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
      expect(await violations()).toEqual([]);

      await page.goto(await confirmationLink(address));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your account");
      expect(await violations()).toEqual([]);
      await confirmWithPassword(page, address);
      await expect(page.getByText(AUTH_MESSAGES.confirmed)).toBeVisible();
      expect(await violations()).toEqual([]);

      await fill(page, address, "wrong-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("status")).toHaveText(AUTH_MESSAGES.invalidCredentials);
      expect(await violations()).toEqual([]);

      await password(page).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/account$/);
      await page.goto("/account");
      await expect(page.getByText(address)).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });
}
