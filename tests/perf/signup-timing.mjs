// Sign-up timing, for `npm run bench`: the answer to a sign-up is the same for a new address and
// a registered one, and so must its timing be, or the clock tells which addresses have accounts.
// Prints the median and the 90th percentile of each over TRIES sign-ups (each from its own client
// address, so the attempt limit stays out of the way).

const TRIES = 20;
const PASSWORD = "hollow-core-16";

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** @returns {Promise<{ newAddress: number[], registered: number[] }>} milliseconds per sign-up */
export async function measureSignUps(url) {
  const run = Date.now().toString(36);
  let client = 0;
  const signUp = async (email) => {
    client += 1;
    const started = performance.now();
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: url,
        "CF-Connecting-IP": `198.18.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ email, password: PASSWORD, name: "" }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`sign-up for ${email} answered ${response.status}`);
    return performance.now() - started;
  };
  const registered = Array.from({ length: TRIES }, (_, i) => `bench-${run}-registered-${i}@example.com`);
  for (const email of registered) await signUp(email); // the accounts exist from here on
  const timings = { newAddress: [], registered: [] };
  // Interleaved, so a slow moment of the machine falls on both kinds alike.
  for (let i = 0; i < TRIES; i++) {
    timings.newAddress.push(await signUp(`bench-${run}-new-${i}@example.com`));
    timings.registered.push(await signUp(registered[i]));
  }
  return timings;
}

export function printSignUps({ newAddress, registered }) {
  const row = (label, xs) =>
    `${label.padEnd(20)} ${percentile(xs, 0.5).toFixed(0).padStart(6)} ${percentile(xs, 0.9).toFixed(0).padStart(6)}`;
  console.log(`\nsign-up answer time, ${TRIES} each, ms:`);
  console.log(`${"".padEnd(20)} ${"median".padStart(6)} ${"p90".padStart(6)}`);
  console.log(row("new address", newAddress));
  console.log(row("registered address", registered));
  const gap = percentile(newAddress, 0.5) - percentile(registered, 0.5);
  console.log(`median gap (new − registered): ${gap.toFixed(0)} ms`);
}
