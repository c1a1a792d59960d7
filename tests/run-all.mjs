#!/usr/bin/env node
// `npm test`: every suite in order (lint, typecheck, unit, production build, Worker integration
// including the route actions of that build, deploy dry runs of both environments, size budget,
// security-header grade, end-to-end in Chromium with axe and the HTML checker), then one summary
// line per suite.
// Every suite runs even after another fails, so one run shows the whole picture.
// Steps that leave a core idle run beside one another (two lanes): lint beside typecheck, unit and
// build; the deploy dry runs, size budget and header grade beside the Worker integration suite.
// A lane's output is printed whole when each of its steps ends, so nothing interleaves.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const results = `${root}test-results`;
mkdirSync(results, { recursive: true });
// Offline machines: skip miniflare's download of the Request.cf sample (it falls back anyway).
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", FORCE_COLOR: "0" };

/**
 * Runs one step. Its output is kept and printed in one block when it ends (steps in the two lanes
 * run at once), or, with `live`, shown as it comes (the end-to-end suite, which runs alone).
 */
function run(title, command, args, { live = false } = {}) {
  const started = Date.now();
  if (live) console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      if (!live) process.stdout.write(`\n=== ${title}: ${command} ${args.join(" ")}\n${Buffer.concat(output)}`);
      console.log(`=== ${title}: ${status === 0 ? "ok" : `exit ${status}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Counts from vitest's JSON report; a suite that did not report counts as one failure. */
function vitestCounts(file, ok) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  return { passed: report.numPassedTests, failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1) };
}

function playwrightCounts(file, ok) {
  const report = readJson(file);
  if (!report?.stats) return { passed: 0, failed: 1 };
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected, failed: unexpected + flaky + (ok || unexpected || flaky ? 0 : 1) };
}

const started = Date.now();
const summary = [];
const checks = [];

for (const file of ["unit.json", "integration.json", "e2e.json"]) rmSync(`${results}/${file}`, { force: true });

const [lintOk, [typecheckOk, unitOk, built]] = await Promise.all([
  run("lint (ESLint with the import layers, Prettier, knip)", "npm", ["run", "--silent", "lint"]),
  (async () => [
    await run("typecheck", "npm", ["run", "--silent", "typecheck"]),
    await run("unit", "npx", [
      "vitest",
      "run",
      "--config",
      "tests/vitest.unit.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${results}/unit.json`,
    ]),
    await run("build", "npm", ["run", "--silent", "build"]),
  ])(),
]);
checks.push(["lint", lintOk], ["typecheck", typecheckOk], ["build", built]);
summary.push(["unit", vitestCounts(`${results}/unit.json`, unitOk)]);

// The integration suite's pages project runs the server build just made.
const [integrationOk, builtChecks] = await Promise.all([
  run("integration", "npx", [
    "vitest",
    "run",
    "--config",
    "tests/vitest.workers.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${results}/integration.json`,
  ]),
  (async () =>
    built
      ? [
          ["deploy", await run("deploy dry runs (workflow, production and preview)", "node", ["tests/deploy-check.mjs"])],
          ["budget", await run("size budget", "node", ["tests/perf/budget.mjs"])],
          ["observatory", await run("security headers (MDN HTTP Observatory)", "node", ["tests/perf/observatory.mjs", "--no-build"])],
        ]
      : [])(),
]);
summary.push(["integration", vitestCounts(`${results}/integration.json`, integrationOk)]);
checks.push(...builtChecks);
if (built) {
  const e2eOk = await run("e2e", "npx", ["playwright", "test", "--config", "tests/playwright.config.ts"], { live: true });
  summary.push(["e2e", playwrightCounts(`${results}/e2e.json`, e2eOk)]);
} else {
  summary.push(["e2e", { passed: 0, failed: 1 }]);
}

console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const [name, ok] of checks) console.log(`${name}: ${ok ? "ok" : "FAILED"}`);
for (const [name, { passed, failed }] of summary) console.log(`${name}: ${passed} passed, ${failed} failed`);

const failed = checks.some(([, ok]) => !ok) || summary.some(([, c]) => c.failed > 0);
process.exit(failed ? 1 : 0);
