// The sign-in limit: failed sign-in attempts, and sign-ups (each sends a mail), are
// counted per client (hashed address) and per account (hashed email address), one object per
// key. The rules live in app/lib/constants.ts; the window is the contact limiter's.
import { SIGN_IN_LIMITS } from "../app/lib/constants";
import { WindowLimiter, type Reservation } from "./window-limiter";

export type SignInLimitKind = keyof typeof SIGN_IN_LIMITS;

export class SignInLimiter extends WindowLimiter {
  reserve(now: number, kind: SignInLimitKind): Reservation {
    return this.take(now, SIGN_IN_LIMITS[kind]);
  }
}
