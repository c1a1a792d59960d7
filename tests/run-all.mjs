#!/usr/bin/env node
// `npm test`: every suite in order (lint, typecheck, unit, production build, Worker integration
// including the route actions of that build, deploy dry runs of both environments, size budget,
// security-header grade, end-to-end in Chromium with axe and the HTML checker), then one summary
// line per suite, each step's time and the spec files that took the most. With `--quick` (`npm run
// test:quick`, the loop while working): lint, typecheck, unit, the build only when older than its
// sources, and Worker integration, in the same lanes.
// Every suite runs even after another fails, so one run shows the whole picture.
// Steps run as soon as what they need is there, so both cores stay busy: lint then unit beside
// typecheck then build, and the header grade's scanner installing meanwhile; once built, the Worker
// integration suite beside the end-to-end suite and the deploy dry runs; the size budget and the
// header grade once the dry runs are done (they rewrite the build's deploy redirect for a moment).
// Each step's output is printed whole when it ends, but for the end-to-end suite's, which is shown
// as it comes.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "./perf/free-port.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const quick = process.argv.includes("--quick");
const results = `${root}test-results`;
mkdirSync(results, { recursive: true });
const env = { ...process.env, FORCE_COLOR: "0" };
/** How long each step took, by its title without the parenthesis: the summary's last line. */
const stepTimes = [];

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
      const seconds = (Date.now() - started) / 1000;
      stepTimes.push(`${title.replace(/ \(.*\)$/, "")} ${seconds.toFixed(0)} s`);
      if (!live) process.stdout.write(`\n=== ${title}: ${command} ${args.join(" ")}\n${Buffer.concat(output)}`);
      console.log(`=== ${title}: ${status === 0 ? "ok" : `exit ${status}`} in ${seconds.toFixed(1)} s`);
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

/**
 * Counts from Playwright's JSON report. A test that failed and then passed on its retry
 * (tests/playwright.config.ts) counts as passed, and is listed by title in `flaky`.
 */
function playwrightCounts(file, ok) {
  const report = readJson(file);
  if (!report?.stats) return { passed: 0, failed: 1, flaky: [] };
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (ok || unexpected ? 0 : 1), flaky: flakyTitles(report) };
}

/** The spec files that took the most test time (both workers' together), the biggest first. */
function slowestSpecs(file, count = 5) {
  const report = readJson(file);
  const time = new Map();
  const walk = (suite, spec) => {
    for (const { tests } of suite.specs ?? [])
      for (const { results } of tests ?? []) for (const { duration } of results ?? []) time.set(spec, (time.get(spec) ?? 0) + duration);
    for (const child of suite.suites ?? []) walk(child, spec);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.title);
  return [...time].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** "file › describe › title" of every test whose outcome was flaky. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === "flaky")) titles.push([...path, spec.title].join(" › "));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

const started = Date.now();
const summary = [];
const checks = [];

for (const file of ["unit.json", "integration.json", "e2e.json"]) rmSync(`${results}/${file}`, { force: true });

/** A vitest suite, its counts written to test-results/<report>.json for the summary. */
const vitest = (title, config, report) =>
  run(title, "npx", [
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${results}/${report}.json`,
  ]);

// The header grade's scanner is installed on first use (tests/perf/observatory.mjs): mostly a
// download, so it goes on beside the checks from the start rather than in the end-to-end suite's way.
const observatoryInstalled = quick
  ? null
  : run("security headers scanner (installed when missing)", "node", ["tests/perf/observatory.mjs", "--install-only"]);

const checkedLane = (async () => {
  const lintOk = await run("lint (ESLint with the import layers, Prettier, knip, references)", "npm", ["run", "--silent", "lint"]);
  return { lintOk, unitOk: await vitest("unit", "tests/vitest.unit.config.ts", "unit") };
})();
// The type check before the build: run side by side with everything else, the two took three
// times as long and the whole run a minute more (tests/perf/reports/2026-12-02-phone-layout-and-suite-time.md).
const typecheckOk = await run("typecheck", "npm", ["run", "--silent", "typecheck"]);
const built = quick
  ? await run("build (when stale)", "node", ["tests/build-if-stale.mjs"])
  : await run("build", "npm", ["run", "--silent", "build"]);

// Everything from here runs the build; a suite that could not run counts as one failure below.
const integration = built ? vitest("integration", "tests/vitest.workers.config.ts", "integration") : false;

/**
 * What only the whole run does with the build. The end-to-end suite starts at once, beside the
 * deploy dry runs: its server reads the build's own config and prepares the local database with
 * the source config (`db:prepare`), so the dry runs' rewriting of the build's deploy redirect for
 * a moment cannot reach it. The size budget and the header grade serve the build through that
 * redirect (tests/perf/preview-server.mjs), so they wait for the dry runs.
 */
async function wholeRunSteps() {
  // The end-to-end server's port, taken just before it starts: 8788 unless taken (another checkout's run), then a free one.
  env.E2E_PORT ??= String(await freePort(8788));
  const e2eOk = run("e2e", "npx", ["playwright", "test", "--config", "tests/playwright.config.ts"], { live: true });
  const deployOk = await run("deploy dry runs (workflow, production and preview)", "node", ["tests/deploy-check.mjs"]);
  const budgetOk = run("size budget", "node", ["tests/perf/budget.mjs"]);
  const observatoryOk = observatoryInstalled.then((installed) =>
    installed ? run("security headers (MDN HTTP Observatory)", "node", ["tests/perf/observatory.mjs", "--no-build"]) : false,
  );
  return { deployOk, budgetOk: await budgetOk, observatoryOk: await observatoryOk, e2eOk: await e2eOk };
}
const whole = built && !quick ? await wholeRunSteps() : null;
const { lintOk, unitOk } = await checkedLane;

checks.push(["lint", lintOk], ["typecheck", typecheckOk], ["build", built]);
if (whole) checks.push(["deploy", whole.deployOk], ["budget", whole.budgetOk], ["observatory", whole.observatoryOk]);
const e2e = quick ? null : playwrightCounts(`${results}/e2e.json`, whole?.e2eOk ?? false);
summary.push(
  ["unit", vitestCounts(`${results}/unit.json`, unitOk)],
  ["integration", vitestCounts(`${results}/integration.json`, await integration)],
);
if (e2e) summary.push(["e2e", e2e]);

console.log(`\n${quick ? "npm run test:quick" : "npm test"} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const [name, ok] of checks) console.log(`${name}: ${ok ? "ok" : "FAILED"}`);
for (const [name, { passed, failed }] of summary) console.log(`${name}: ${passed} passed, ${failed} failed`);
// Flaky tests pass the run but are named, to be fixed rather than hidden.
if (e2e) {
  console.log(`e2e flaky (passed on retry): ${e2e.flaky.length}`);
  for (const title of e2e.flaky) console.log(`  ${title}`);
  // Where the end-to-end time goes, to know what to make faster next.
  const slowest = slowestSpecs(`${results}/e2e.json`).map(([spec, ms]) => `${spec} ${(ms / 1000).toFixed(0)} s`);
  console.log(`e2e test time by spec file: ${slowest.join(", ")}`);
}
console.log(`step times: ${stepTimes.join(", ")}`);

const failed = checks.some(([, ok]) => !ok) || summary.some(([, c]) => c.failed > 0);
process.exit(failed ? 1 : 0);
