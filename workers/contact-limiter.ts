// The contact limit (spec §5, DECISIONS.md): at most CONTACT_LIMIT accepted submissions per
// CONTACT_WINDOW_MS per client. One object per hashed client key is the single source of truth;
// the sliding window itself is shared with the sign-in limiter (window-limiter.ts).
import { CONTACT_LIMIT, CONTACT_WINDOW_MS } from "../app/lib/constants";
import { WindowLimiter, type Reservation } from "./window-limiter";

export type { Reservation };

export class ContactLimiter extends WindowLimiter {
  /** Takes one slot of the window that ends at `now`, or says when the oldest slot frees up. */
  reserve(now: number): Reservation {
    return this.take(now, { limit: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS });
  }
}
