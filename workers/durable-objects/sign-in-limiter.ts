// The sign-in limit: one object per key (a hashed client, a hashed email address, or both
// together; app/accounts/attempts.server.ts chooses the keys), counting failed sign-ins, sign-ups
// and reset requests by the rule the caller names. The rules live in app/lib/constants.ts; the
// window is the contact limiter's.
import { SIGN_IN_LIMITS, type SignInLimitKind } from "../../app/lib/constants";
import type { Reservation } from "../../app/server/client-limit.server";
import { WindowLimiter } from "./window-limiter";

export class SignInLimiter extends WindowLimiter {
  reserve(now: number, kind: SignInLimitKind): Reservation {
    return this.take(now, SIGN_IN_LIMITS[kind]);
  }
}
