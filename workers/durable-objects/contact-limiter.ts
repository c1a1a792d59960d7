// The limits per client (app/lib/constants.ts CLIENT_LIMITS): contact requests, job applications,
// page views and job-alert subscriptions. One object per kind and hashed client key is the single
// source of truth, so concurrent requests cannot slip past a limit; the sliding window itself is
// shared with the sign-in limiter (window-limiter.ts).
import { CLIENT_LIMITS, type ClientLimitKind } from "../../app/lib/constants";
import type { Reservation } from "../../app/server/client-limit.server";
import { WindowLimiter } from "./window-limiter";

export class ContactLimiter extends WindowLimiter {
  /** Takes one slot of the window that ends at `now`, or says when the oldest slot frees up. */
  reserve(now: number, kind: ClientLimitKind = "contact"): Reservation {
    return this.take(now, CLIENT_LIMITS[kind]);
  }
}
