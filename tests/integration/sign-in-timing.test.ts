// A failed sign-in takes the same time whether or not the address has an account: the answer is
// held until a fixed time after the request arrived. A success needs the password, so it says
// nothing about the address that the visitor did not know, and goes at once.
import { describe, expect, it } from "vitest";
import { answerAfter, SIGN_IN_FAILURE_ANSWER_MS, type Clock } from "../../app/accounts/attempts.server";
import { apiSignIn, insertAccount } from "./account-fixtures";
import { newEmail } from "./helpers";

const PASSWORD = "prestressed-98";

/** A clock whose time moves only when the work or the wait says so. */
function fakeClock() {
  let now = 0;
  const clock: Clock = { now: () => now, sleep: async (ms) => void (now += ms) };
  return { clock, spend: (ms: number) => (now += ms), at: () => now };
}

describe("answerAfter with a rule for which answers wait", () => {
  const failed = (response: Response) => !response.ok;

  it.each([
    ["a registered address (user and credentials read, then the hash)", 140],
    ["an unknown address (one read, then the hash)", 90],
  ])("holds a failure for %s until the floor", async (_, workMs) => {
    const { clock, at, spend } = fakeClock();
    const answer = await answerAfter(
      SIGN_IN_FAILURE_ANSWER_MS,
      async () => (spend(workMs), new Response(null, { status: 401 })),
      clock,
      failed,
    );
    expect(answer.status).toBe(401);
    expect(at()).toBe(SIGN_IN_FAILURE_ANSWER_MS);
  });

  it("lets a success go as soon as it is ready", async () => {
    const { clock, at, spend } = fakeClock();
    await answerAfter(SIGN_IN_FAILURE_ANSWER_MS, async () => (spend(150), new Response("{}")), clock, failed);
    expect(at()).toBe(150);
  });

  it("holds an error like a failure", async () => {
    const { clock, at } = fakeClock();
    await expect(answerAfter(SIGN_IN_FAILURE_ANSWER_MS, () => Promise.reject(new Error("D1 down")), clock, failed)).rejects.toThrow(
      "D1 down",
    );
    expect(at()).toBe(SIGN_IN_FAILURE_ANSWER_MS);
  });
});

describe("failed sign-ins through the Worker", () => {
  const timed = async (email: string, password: string) => {
    const started = Date.now();
    const res = await apiSignIn(email, password);
    return { res, ms: Date.now() - started };
  };

  it("answers a wrong password, an unknown address and an unconfirmed account no sooner than the floor", async () => {
    const known = newEmail("owner");
    const unconfirmed = newEmail("owner");
    await insertAccount(known, PASSWORD);
    await insertAccount(unconfirmed, PASSWORD, { confirmed: false });
    for (const [email, password] of [
      [known, "wrong-password"],
      [newEmail("nobody"), "wrong-password"],
      [unconfirmed, PASSWORD],
    ] as const) {
      const { res, ms } = await timed(email, password);
      expect(res.ok, email).toBe(false);
      expect(ms, email).toBeGreaterThanOrEqual(SIGN_IN_FAILURE_ANSWER_MS - 5);
    }
  });
});
