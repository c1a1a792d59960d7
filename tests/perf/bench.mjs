#!/usr/bin/env node
// `npm run bench`: throughput and latency of a repeat request for a page (served from the edge
// cache once it has been rendered) against a static file served by the same Worker, on the
// production build in workerd. The ratio shows what a page costs beyond the Worker's overhead. Both pass through vite preview's Node front, so
// absolute figures are far below the edge's. Then the time a sign-up takes to answer, for a new
// address and a registered one. Flags: --duration N (seconds, default 10), --no-build.
import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import { ensureBuild, root, startPreview } from "./preview-server.mjs";
import { measureSignUps, printSignUps } from "./signup-timing.mjs";

const CONNECTIONS = 10;
const WARMUP_S = 2;
const i = process.argv.indexOf("--duration");
const duration = i === -1 ? 10 : Number(process.argv[i + 1]);
if (!(duration > 0 && duration <= 300)) {
  console.error("bench: --duration takes a number of seconds, up to 300");
  process.exit(2);
}

const run = (url, seconds) => autocannon({ url, connections: CONNECTIONS, duration: seconds });

// Ctrl-C would otherwise leave the detached preview running: exiting runs its stop handler.
process.once("SIGINT", () => process.exit(130));

ensureBuild();
// A hashed file, so it is the real immutable asset; the stylesheet is close in size to a page.
// Listed after the build, whose hashes it must match.
const assets = readdirSync(`${root}build/client/assets`);
const asset = assets.find((f) => f.endsWith(".css")) ?? assets.find((f) => f.startsWith("entry.client-"));

const { url, stop } = await startPreview(8803);
try {
  const targets = [
    { label: "page /", path: "/" },
    { label: "page /products/hollow-core", path: "/products/hollow-core" },
    { label: `static /assets/${asset}`, path: `/assets/${asset}` },
  ];
  for (const target of targets) {
    // Warm-up: first requests load modules and fill caches, which a live Worker has done already.
    await run(url + target.path, WARMUP_S);
    target.cache = (await fetch(url + target.path)).headers.get("X-Cache") ?? "-";
    const result = await run(url + target.path, duration);
    target.rps = result.requests.total / result.duration;
    target.p50 = result.latency.p50;
    target.p99 = result.latency.p99;
    target.failed = result.non2xx + result.errors;
    target.kib = result.throughput.total / result.requests.total / 1024;
  }

  console.log(`\nautocannon, ${CONNECTIONS} connections, ${duration} s each after ${WARMUP_S} s warm-up, ${url}\n`);
  const cols = ["target", "req/s", "p50 ms", "p99 ms", "KiB/resp*", "non-2xx+errors"];
  const rows = targets.map((t) => [t.label, t.rps.toFixed(0), String(t.p50), String(t.p99), t.kib.toFixed(1), String(t.failed)]);
  const widths = cols.map((c, n) => Math.max(c.length, ...rows.map((r) => r[n].length)));
  for (const r of [cols, ...rows]) console.log(r.map((c, n) => (n ? c.padStart(widths[n]) : c.padEnd(widths[n]))).join("  "));

  console.log("* bytes read per response, headers included");
  const still = targets.at(-1);
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : "n/a");
  console.log("");
  for (const t of targets.slice(0, -1)) {
    console.log(`page/static for ${t.path}: req/s ${ratio(t.rps, still.rps)}, p50 ${ratio(t.p50, still.p50)} (X-Cache ${t.cache})`);
  }
  if (targets.some((t) => t.failed)) console.log("\nwarning: some requests failed (non-2xx or errors): figures are suspect");

  printSignUps(await measureSignUps(url));
} finally {
  stop();
}
