// The attempt limit around sign-in, sign-up and password-reset requests (docs/decisions/0017-accounts.md,
// 0075-self-service-account-care.md). Each attempt takes a slot from two SignInLimiter objects:
// the client's (hashed address) and the account's (hashed email address, whether or not an
// account exists, so the limit says nothing about which addresses are registered). A successful
// sign-in gives both back, so only failures count; a sign-up or a reset request keeps them,
// because it may send a mail. Reset requests count in windows of their own, so asking for a link
// never uses up the sign-ins that follow it.
import { clientAddress, clientKeyHash } from "../server/client-key.server";
import type { SignInLimitKind } from "../lib/constants";
import type { Reservation } from "../server/client-limit.server";

type AttemptEnv = Pick<Env, "SIGN_IN_LIMITER" | "CLIENT_KEY_SECRET">;

/** A password typed on /account (change it, delete the account) is a sign-in attempt for its account. */
export type AttemptKind = "sign-in" | "sign-up" | "password-reset";

export type LimitedResult = { limited: false; response: Response } | { limited: true; retryAfterSeconds: number };

/**
 * Every sign-up is answered this long after it arrived, whether the address was new (an account
 * and its credentials are written) or already registered (only a mail is queued): the answers
 * are identical, so the time must be too. Above what the slower path takes, with room for a
 * distant database.
 */
export const SIGN_UP_ANSWER_MS = 600;

/** The same for a password-reset request: an unknown address gets its answer as late as a known one (whose link is written and mailed). */
export const RESET_REQUEST_ANSWER_MS = 600;

export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
const systemClock: Clock = { now: () => performance.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** Runs `work`, then waits until `floorMs` have passed since the start, whether it succeeded or threw. */
export async function answerAfter<T>(floorMs: number, work: () => Promise<T>, clock: Clock = systemClock): Promise<T> {
  const started = clock.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (clock.now() - started);
    if (left > 0) await clock.sleep(left);
  }
}

const KINDS: readonly SignInLimitKind[] = ["client", "account"];

/** The limiter keys of one attempt: both hashed with the client-key secret, never stored raw. */
async function attemptKeys(env: AttemptEnv, request: Request, email: string, kind: AttemptKind) {
  const [client, account] = await Promise.all([
    clientKeyHash(clientAddress(request.headers), env, request.url),
    clientKeyHash(`email:${email.trim().toLowerCase()}`, env, request.url),
  ]);
  const prefix = kind === "password-reset" ? "reset-" : "";
  return { client: `${prefix}client:${client}`, account: `${prefix}account:${account}` } satisfies Record<SignInLimitKind, string>;
}

/**
 * Runs `call` (better-auth's sign-in, sign-up or reset request) if both windows have room, else answers with
 * the wait. A limiter that cannot be reached lets the attempt through (logged): the password
 * hash still makes guessing slow, and a Durable Object outage must not lock every customer out.
 */
export async function limitAttempt(
  env: AttemptEnv,
  request: Request,
  { kind, email, now = Date.now() }: { kind: AttemptKind; email: string; now?: number },
  call: () => Promise<Response>,
): Promise<LimitedResult> {
  const keys = await attemptKeys(env, request, email, kind);
  const stubs = KINDS.map((limit) => env.SIGN_IN_LIMITER.get(env.SIGN_IN_LIMITER.idFromName(keys[limit])));

  let held: Reservation[] = [];
  try {
    held = await Promise.all(stubs.map((stub, i) => stub.reserve(now, KINDS[i]!)));
  } catch (error) {
    console.error("auth: sign-in limiter unreachable, attempt allowed", error);
  }
  const release = () =>
    Promise.all(held.map((slot, i) => (slot.ok ? stubs[i]!.release(slot.token) : undefined))).catch((error) =>
      console.error("auth: could not give sign-in slots back", error),
    );

  const refused = held.filter((slot) => !slot.ok);
  if (refused.length > 0) {
    await release();
    return { limited: true, retryAfterSeconds: Math.max(...refused.map((slot) => slot.retryAfterSeconds)) };
  }

  const floor = kind === "sign-up" ? SIGN_UP_ANSWER_MS : kind === "password-reset" ? RESET_REQUEST_ANSWER_MS : 0;
  const response = floor > 0 ? await answerAfter(floor, call) : await call();
  if (kind === "sign-in" && response.ok) await release();
  return { limited: false, response };
}
