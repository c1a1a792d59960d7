// @first-load-shell
// The signed-in hint (docs/decisions/0017-accounts.md): a non-HttpOnly cookie holding only "1",
// set and cleared with the session. Pages stay identical for everyone (and cacheable); the
// header reads the hint after hydration to point Account at /account. It grants nothing: the
// session cookie, which scripts cannot read, is what the server checks.
export const SIGNED_IN_HINT = "mm_signed_in";

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${SIGNED_IN_HINT}=1`);
}

/** The Set-Cookie line that removes the hint (its attributes match the ones it was set with). */
export const CLEAR_SIGNED_IN_HINT = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
