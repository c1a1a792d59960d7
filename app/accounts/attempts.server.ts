// The attempt limit around sign-in, sign-up and password-reset requests (docs/decisions/0017-accounts.md,
// 0075-self-service-account-care.md), in SignInLimiter objects keyed by hashes (the client's
// address, the email address whether or not an account uses it: the limit says nothing about
// which addresses are registered). A sign-in takes a slot per client, per client and address, and
// per address from every client (app/lib/constants.ts SIGN_IN_LIMITS); a success gives them back,
// so only failures count. A sign-up or a reset request may send a mail: it keeps its slots, per
// client and per address, in windows of its kind, so asking for a link never uses up sign-ins.
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

/**
 * A failed sign-in is answered this long after it arrived, whatever failed: a registered address
 * costs more reads than an unknown one (its credentials), an unconfirmed one writes a mail. A
 * success goes at once: it needs the password, so its timing tells nothing new.
 */
export const SIGN_IN_FAILURE_ANSWER_MS = 600;

export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
const systemClock: Clock = { now: () => performance.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/**
 * Runs `work`, then waits until `floorMs` have passed since the start: always when it threw, and
 * when it answered, for the answers `holds` picks (every one unless told).
 */
export async function answerAfter<T>(
  floorMs: number,
  work: () => Promise<T>,
  clock: Clock = systemClock,
  holds: (answer: T) => boolean = () => true,
): Promise<T> {
  const started = clock.now();
  const wait = async () => {
    const left = floorMs - (clock.now() - started);
    if (left > 0) await clock.sleep(left);
  };
  let answer: T;
  try {
    answer = await work();
  } catch (error) {
    await wait();
    throw error;
  }
  if (holds(answer)) await wait();
  return answer;
}

/** How long each kind's answers wait, and which of them. */
const FLOORS: Record<AttemptKind, { ms: number; holds: (response: Response) => boolean }> = {
  "sign-in": { ms: SIGN_IN_FAILURE_ANSWER_MS, holds: (response) => !response.ok },
  "sign-up": { ms: SIGN_UP_ANSWER_MS, holds: () => true },
  "password-reset": { ms: RESET_REQUEST_ANSWER_MS, holds: () => true },
};

/** The windows one attempt of each kind takes, each with the key it counts under. */
type Slot = { rule: SignInLimitKind; key: string };

/** The limiter keys of one attempt: hashed with the client-key secret, never stored raw. */
async function attemptSlots(env: AttemptEnv, request: Request, email: string, kind: AttemptKind): Promise<Slot[]> {
  const [client, account] = await Promise.all([
    clientKeyHash(clientAddress(request.headers), env, request.url),
    clientKeyHash(`email:${email.trim().toLowerCase()}`, env, request.url),
  ]);
  if (kind === "sign-in") {
    return [
      { rule: "client", key: `client:${client}` },
      { rule: "clientAccount", key: `client-account:${client}:${account}` },
      { rule: "account", key: `account:${account}` },
    ];
  }
  const prefix = kind === "password-reset" ? "reset" : "sign-up";
  return [
    { rule: "mailClient", key: `${prefix}-client:${client}` },
    { rule: "mailAccount", key: `${prefix}-account:${account}` },
  ];
}

/**
 * Runs `call` (better-auth's sign-in, sign-up or reset request) if every window has room, else answers with
 * the wait. A limiter that cannot be reached lets the attempt through (logged): the password
 * hash still makes guessing slow, and a Durable Object outage must not lock every customer out.
 */
export async function limitAttempt(
  env: AttemptEnv,
  request: Request,
  { kind, email, now = Date.now() }: { kind: AttemptKind; email: string; now?: number },
  call: () => Promise<Response>,
): Promise<LimitedResult> {
  const slots = await attemptSlots(env, request, email, kind);
  const stubs = slots.map((slot) => env.SIGN_IN_LIMITER.get(env.SIGN_IN_LIMITER.idFromName(slot.key)));

  let held: Reservation[] = [];
  try {
    held = await Promise.all(stubs.map((stub, i) => stub.reserve(now, slots[i]!.rule)));
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

  const floor = FLOORS[kind];
  const response = await answerAfter(floor.ms, call, systemClock, floor.holds);
  if (kind === "sign-in" && response.ok) await release();
  return { limited: false, response };
}
