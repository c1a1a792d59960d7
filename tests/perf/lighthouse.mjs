#!/usr/bin/env node
// `npm run perf`: Lighthouse (its mobile defaults: Moto G Power emulation, simulated slow 4G)
// three times per public route of the production build, behind a proxy that compresses as the
// edge does. Prints the medians, writes every JSON report and a Markdown summary to
// tests/perf/reports/. A benchmark: low scores still exit 0; only failing to run is an error.
// Flags: --routes /a,/b (some routes), --no-build (reuse build/).
import http from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { startCompressProxy } from "./compress-proxy.mjs";
import { chromiumFlags, chromiumPath, ensureBuild, pickRoutes, publicRoutes, root, startPreview } from "./preview-server.mjs";

const RUNS = 3;
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

/** One Lighthouse run in a fresh Chromium, so no run inherits another's caches or state. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    return { lhr: result.lhr, json: result.report };
  } finally {
    chrome.kill();
  }
}

/** Bytes of the document body as the proxy sends it to a browser accepting brotli. */
function brotliDocumentBytes(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": "br" }, timeout: 10_000 }, (res) => {
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
      .filter(({ audit }) => audit.score !== null && audit.score < 1 && !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode))
      .map(({ ref, audit }) => (ref.group === "metrics" ? `${audit.title} ${audit.displayValue} (score ${audit.score})` : audit.title + detail(audit)));
    lines.push(`${category.title} ${Math.round(category.score * 100)}: ${failing.join("; ") || "no single failing audit"}`);
  }
  return lines;
}

const fmt = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const routeLabel = (row) => `${row.cells[0]}${row.validRuns < RUNS ? ` (${row.validRuns}/${RUNS} valid runs)` : ""}`;
const COLUMNS = ["Route", "Perf", "FCP s", "LCP s", "TBT ms", "CLS", "JS KiB", "HTML br KiB", "A11y", "BP", "SEO"];

function summarise(route, runs, htmlBytes) {
  const lhrs = runs.map((r) => r.lhr);
  const valid = filterToValidRuns(lhrs);
  const m = (fn) => median(valid.map(fn));
  return {
    cells: [
      route,
      fmt(m((l) => score(l, "performance")), 0),
      fmt(m((l) => numeric(l, "first-contentful-paint")) / 1000, 2),
      fmt(m((l) => numeric(l, "largest-contentful-paint")) / 1000, 2),
      fmt(m((l) => numeric(l, "total-blocking-time")), 0),
      fmt(m((l) => numeric(l, "cumulative-layout-shift")), 3),
      fmt(m(scriptBytes) / 1024, 1),
      fmt(median(htmlBytes) / 1024, 1),
      fmt(m((l) => score(l, "accessibility")), 0),
      fmt(m((l) => score(l, "best-practices")), 0),
      fmt(m((l) => score(l, "seo")), 0),
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

function markdown(rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [
    "# Lighthouse summary",
    "",
    `${new Date().toISOString()}, Lighthouse ${rows[0]?.version}, mobile defaults (simulated throttling), median of ${RUNS} runs per route,`,
    "production build in workerd behind a brotli/gzip proxy (tests/perf/compress-proxy.mjs).",
    "",
    line(COLUMNS),
    line(COLUMNS.map((_, i) => (i ? "---:" : "---"))),
    ...rows.map((r) => line(r.cells)),
    "",
    "## Below 100 (median run)",
    "",
    ...rows.flatMap((r) => [`### ${routeLabel(r)}`, "", ...(r.shortfalls.length ? r.shortfalls.map((s) => `- ${s}`) : ["- nothing: 100 everywhere"]), ""]),
  ].join("\n");
}

// Ctrl-C would otherwise leave the detached preview running: exiting runs its stop handler.
process.once("SIGINT", () => process.exit(130));

ensureBuild();
mkdirSync(REPORTS, { recursive: true });
const preview = await startPreview(8801);
let proxy;
try {
  proxy = await startCompressProxy(preview.url, 8802);
  const routes = pickRoutes(await publicRoutes(proxy.url));
  const rows = [];
  for (const route of routes) {
    const url = proxy.url + route;
    // One request first: the first hit on a fresh workerd loads modules, which no warm edge does.
    const warmup = await fetch(url);
    await warmup.arrayBuffer();
    if (!warmup.ok) throw new Error(`${route} answers HTTP ${warmup.status}: not a page to measure`);
    const runs = [];
    const htmlBytes = [];
    for (let i = 1; i <= RUNS; i++) {
      // Headless Chromium now and then loses the trace (NO_NAVSTART): such a run is retried.
      let run;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        run = await runLighthouse(url);
        if (!run.lhr.runtimeError) break;
        console.log(`${route} run ${i}/${RUNS}: ${run.lhr.runtimeError.code}${attempt < ATTEMPTS ? ", retrying" : ""}`);
      }
      writeFileSync(`${REPORTS}${slug(route)}-${i}.json`, run.json);
      runs.push(run);
      htmlBytes.push(await brotliDocumentBytes(url));
      const { lhr } = run;
      if (!lhr.runtimeError) {
        console.log(`${route} run ${i}/${RUNS}: perf ${Math.round(score(lhr, "performance"))}, LCP ${lhr.audits["largest-contentful-paint"].displayValue}`);
      }
    }
    rows.push(summarise(route, runs, htmlBytes));
  }

  console.log(`\n${textTable(rows)}\n`);
  for (const row of rows) {
    console.log(routeLabel(row));
    for (const line of row.shortfalls.length ? row.shortfalls : ["100 everywhere"]) console.log(`  ${line}`);
  }
  writeFileSync(`${REPORTS}summary.md`, markdown(rows));
  console.log(`\nreports: ${REPORTS} (summary.md and one JSON per run)`);
} finally {
  proxy?.close();
  preview.stop();
}
