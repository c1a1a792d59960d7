// One slot of a per-client limit (app/lib/constants.ts CLIENT_LIMITS), taken before anything is
// stored. An unreachable limiter lets the request through (logged) rather than lose a lead; a
// slot is given back when what it counted could not be stored.
import type { ClientLimitKind } from "../lib/constants";
import { clientKeyHash } from "./client-key.server";
import { SecretMissingError } from "./secret.server";

/** A limiter's answer: a slot (its token gives it back), or when the oldest slot frees up. */
export type Reservation = { ok: true; token: string } | { ok: false; retryAfterSeconds: number };

/** Why no slot: the outcome a service answers with as it is. */
type NoSlot = { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "unavailable" };

export type ClientSlot = { ok: true; clientKey: string; release: () => Promise<void> } | { ok: false; outcome: NoSlot };

/** Who is asking: the address Cloudflare saw, and the URL asked for (localhost may go without secrets). */
export type Client = { ip: string | null; url: URL | string };

/** The object that counts `kind` for one client. Contact requests keep the key they always had. */
function limiterName(kind: ClientLimitKind, clientKey: string): string {
  if (kind === "contact") return clientKey;
  if (kind === "application") return `careers-apply:${clientKey}`;
  return `${kind}:${clientKey}`;
}

export async function takeClientSlot(
  env: Pick<Env, "CONTACT_LIMITER" | "CLIENT_KEY_SECRET">,
  kind: ClientLimitKind,
  client: Client,
  now = Date.now(),
): Promise<ClientSlot> {
  let clientKey: string;
  try {
    clientKey = await clientKeyHash(client.ip, env, client.url);
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
    console.error(`limit: ${kind} refused:`, error.message);
    return { ok: false, outcome: { kind: "unavailable" } };
  }
  const limiter = env.CONTACT_LIMITER.get(env.CONTACT_LIMITER.idFromName(limiterName(kind, clientKey)));
  let reservation: Reservation;
  try {
    reservation = await limiter.reserve(now, kind);
  } catch (error) {
    console.error(`limit: ${kind} limiter unreachable, accepting without a slot`, error);
    return { ok: true, clientKey, release: async () => {} };
  }
  if (!reservation.ok) return { ok: false, outcome: { kind: "rate-limited", retryAfterSeconds: reservation.retryAfterSeconds } };
  const { token } = reservation;
  return {
    ok: true,
    clientKey,
    release: () => limiter.release(token).catch((error) => console.error(`limit: could not give a ${kind} slot back`, error)),
  };
}
