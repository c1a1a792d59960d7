#!/usr/bin/env node
// `npm run observatory`: grades the production build's security headers with the MDN HTTP
// Observatory scanner (@mdn/mdn-http-observatory 1.4.8, the code behind
// developer.mozilla.org/observatory), for the home page and /contact. Prints every test (name,
// pass/fail, score modifier, result) and ends with `observatory: <grade> (score <n>/100)` for the
// weakest page; exits 1 below A+, 2 when it cannot run. Flags: --no-build (reuse build/),
// --host <name> (the hostname to scan as; default: the host of SITE_URL in wrangler.toml),
// --verbose (also list every request the fronts forwarded), --install-only (install the scanner
// when missing, and stop).
//
// Approach. The scanner grades a hostname by fetching http://host/ and https://host/ on the
// default ports, following redirects, then runs its ten tests over what it saw. The preview is
// plain http on a loopback port, and the Worker only redirects non-localhost hosts and only sends
// HSTS when its request URL is https. So the run recreates what the site sees in production
// instead of assembling responses by hand:
//  1. `vite preview` runs the real build in workerd on localhost:8811, or a free port (tests/perf/preview-server).
//  2. Two loopback fronts play Cloudflare's edge: http on :8812, and TLS on :8813 (or free ports) with a
//     self-signed certificate for the host, made by openssl for this run only. Each forwards the
//     request to the preview with its scheme in the URL (`GET https://host/path`, absolute form),
//     so the Worker gets `https://host/...` behind TLS and `http://host/...` in clear, exactly as
//     behind Cloudflare. Responses pass through untouched; requests too, but for the Host header,
//     which Vite's preview needs to be its own loopback address (see startFront).
//  3. In this process, connections to host:80 and host:443 are mapped to those fronts, and TLS is
//     verified against the run-time certificate (like `curl --connect-to ... --cacert ...`);
//     anything else off loopback is refused. URLs, Host and SNI all say the real hostname, so the
//     scanner's own retriever follows the Worker's real 301 from http to https, sees a verified
//     certificate, the real HSTS header, CSP hashes, cookies and robots.txt.
//  4. Each page is fetched with the scanner's `retrieve(host, { path })`, tested with its
//     `ALL_TESTS` and scored with its grader, in the same statements as its `scan()` (which takes
//     no path); a real `scan(host)` of the home page must agree, test for test, or the run fails.
// Not reproduced: Chromium's HSTS preload list (downloaded by the package's skipped postinstall;
// empty here, so no preload bonus can be counted), and CORS preflights (OPTIONS) are answered by
// Vite's preview middleware before the Worker; neither changes this site's grade (its host is not
// preloaded, and the Worker sends no Access-Control-* headers, so both say "no CORS").
// With `--host localhost` the Worker skips its https redirect (by design) and the grade drops.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectTo, crossCheck, ensureObservatory, importObservatory, makeCertificate, scorePage, startFront } from "./observatory-lib.mjs";
import { freePort } from "./free-port.mjs";
import { ensureBuild, root, startPreview } from "./preview-server.mjs";

/** Preferred ports; taken ones are swapped for free ones (tests/perf/free-port.mjs). */
const PREVIEW_PORT = 8811;
const HTTP_FRONT_PORT = await freePort(8812);
const HTTPS_FRONT_PORT = await freePort(8813);
const PATHS = ["/", "/contact"];
const SCAN_TIMEOUT_MS = 180_000;
const CACHE_DIR = join(root, "node_modules", ".cache", "mdn-observatory");

function siteHost() {
  const i = process.argv.indexOf("--host");
  if (i !== -1 && process.argv[i + 1]) return process.argv[i + 1].toLowerCase();
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const siteUrl = toml.match(/^\s*SITE_URL\s*=\s*"([^"]+)"/m)?.[1];
  if (!siteUrl) throw new Error("SITE_URL not found in wrangler.toml; pass --host <name>");
  return new URL(siteUrl).hostname;
}

const sign = (n) => (n > 0 ? `+${n}` : `${n}`);

function printPage(page) {
  console.log(`\n${page.path}  ${page.grade} (score ${page.score}/100), ${page.testsPassed}/${page.testsQuantity} tests passed`);
  console.log(`  http route: ${page.httpRoute.join(" -> ")}`);
  console.log(`  scored response: ${page.statusCode} ${page.finalUrl} (certificate verified: ${page.verified})`);
  const width = Math.max(...page.tests.map((t) => t.name.length));
  for (const t of page.tests) {
    console.log(`  ${t.pass ? "PASS" : "FAIL"}  ${sign(t.scoreModifier).padStart(3)}  ${t.name.padEnd(width)}  ${t.result}`);
  }
}

async function main() {
  const host = siteHost();
  const { pkgDir, preloadEntries } = ensureObservatory(CACHE_DIR);
  if (process.argv.includes("--install-only")) return 0;
  const obs = await importObservatory(pkgDir);
  ensureBuild();

  // Everything started is undone in reverse order, also on a timeout or Ctrl-C.
  const cleanup = [];
  const runCleanup = () => {
    while (cleanup.length) {
      try {
        cleanup.pop()();
      } catch {
        // already stopped
      }
    }
  };
  const abort = (message) => {
    console.error(`observatory: ${message}`);
    runCleanup();
    process.exit(2);
  };
  const watchdog = setTimeout(() => abort(`gave up after ${SCAN_TIMEOUT_MS / 1000} s`), SCAN_TIMEOUT_MS);
  const onSignal = (signal) => abort(`stopped by ${signal}`);
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal);
  const certDir = mkdtempSync(join(tmpdir(), "mm-observatory-"));
  cleanup.push(() => rmSync(certDir, { recursive: true, force: true }));
  try {
    const tls = makeCertificate(certDir, host);
    const preview = await startPreview(PREVIEW_PORT);
    cleanup.push(preview.stop);
    const log = process.argv.includes("--verbose") ? (line) => console.log(line) : undefined;
    for (const [port, withTls] of [
      [HTTP_FRONT_PORT, null],
      [HTTPS_FRONT_PORT, tls],
    ]) {
      const front = await startFront({ port, upstream: preview.url, tls: withTls, log });
      cleanup.push(front.close);
    }
    cleanup.push(connectTo({ host, ports: { 80: HTTP_FRONT_PORT, 443: HTTPS_FRONT_PORT }, ca: tls.cert }));

    console.log(
      `observatory: ${host} (http :80 -> 127.0.0.1:${HTTP_FRONT_PORT}, https :443 -> 127.0.0.1:${HTTPS_FRONT_PORT}, ` +
        `both -> preview ${preview.url}); algorithm v${obs.ALGORITHM_VERSION}, ` +
        `HSTS preload list: ${preloadEntries ? `${preloadEntries} entries` : "empty (postinstall skipped)"}`,
    );
    const pages = [];
    for (const path of PATHS) {
      const page = await scorePage(obs, host, path);
      pages.push(page);
      printPage(page);
    }

    const check = await crossCheck(obs, host, pages[0]);
    if (check.problems.length) {
      throw new Error(`scan("${host}") disagrees with the per-page scoring: ${check.problems.join("; ")}`);
    }
    console.log(`\nscan("${host}") of the package agrees for /: ${check.grade} (score ${check.score}/100)`);

    const weakest = pages.reduce((a, b) => (b.score < a.score ? b : a));
    console.log(`observatory: ${weakest.grade} (score ${weakest.score}/100)`);
    return weakest.grade === "A+" ? 0 : 1;
  } finally {
    clearTimeout(watchdog);
    runCleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`observatory: ${(process.argv.includes("--verbose") && error?.stack) || error?.message || error}`);
    process.exit(2);
  },
);
