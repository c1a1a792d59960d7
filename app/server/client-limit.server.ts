// One slot of a per-client limit (app/lib/constants.ts CLIENT_LIMITS), taken before anything is
// stored. An unreachable limiter lets the request through (logged) rather than lose a lead; a
// slot is given back when what it counted could not be stored.
import type { ClientLimitKind } from "../lib/constants";

/** A limiter's answer: a slot (its token gives it back), or when the oldest slot frees up. */
export type Reservation = { ok: true; token: string } | { ok: false; retryAfterSeconds: number };

export type ClientSlot = { ok: true; release: () => Promise<void> } | { ok: false; retryAfterSeconds: number };

/** The object that counts `kind` for one client. Contact requests keep the key they always had. */
function limiterName(kind: ClientLimitKind, clientKey: string): string {
  if (kind === "contact") return clientKey;
  if (kind === "application") return `careers-apply:${clientKey}`;
  return `${kind}:${clientKey}`;
}

export async function takeClientSlot(
  env: Pick<Env, "CONTACT_LIMITER">,
  kind: ClientLimitKind,
  clientKey: string,
  now = Date.now(),
): Promise<ClientSlot> {
  const limiter = env.CONTACT_LIMITER.get(env.CONTACT_LIMITER.idFromName(limiterName(kind, clientKey)));
  let reservation: Reservation;
  try {
    reservation = await limiter.reserve(now, kind);
  } catch (error) {
    console.error(`limit: ${kind} limiter unreachable, accepting without a slot`, error);
    return { ok: true, release: async () => {} };
  }
  if (!reservation.ok) return reservation;
  const { token } = reservation;
  return {
    ok: true,
    release: () => limiter.release(token).catch((error) => console.error(`limit: could not give a ${kind} slot back`, error)),
  };
}
