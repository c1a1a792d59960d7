// The sign-in attempt limit: guessing is slowed per address and client, per client, and per
// address from everywhere, but wrong passwords typed elsewhere never keep the owner out for long.
import { describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "../../app/lib/constants";
import { apiSignIn, apiSignUp, insertAccount } from "./account-fixtures";
import { newClientIp, newEmail } from "./helpers";

const PASSWORD = "prestressed-98";
const WRONG = "wrong-password";

describe("the sign-in limit", () => {
  it("lets the owner in from a fresh client after five wrong passwords from five other clients", async () => {
    const email = newEmail("owner");
    await insertAccount(email, PASSWORD);
    for (let i = 0; i < 5; i++) expect((await apiSignIn(email, WRONG, newClientIp())).status).toBe(401);
    const owner = await apiSignIn(email, PASSWORD, newClientIp());
    expect(owner.status).toBe(200);
  });

  it(`refuses one client's guesses at one address after ${SIGN_IN_LIMITS.clientAccount.limit}, for the rest of the window`, async () => {
    const email = newEmail("owner");
    await insertAccount(email, PASSWORD);
    const guesser = newClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.clientAccount.limit; i++) expect((await apiSignIn(email, WRONG, guesser)).status).toBe(401);
    const refused = await apiSignIn(email, WRONG, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    // The right password from that client waits too; from anywhere else it is let in.
    expect((await apiSignIn(email, PASSWORD, guesser)).status).toBe(429);
    expect((await apiSignIn(email, PASSWORD, newClientIp())).status).toBe(200);
  });

  it("limits an address nobody registered the same way: the limit reveals nothing", async () => {
    const email = newEmail("nobody");
    const guesser = newClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.clientAccount.limit; i++) expect((await apiSignIn(email, WRONG, guesser)).status).toBe(401);
    expect((await apiSignIn(email, WRONG, guesser)).status).toBe(429);
  });

  it("holds guesses spread over many clients to the address's limit, whose refusal lasts at most a minute", async () => {
    const email = newEmail("owner");
    await insertAccount(email, PASSWORD);
    const statuses = await Promise.all(Array.from({ length: SIGN_IN_LIMITS.account.limit + 5 }, () => apiSignIn(email, WRONG)));
    expect(statuses.filter((res) => res.status === 401)).toHaveLength(SIGN_IN_LIMITS.account.limit);
    const refused = statuses.filter((res) => res.status === 429);
    expect(refused).toHaveLength(5);
    for (const res of refused) expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(SIGN_IN_LIMITS.account.windowMs).toBeLessThanOrEqual(60_000);
  });

  it("keeps sign-ups (each sends a mail) to their own windows: a few per address, and none taken from sign-in", async () => {
    const email = newEmail("owner");
    await insertAccount(email, PASSWORD);
    for (let i = 0; i < SIGN_IN_LIMITS.mailAccount.limit; i++) expect((await apiSignUp(email, PASSWORD, newClientIp())).status).toBe(200);
    expect((await apiSignUp(email, PASSWORD, newClientIp())).status).toBe(429);
    expect((await apiSignIn(email, PASSWORD, newClientIp())).status).toBe(200);
  });
});
