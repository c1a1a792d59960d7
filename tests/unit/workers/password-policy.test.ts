// The password rules (rules §5): a password being chosen has at least PASSWORD_MIN_LENGTH
// characters and is not one of the common ones; no composition rules. A password typed to sign in
// is any text up to the maximum, so accounts made under the older, shorter rule still open.
import { describe, expect, it } from "vitest";
import { changePasswordForm, resetForm } from "../../../app/accounts/account-care-schema";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "../../../app/accounts/common-passwords.server";
import { AUTH_MESSAGES, authErrorMessage } from "../../../app/accounts/messages";
import { checkSigninForm, newPasswordRule } from "../../../app/accounts/schema";
import { CARE_MESSAGES } from "../../../app/accounts/account-care";
import { PASSWORD_MIN_LENGTH } from "../../../app/lib/constants";
import { parseForm } from "../../../app/forms/parse";

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const ELEVEN = "precast-123"; // 11 characters
const TWELVE = "precast-1234";

describe("choosing a password", () => {
  it("takes 12 characters and refuses 11", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect([ELEVEN.length, TWELVE.length]).toEqual([11, 12]);
    expect(newPasswordRule().safeParse(ELEVEN).success).toBe(false);
    expect(newPasswordRule().safeParse(TWELVE)).toMatchObject({ success: true, data: TWELVE });
  });

  it("refuses a common password of 12 characters or more, whatever its letter case", () => {
    const common = newPasswordRule(isCommonPassword);
    for (const password of ["qwerty123456", "Qwerty123456", "PASSWORDPASSWORD", "1q2w3e4r5t6y"]) {
      expect(common.safeParse(password), password).toMatchObject({ success: false });
      expect(common.safeParse(password).error?.issues[0]?.message).toBe(AUTH_MESSAGES.passwordCommon);
    }
    expect(common.safeParse("prestressed-98").success).toBe(true);
  });

  it("asks for no particular kinds of characters", () => {
    for (const password of ["aaaaaaaaaaab", "twelve words", "ñandú-ñandú-ñ", "            x"]) {
      expect(newPasswordRule(isCommonPassword).safeParse(password).success, password).toBe(true);
    }
  });

  it("holds sign-up, reset and change to the rule", () => {
    expect(checkSigninForm(post({ mode: "signup", email: "ana@example.com", password: ELEVEN }))).toEqual({
      password: AUTH_MESSAGES.passwordShort,
    });
    expect(checkSigninForm(post({ mode: "signup", email: "ana@example.com", password: TWELVE }))).toEqual({});
    expect(parseForm(resetForm, post({ token: "abcdefgh", password: ELEVEN }))).toMatchObject({
      fieldErrors: { password: AUTH_MESSAGES.passwordShort },
    });
    expect(parseForm(changePasswordForm, post({ currentPassword: "old-6c", newPassword: ELEVEN }))).toMatchObject({
      fieldErrors: { newPassword: AUTH_MESSAGES.passwordShort },
    });
    expect(parseForm(changePasswordForm, post({ currentPassword: "old-6c", newPassword: TWELVE })).ok).toBe(true);
  });

  it("says the length the rule asks, and gives better-auth's refusal of a common one in the same words", () => {
    expect(AUTH_MESSAGES.passwordShort).toContain(String(PASSWORD_MIN_LENGTH));
    expect(authErrorMessage("PASSWORD_COMMON", "signup")).toBe(AUTH_MESSAGES.passwordCommon);
  });
});

describe("typing a password to sign in", () => {
  it("takes an older account's 6 characters, and asks for something when nothing is typed", () => {
    expect(checkSigninForm(post({ mode: "signin", email: "ana@example.com", password: "abc123" }))).toEqual({});
    expect(checkSigninForm(post({ email: "ana@example.com", password: "abc123" }))).toEqual({});
    expect(checkSigninForm(post({ mode: "signin", email: "ana@example.com", password: "" }))).toEqual({
      password: CARE_MESSAGES.passwordRequired,
    });
  });
});

describe("the common-password list", () => {
  it("holds only entries a 12-character rule would otherwise let through, lowercased", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(500);
    expect(isCommonPassword("administrator")).toBe(true);
    expect(isCommonPassword("password")).toBe(false); // too short to be chosen anyway
  });
});
