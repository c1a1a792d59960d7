// Sign-up answers take the same time whether or not the address had an account: the answer is
// held until a fixed time after the request arrived, on success and on failure alike.
import { describe, expect, it } from "vitest";
import { answerAfter, SIGN_UP_ANSWER_MS, type Clock } from "../../app/accounts/attempts.server";

/** A clock whose time moves only when the work or the wait says so. */
function fakeClock() {
  let now = 0;
  const waits: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  };
  return { clock, waits, spend: (ms: number) => (now += ms), at: () => now };
}

describe("answerAfter: every sign-up is answered at the same moment", () => {
  it.each([
    ["a new address (three writes)", 128],
    ["a registered address (one write)", 33],
  ])("answers %s after the same time", async (_, workMs) => {
    const { clock, at, spend } = fakeClock();
    const result = await answerAfter(SIGN_UP_ANSWER_MS, async () => (spend(workMs), "answer"), clock);
    expect(result).toBe("answer");
    expect(at()).toBe(SIGN_UP_ANSWER_MS);
  });

  it("holds a failure as long as a success", async () => {
    const { clock, at, spend } = fakeClock();
    await expect(answerAfter(SIGN_UP_ANSWER_MS, async () => (spend(10), Promise.reject(new Error("D1 down"))), clock)).rejects.toThrow(
      "D1 down",
    );
    expect(at()).toBe(SIGN_UP_ANSWER_MS);
  });

  it("does not wait when the work already took longer", async () => {
    const { clock, waits, spend } = fakeClock();
    await answerAfter(SIGN_UP_ANSWER_MS, async () => spend(SIGN_UP_ANSWER_MS + 5), clock);
    expect(waits).toEqual([]);
  });
});
