#!/usr/bin/env node
// Sign-in timing: a failed sign-in reads the same for a registered address and an unknown one,
// and so must its timing be, or the clock tells which addresses have accounts. Prints the median
// and the 90th percentile of each kind over TRIES sign-ins, each from its own client address and,
// for registered addresses, to an account of its own (so the attempt limit stays out of the way).
// `node tests/perf/signin-timing.mjs [--no-build]` runs it on the production build in workerd.
import { ensureBuild, startPreview } from "./preview-server.mjs";

const TRIES = 16;
const PASSWORD = "hollow-core-16";
const WRONG = "not-the-password";

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** @returns {Promise<Record<string, number[]>>} milliseconds per answer, by kind */
export async function measureSignIns(url) {
  const run = Date.now().toString(36);
  let client = 0;
  const post = async (path, body) => {
    client += 1;
    const started = performance.now();
    const response = await fetch(`${url}/api/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url, "CF-Connecting-IP": `198.19.${(client >> 8) & 255}.${client & 255}` },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const registered = Array.from({ length: TRIES }, (_, i) => `bench-${run}-known-${i}@example.com`);
  const unconfirmed = Array.from({ length: TRIES }, (_, i) => `bench-${run}-unconfirmed-${i}@example.com`);
  for (const email of [...registered, ...unconfirmed]) {
    const { status } = await post("/sign-up/email", { email, password: PASSWORD });
    if (status !== 200) throw new Error(`sign-up for ${email} answered ${status}`);
  }
  const kinds = {
    "registered, wrong": (i) => post("/sign-in/email", { email: registered[i], password: WRONG }),
    "unknown address": (i) => post("/sign-in/email", { email: `bench-${run}-unknown-${i}@example.com`, password: WRONG }),
    "unconfirmed, right": (i) => post("/sign-in/email", { email: unconfirmed[i], password: PASSWORD }),
  };
  const timings = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  // Interleaved, so a slow moment of the machine falls on every kind alike.
  for (let i = 0; i < TRIES; i++) {
    for (const [kind, signIn] of Object.entries(kinds)) {
      const { status, ms } = await signIn(i);
      if (status !== 401 && status !== 403) throw new Error(`${kind} sign-in answered ${status}`);
      timings[kind].push(ms);
    }
  }
  return timings;
}

export function printSignIns(timings) {
  const row = (label, xs) =>
    `${label.padEnd(20)} ${percentile(xs, 0.5).toFixed(0).padStart(6)} ${percentile(xs, 0.9).toFixed(0).padStart(6)}`;
  console.log(`\nfailed sign-in answer time, ${TRIES} each, ms:`);
  console.log(`${"".padEnd(20)} ${"median".padStart(6)} ${"p90".padStart(6)}`);
  for (const [kind, xs] of Object.entries(timings)) console.log(row(kind, xs));
  const gap = percentile(timings["registered, wrong"], 0.5) - percentile(timings["unknown address"], 0.5);
  console.log(`median gap (registered − unknown): ${gap.toFixed(0)} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.once("SIGINT", () => process.exit(130));
  ensureBuild();
  const { url, stop } = await startPreview(8804);
  try {
    printSignIns(await measureSignIns(url));
  } finally {
    stop();
  }
}
