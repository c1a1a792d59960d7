// The /account loader and action (docs/decisions/0001-product-resolutions.md: the signed-in email and a Sign out button;
// anonymous visitors go to /signin?next=/account). Signing out deletes the session row in D1,
// so the old cookie is worthless even if something kept a copy.
import { data, redirect } from "react-router";
import { authFor } from "../auth.server";
import { SecretMissingError } from "../../server/secret.server";
import { CLEAR_SIGNED_IN_HINT, SIGNED_IN_HINT } from "../hint";
import { signinHref } from "../next-path";
import { pageSession } from "../session.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { localeOf, localePath } from "../../lib/locale";

const ACCOUNT_PATH = "/account";

export async function accountLoader(request: Request) {
  const session = await pageSession(request);
  // To the sign-in page in this page's language, and back here afterwards.
  const locale = localeOf(new URL(request.url).pathname);
  if (!session.email) {
    throw redirect(localePath(locale, signinHref("signin", localePath(locale, ACCOUNT_PATH))), { headers: session.headers });
  }
  return data({ email: session.email }, { headers: session.headers });
}

export async function accountAction(request: Request) {
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.personal });
  try {
    const answer = await authFor(request).api.signOut({ headers: request.headers, asResponse: true });
    for (const line of answer.headers.getSetCookie()) headers.append("Set-Cookie", line);
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
  }
  // Whatever better-auth said (a session already gone, say), the browser forgets the hint.
  if (!headers.getSetCookie().some((line) => line.startsWith(`${SIGNED_IN_HINT}=`))) {
    headers.append("Set-Cookie", CLEAR_SIGNED_IN_HINT);
  }
  return redirect(localePath(localeOf(new URL(request.url).pathname), "/"), { status: 303, headers });
}
