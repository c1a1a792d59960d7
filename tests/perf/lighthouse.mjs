#!/usr/bin/env node
// `npm run perf`: Lighthouse (its mobile defaults: Moto G Power emulation, simulated slow 4G)
// three times per route of the production build, served as the edge serves it: TLS, HTTP/2 and
// text compressed (tests/perf/edge-proxy.mjs). Each route is measured twice: as it is, and as its
// floor, the same page with every script removed (what HTML and CSS alone paint). Prints the
// medians, writes every JSON report and a Markdown summary to tests/perf/reports/. A benchmark:
// low scores still exit 0; only failing to run is an error.
// Each run is simulated twice from the same trace: with Lighthouse's fixed 4x CPU slowdown, and with
// the slowdown calibrated to this machine's speed as measured in that run (docs/decisions/0057).
// Each run of a route is followed by the same run of its floor, so both see the machine as it is at
// that moment; the tables give TBT, FCP and LCP also as the median of those paired differences.
// Then, in Playwright's Chromium (tests/perf/interactions.mjs): the first effective tap on Menu at
// a 4x CPU slowdown, and a hovered link's click to the next page's first paint with and without
// speculation rules. Every server (preview, proxies) takes a free port.
// Flags: --routes /a,/b (default: the six pages the edge targets are set on), --all (every public
// route), --runs N (default 5), --no-build (reuse build/), --no-interactions, --slowdowns 1,2 (the same runs also
// simulated at these fixed CPU slowdowns, one more table each: how a faster or slower machine would
// see the same loads; docs/decisions/0059), --applied (throttle the load itself, Lighthouse's
// "devtools" method, instead of simulating it: the network's order as a phone meets it, such as a
// fetch that waits for the stylesheet, which the simulation does not show).
import https from "node:https";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { startEdgeProxy, trustCertificateFlag } from "./edge-proxy.mjs";
import { freePort } from "./free-port.mjs";
import { INTERACTION_ALIGNMENT, INTERACTION_COLUMNS, interactionCells, measureInteractions } from "./interactions.mjs";
import { chromiumFlags, chromiumPath, ensureBuild, pickRoutes, publicRoutes, root, startPreview } from "./preview-server.mjs";

const runsFlag = process.argv.indexOf("--runs");
const RUNS = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1]);
const slowdownsFlag = process.argv.indexOf("--slowdowns");
const EXTRA_SLOWDOWNS = slowdownsFlag === -1 ? [] : (process.argv[slowdownsFlag + 1] ?? "").split(",").map(Number);
if (!EXTRA_SLOWDOWNS.every((slowdown) => slowdown >= 1 && slowdown <= 20)) {
  console.error("perf: --slowdowns takes a comma-separated list of CPU slowdowns from 1 to 20");
  process.exit(2);
}
const APPLIED = process.argv.includes("--applied");
const METHOD = APPLIED ? { throttlingMethod: "devtools" } : {};
const TARGET_ROUTES = ["/", "/products", "/products/hollow-core", "/projects", "/careers", "/contact"];
const ATTEMPTS = 3;
const RUN_TIMEOUT_MS = 120_000;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const REPORTS = `${root}tests/perf/reports/`;

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!v.length) return NaN;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const slug = (route) => route.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Lighthouse's 4x CPU slowdown turns a high-end desktop (benchmark index 1500-2000, 1750 in the
 * middle) into the mid-tier phone it emulates: that phone is worth 1750 / 4 on the same scale.
 * A machine of another speed reaches the same phone with its own index divided by this.
 */
const EMULATED_PHONE_INDEX = 1750 / 4;
const DEFAULT_SLOWDOWN = 4;

/**
 * What each run is simulated at beyond the default, in order, each named as its report file is: the
 * slowdown calibrated to the run (no fixed `slowdown`), then each of --slowdowns. Each gets a table.
 */
const FURTHER = APPLIED
  ? []
  : [
      {
        name: "calibrated",
        note: "The same runs, simulated with the CPU slowdown that takes this machine to Lighthouse's emulated phone.",
      },
      ...EXTRA_SLOWDOWNS.map((slowdown) => ({
        name: `at-${slowdown}x`,
        slowdown,
        title: `a fixed ${slowdown}x CPU slowdown (--slowdowns)`,
      })),
    ];

/**
 * One Lighthouse run in a fresh Chromium, so no run inherits another's caches or state. The page is
 * loaded once (simulated throttling records it unthrottled); the saved trace is then simulated with
 * the default slowdown and with the one calibrated to the benchmark index Lighthouse measured
 * before that very load, then at each of --slowdowns.
 */
async function runLighthouse(url) {
  const artifacts = mkdtempSync(join(tmpdir(), "mm-lighthouse-"));
  // The proxy's certificate is made for the run: the browser is told to accept it.
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags, trustCertificateFlag()] });
  try {
    await withTimeout(
      lighthouse(url, { port: chrome.port, gatherMode: artifacts, logLevel: "error", onlyCategories: CATEGORIES, ...METHOD }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
  } finally {
    chrome.kill();
  }
  try {
    const saved = JSON.parse(readFileSync(`${artifacts}/artifacts.json`, "utf8"));
    const benchmarkIndex = saved.BenchmarkIndex;
    const slowdown = Number.isFinite(benchmarkIndex)
      ? Math.max(1, Math.round((benchmarkIndex / EMULATED_PHONE_INDEX) * 10) / 10)
      : DEFAULT_SLOWDOWN;
    /** The saved load simulated with `slowdown` (the settings travel with the artifacts and must match). */
    const simulate = async (slowdown) => {
      const throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier: slowdown };
      writeFileSync(`${artifacts}/artifacts.json`, JSON.stringify({ ...saved, settings: { ...saved.settings, throttling } }));
      const result = await lighthouse(url, { auditMode: artifacts, logLevel: "error", onlyCategories: CATEGORIES, ...METHOD, throttling });
      return { lhr: result.lhr, json: result.report };
    };
    const run = { ...(await simulate(DEFAULT_SLOWDOWN)), benchmarkIndex, further: [] };
    for (const { name, slowdown: fixed = slowdown } of FURTHER) run.further.push({ name, slowdown: fixed, ...(await simulate(fixed)) });
    return run;
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

/** Bytes of the document body as the proxy sends it to a browser accepting brotli. */
function brotliDocumentBytes(url) {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { headers: { "accept-encoding": "br" }, timeout: 10_000, rejectUnauthorized: false }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => (res.headers["content-encoding"] === "br" ? resolve(bytes) : reject(new Error(`${url} not brotli`))));
    });
    req.on("timeout", () => req.destroy(new Error(`${url} timed out`)));
    req.on("error", reject);
  });
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr, category) => (lhr.categories[category]?.score ?? NaN) * 100;
const scriptBytes = (lhr) =>
  lhr.audits["resource-summary"]?.details?.items.find((item) => item.resourceType === "script")?.transferSize ?? NaN;

// The issue types say what the browser complained about; the title alone does not.
const detail = (audit) =>
  audit.id === "inspector-issues"
    ? ` (${audit.details.items.map((item) => item.issueType).join(", ")})`
    : audit.displayValue
      ? ` (${audit.displayValue})`
      : "";

/** What costs the median run points: metrics below full score, then failing audits per category. */
function shortfalls(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    const failing = category.auditRefs
      .filter((ref) => ref.group !== "hidden")
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit.score !== null && audit.score < 1 && !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode),
      )
      .map(({ ref, audit }) =>
        ref.group === "metrics" ? `${audit.title} ${audit.displayValue} (score ${audit.score})` : audit.title + detail(audit),
      );
    lines.push(`${category.title} ${Math.round(category.score * 100)}: ${failing.join("; ") || "no single failing audit"}`);
  }
  return lines;
}

const fmt = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const routeLabel = (row) => `${row.cells[0]}${row.validRuns < RUNS ? ` (${row.validRuns}/${RUNS} valid runs)` : ""}`;
const COLUMNS = [
  "Route",
  "Perf",
  "FCP s",
  "LCP s",
  "TBT ms",
  "CLS",
  "JS KiB",
  "HTML br KiB",
  "A11y",
  "BP",
  "SEO",
  "Floor perf",
  "Floor FCP s",
  "Floor LCP s",
  "TBT over floor ms",
  "FCP over floor s",
  "LCP over floor s",
];

/** Median of the paired differences run i minus floor run i (both valid), for `fn`. */
function overFloor(runs, floorRuns, fn) {
  const valid = (r) => r && !r.lhr.runtimeError;
  return median(runs.map((run, i) => (valid(run) && valid(floorRuns[i]) ? fn(run.lhr) - fn(floorRuns[i].lhr) : NaN)));
}

function summarise(route, runs, htmlBytes, floorRuns) {
  const lhrs = runs.map((r) => r.lhr);
  const valid = filterToValidRuns(lhrs);
  const m = (fn) => median(valid.map(fn));
  const floor = filterToValidRuns(floorRuns.map((r) => r.lhr));
  const f = (fn) => median(floor.map(fn));
  return {
    cells: [
      route,
      fmt(
        m((l) => score(l, "performance")),
        0,
      ),
      fmt(m((l) => numeric(l, "first-contentful-paint")) / 1000, 2),
      fmt(m((l) => numeric(l, "largest-contentful-paint")) / 1000, 2),
      fmt(
        m((l) => numeric(l, "total-blocking-time")),
        0,
      ),
      fmt(
        m((l) => numeric(l, "cumulative-layout-shift")),
        3,
      ),
      fmt(m(scriptBytes) / 1024, 1),
      fmt(median(htmlBytes) / 1024, 1),
      fmt(
        m((l) => score(l, "accessibility")),
        0,
      ),
      fmt(
        m((l) => score(l, "best-practices")),
        0,
      ),
      fmt(
        m((l) => score(l, "seo")),
        0,
      ),
      fmt(
        f((l) => score(l, "performance")),
        0,
      ),
      fmt(f((l) => numeric(l, "first-contentful-paint")) / 1000, 2),
      fmt(f((l) => numeric(l, "largest-contentful-paint")) / 1000, 2),
      fmt(
        overFloor(runs, floorRuns, (l) => numeric(l, "total-blocking-time")),
        0,
      ),
      fmt(overFloor(runs, floorRuns, (l) => numeric(l, "first-contentful-paint")) / 1000, 2),
      fmt(overFloor(runs, floorRuns, (l) => numeric(l, "largest-contentful-paint")) / 1000, 2),
    ],
    shortfalls: valid.length ? shortfalls(computeMedianRun(valid)) : lhrs.map((l) => `run failed: ${l.runtimeError?.message}`),
    validRuns: valid.length,
    version: lhrs[0].lighthouseVersion,
  };
}

function textTable(rows) {
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => r.cells[i].length)));
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  return [line(COLUMNS), ...rows.map((r) => line(r.cells))].join("\n");
}

/** The summary: the default slowdown's table, then each further simulation's (`title`, `rows`, `note`). */
function markdown(rows, furtherTables, interactions) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const table = (list) => [line(COLUMNS), line(COLUMNS.map((_, i) => (i ? "---:" : "---"))), ...list.map((r) => line(r.cells))];
  return [
    "# Lighthouse summary",
    "",
    `${new Date().toISOString()}, Lighthouse ${rows[0]?.version}, mobile defaults (${APPLIED ? "throttling applied to the load, --applied" : "simulated throttling"}), median of ${RUNS} runs per route,`,
    "production build in workerd behind a TLS + HTTP/2 proxy that compresses text as the edge does (tests/perf/edge-proxy.mjs);",
    'the floor is the same page with every script removed, measured right after each run of the page; "over floor" is the median of those paired differences.',
    "",
    `## Default ${DEFAULT_SLOWDOWN}x CPU slowdown`,
    "",
    ...table(rows),
    "",
    ...furtherTables.flatMap(({ title, rows, note }) => [
      `## ${title[0].toUpperCase()}${title.slice(1)}`,
      "",
      ...(note ? [note, ""] : []),
      ...table(rows),
      "",
    ]),
    ...(interactions.length
      ? [
          "## Interactions (Playwright's Chromium, not Lighthouse)",
          "",
          `Medians of ${RUNS} runs. Menu: a 390 px touch phone at a 4x CPU slowdown taps the button named Menu every 50 ms from navigation start until the menu shows (ms after navigation start, and after FCP), on the page and on its script-free floor. A tap is a press and its release sent straight to the page, not DevTools' touch events, which wait for a new frame; it does nothing until a frame has drawn the header's buttons. Click to paint: at 1280 px, a hover of 400 ms on the page's first link to another page, then a click, to that page's first paint, with the page's speculation rules and with the element stripped.`,
          "",
          line(INTERACTION_COLUMNS),
          line(INTERACTION_ALIGNMENT),
          ...interactions.map((row) => line(interactionCells(row, RUNS))),
          "",
        ]
      : []),
    "## Below 100 (median run, default slowdown)",
    "",
    ...rows.flatMap((r) => [
      `### ${routeLabel(r)}`,
      "",
      ...(r.shortfalls.length ? r.shortfalls.map((s) => `- ${s}`) : ["- nothing: 100 everywhere"]),
      "",
    ]),
  ].join("\n");
}

// Ctrl-C would otherwise leave the detached preview running: exiting runs its stop handler.
process.once("SIGINT", () => process.exit(130));

/** Run `i` of `url`, retried when headless Chromium loses the trace (NO_NAVSTART); its reports written. */
async function measureOnce(url, label, reportName, i) {
  let run;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    run = await runLighthouse(url);
    if (!run.lhr.runtimeError) break;
    console.log(`${label} run ${i}/${RUNS}: ${run.lhr.runtimeError.code}${attempt < ATTEMPTS ? ", retrying" : ""}`);
  }
  writeFileSync(`${REPORTS}${reportName}-${i}.json`, run.json);
  for (const { name, json } of run.further) writeFileSync(`${REPORTS}${reportName}-${i}-${name}.json`, json);
  if (!run.lhr.runtimeError) {
    const line = ({ lhr }) => {
      const metric = (id) => lhr.audits[id].displayValue;
      return `perf ${Math.round(score(lhr, "performance"))}, FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}`;
    };
    console.log(
      `${label} run ${i}/${RUNS}: ${line(run)}; benchmark index ${Math.round(run.benchmarkIndex)}` +
        run.further.map((further) => `; at ${further.slowdown}x: ${line(further)}`).join(""),
    );
  }
  return run;
}

/** RUNS runs of a route, each followed by the same run of its floor. */
async function measure(route, pageUrl, floorUrl) {
  const runs = [];
  const floorRuns = [];
  for (let i = 1; i <= RUNS; i++) {
    runs.push(await measureOnce(pageUrl, route, slug(route), i));
    floorRuns.push(await measureOnce(floorUrl, `${route} (floor)`, `${slug(route)}-floor`, i));
  }
  return { runs, floorRuns };
}

ensureBuild();
mkdirSync(REPORTS, { recursive: true });
const preview = await startPreview();
let proxy;
let floorProxy;
try {
  proxy = await startEdgeProxy(preview.url, await freePort(8802));
  floorProxy = await startEdgeProxy(preview.url, await freePort(8806), { floor: true });
  const routes = process.argv.includes("--all") ? await publicRoutes(preview.url) : pickRoutes(TARGET_ROUTES);
  const measured = [];
  for (const route of routes) {
    // One request first: the first hit on a fresh workerd loads modules, which no warm edge does.
    const warmup = await fetch(preview.url + route);
    await warmup.arrayBuffer();
    if (!warmup.ok) throw new Error(`${route} answers HTTP ${warmup.status}: not a page to measure`);
    const { runs, floorRuns } = await measure(route, proxy.url + route, floorProxy.url + route);
    measured.push({ route, runs, floorRuns, htmlBytes: [await brotliDocumentBytes(proxy.url + route)] });
  }
  const rows = measured.map(({ route, runs, floorRuns, htmlBytes }) => summarise(route, runs, htmlBytes, floorRuns));
  const further = (runs, n) => runs.map((run) => run.further[n]);
  // The calibrated table is titled by the slowdowns its own runs were simulated at.
  const furtherTables = FURTHER.map(({ title, note }, n) => {
    const slowdowns = measured.flatMap(({ runs, floorRuns }) => further([...runs, ...floorRuns], n).map((run) => run.slowdown));
    return {
      title:
        title ??
        `the CPU slowdown calibrated to this machine, ${Math.min(...slowdowns)}x to ${Math.max(...slowdowns)}x (benchmark index / ${EMULATED_PHONE_INDEX})`,
      note,
      rows: measured.map(({ route, runs, floorRuns, htmlBytes }) => summarise(route, further(runs, n), htmlBytes, further(floorRuns, n))),
    };
  });

  const interactions = process.argv.includes("--no-interactions") ? [] : await measureInteractions(proxy.url, floorProxy.url, routes, RUNS);

  console.log(`\nWith Lighthouse's default ${DEFAULT_SLOWDOWN}x CPU slowdown:\n${textTable(rows)}\n`);
  for (const { title, rows } of furtherTables) console.log(`With ${title}:\n${textTable(rows)}\n`);
  for (const row of rows) {
    console.log(routeLabel(row));
    for (const line of row.shortfalls.length ? row.shortfalls : ["100 everywhere"]) console.log(`  ${line}`);
  }
  if (interactions.length)
    console.log(
      `\nInteractions (medians):\n${[INTERACTION_COLUMNS, ...interactions.map((row) => interactionCells(row, RUNS))].map((cells) => cells.join("  |  ")).join("\n")}`,
    );
  writeFileSync(`${REPORTS}summary.md`, markdown(rows, furtherTables, interactions));
  console.log(`\nreports: ${REPORTS} (summary.md and one JSON per run)`);
} finally {
  proxy?.close();
  floorProxy?.close();
  preview.stop();
}
