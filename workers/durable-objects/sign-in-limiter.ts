// The sign-in limit: failed sign-in attempts, and sign-ups (each sends a mail), are
// counted per client (hashed address) and per account (hashed email address), one object per
// key. The rules live in app/lib/constants.ts; the window is the contact limiter's.
import { SIGN_IN_LIMITS, type SignInLimitKind } from "../../app/lib/constants";
import type { Reservation } from "../../app/server/client-limit.server";
import { WindowLimiter } from "./window-limiter";

export class SignInLimiter extends WindowLimiter {
  reserve(now: number, kind: SignInLimitKind): Reservation {
    return this.take(now, SIGN_IN_LIMITS[kind]);
  }
}
