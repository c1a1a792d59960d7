// Helpers for `npm run observatory` (tests/perf/observatory.mjs): installing the MDN HTTP
// Observatory scanner on demand, a run-time certificate, the loopback "edge" fronts, the
// client-side `--connect-to` mapping, and scoring pages with the scanner's own code.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const OBSERVATORY_PACKAGE = "@mdn/mdn-http-observatory";
export const OBSERVATORY_VERSION = "1.4.8";

const INSTALL_TIMEOUT_MS = 180_000;
const OPENSSL_TIMEOUT_MS = 30_000;
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Installs the scanner into `cacheDir` (once; reused afterwards) and returns the path of the
 * package. It is not a dependency in package.json: it depends on `pg-native`, whose native build
 * needs the Postgres headers and would break `npm install` on a fresh laptop. With install
 * scripts off nothing is compiled, and the scanner never touches Postgres.
 */
export function ensureObservatory(cacheDir, log = console.log) {
  const pkgDir = join(cacheDir, "node_modules", ...OBSERVATORY_PACKAGE.split("/"));
  const marker = join(cacheDir, `.installed-${OBSERVATORY_VERSION}`);
  const installedVersion = () => {
    try {
      return JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")).version;
    } catch {
      return null;
    }
  };
  if (!existsSync(marker) || installedVersion() !== OBSERVATORY_VERSION) {
    log(`observatory: installing ${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION} into ${cacheDir} (install scripts off)`);
    mkdirSync(cacheDir, { recursive: true });
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const { status, error } = spawnSync(
      npm,
      [
        "install",
        "--ignore-scripts",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        "--prefix",
        cacheDir,
        `${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION}`,
      ],
      { stdio: ["ignore", "inherit", "inherit"], timeout: INSTALL_TIMEOUT_MS },
    );
    if (error || status !== 0 || installedVersion() !== OBSERVATORY_VERSION) {
      throw new Error(`could not install ${OBSERVATORY_PACKAGE}@${OBSERVATORY_VERSION} (${error?.message ?? `npm exited ${status}`})`);
    }
    writeFileSync(marker, `${new Date().toISOString()}\n`);
  }
  // The package's postinstall (skipped) downloads Chromium's HSTS preload list from GitHub into
  // `@mdn/mdn-http-observatory/conf/hsts-preload.json`; the HSTS and redirection tests read that file. Without it (offline,
  // or scripts off) an empty list stands in: no host counts as preloaded, so the run can only
  // under-score, never over-score. Drop the real list there and it is used.
  const preload = join(pkgDir, "conf", "hsts-preload.json");
  let preloadEntries = 0;
  if (existsSync(preload)) {
    try {
      preloadEntries = Object.keys(JSON.parse(readFileSync(preload, "utf8"))).length;
    } catch {
      writeFileSync(preload, "{}\n");
    }
  } else {
    writeFileSync(preload, "{}\n");
  }
  return { pkgDir, preloadEntries };
}

/** The scanner's own modules, imported from the cache by file URL. */
export async function importObservatory(pkgDir) {
  const src = (path) => import(pathToFileURL(join(pkgDir, "src", path)).href);
  const [scanner, retriever, constants, grader, charts] = await Promise.all([
    src("scanner/index.js"),
    src("retriever/retriever.js"),
    src("constants.js"),
    src("grader/grader.js"),
    src("grader/charts.js"),
  ]);
  return {
    scan: scanner.scan,
    retrieve: retriever.retrieve,
    ALL_TESTS: constants.ALL_TESTS,
    NUM_TESTS: constants.NUM_TESTS,
    ALGORITHM_VERSION: constants.ALGORITHM_VERSION,
    getGradeForScore: grader.getGradeForScore,
    getScoreDescription: grader.getScoreDescription,
    getScoreModifier: grader.getScoreModifier,
    MINIMUM_SCORE_FOR_EXTRA_CREDIT: charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT,
  };
}

/** A throwaway self-signed certificate for `host`, made with openssl (valid one day). */
export function makeCertificate(dir, host) {
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      `/CN=${host}`,
      "-addext",
      `subjectAltName=DNS:${host}`,
      "-addext",
      "extendedKeyUsage=serverAuth",
    ],
    { stdio: ["ignore", "ignore", "pipe"], timeout: OPENSSL_TIMEOUT_MS },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

// Hop-by-hop headers belong to one connection, never forwarded by a proxy (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

/**
 * One loopback "edge" front: terminates the client connection (plain http, or TLS with `tls`)
 * and forwards the request to the preview in absolute form (`GET https://host/path HTTP/1.1`,
 * which every HTTP/1.1 origin must accept, RFC 9112 §3.2.2). The preview builds the Worker's
 * request URL from it, so the Worker sees `https://www.example/...` as it does behind
 * Cloudflare, which terminates TLS and hands the Worker the https URL. Only the Host header is
 * pointed at the preview's own loopback address, which Vite's preview requires (its
 * DNS-rebinding guard answers 403 to any other host); the Worker reads the URL, not Host.
 * Responses come back untouched: status, headers (duplicates and all) and body.
 */
export function startFront({ port, upstream, tls, log }) {
  const target = new URL(upstream);
  const scheme = tls ? "https" : "http";
  const handler = (req, res) => {
    if (log) res.once("finish", () => log(`  front :${port} ${req.method} ${scheme}://${req.headers.host}${req.url} -> ${res.statusCode}`));
    const host = req.headers.host;
    if (!host || !req.url?.startsWith("/")) {
      res.writeHead(400).end();
      return;
    }
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = target.host;
    const upstreamReq = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: `${scheme}://${host}${req.url}`,
        headers,
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (up) => {
        const raw = [];
        for (let i = 0; i < up.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(up.rawHeaders[i].toLowerCase())) raw.push(up.rawHeaders[i], up.rawHeaders[i + 1]);
        }
        res.writeHead(up.statusCode, up.statusMessage, raw);
        up.pipe(res);
      },
    );
    upstreamReq.on("timeout", () => upstreamReq.destroy(new Error("upstream timeout")));
    upstreamReq.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`front: ${error.message}`);
    });
    req.pipe(upstreamReq);
  };
  const server = tls ? https.createServer({ key: tls.key, cert: tls.cert }, handler) : http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve({
        url: `${scheme}://127.0.0.1:${port}`,
        close: () => {
          server.closeAllConnections?.();
          server.close();
        },
      });
    });
  });
}

/**
 * The client-side half, like `curl --connect-to host:443:127.0.0.1:8813 --cacert cert.pem`: every
 * connection this process opens to `host` on port 80 or 443 goes to the matching loopback front,
 * and TLS to `host` is verified against the run-time certificate (name and chain checked as
 * usual, `rejectUnauthorized` untouched). Any other non-loopback destination is refused, so the
 * scan stays on loopback. URLs, Host headers and SNI still say `host`: the scanner sees exactly
 * what it would see on the internet. Returns a function that removes the mapping.
 */
export function connectTo({ host, ports, ca }) {
  const loopback = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
  const patch = (proto, isTls) => {
    const original = proto.createConnection;
    proto.createConnection = function (options, ...rest) {
      if (options && typeof options === "object") {
        const wanted = options.host ?? options.hostname ?? "localhost";
        const port = Number(options.port ?? (isTls ? 443 : 80));
        if (wanted === host && ports[port]) {
          options = { ...options, host: "127.0.0.1", hostname: "127.0.0.1", port: ports[port] };
          if (isTls) options = { ...options, servername: host, ca };
        } else if (!loopback.has(wanted)) {
          throw new Error(`observatory: refusing a non-loopback connection to ${wanted}:${port}`);
        }
      }
      return original.call(this, options, ...rest);
    };
    return () => {
      proto.createConnection = original;
    };
  };
  const restore = [patch(http.Agent.prototype, false), patch(https.Agent.prototype, true)];
  return () => restore.forEach((undo) => undo());
}

/**
 * Scores one page. Fetching is the scanner's own `retrieve()` (its `path` option picks the page;
 * `scan()` itself only takes a hostname), the tests are its `ALL_TESTS`, and the scoring lines
 * below repeat `scan()` in `@mdn/mdn-http-observatory/src/scanner/index.js` statement for statement with its grader
 * functions. `crossCheck` compares them with a real `scan()` of "/", so a drift fails loudly.
 */
export async function scorePage(obs, hostname, path) {
  const requests = await obs.retrieve(hostname, { path });
  const auto = requests.responses.auto;
  if (!auto) throw new Error(`${path}: the site seems to be down (no response over http or https)`);
  const { status } = auto;
  if (status < 200 || (status >= 400 && ![401, 403].includes(status))) {
    throw new Error(`${path}: the site answered with an unexpected HTTP status code ${status}`);
  }

  const results = obs.ALL_TESTS.map((test) => test(requests));
  let testsPassed = 0;
  let scoreWithExtraCredit = 100;
  let uncurvedScore = scoreWithExtraCredit;
  for (const result of results) {
    if (result.result) {
      result.scoreDescription = obs.getScoreDescription(result.result);
      result.scoreModifier = obs.getScoreModifier(result.result);
      testsPassed += result.pass ? 1 : 0;
      scoreWithExtraCredit += result.scoreModifier;
      if (result.scoreModifier < 0) uncurvedScore += result.scoreModifier;
    }
  }
  const score = uncurvedScore >= obs.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore;
  const final = obs.getGradeForScore(score);

  const finalUrl = requests.session?.redirectHistory.at(-1)?.url.href ?? requests.session?.url.href ?? null;
  return {
    path,
    grade: final.grade,
    score: final.score,
    statusCode: status,
    testsPassed,
    testsQuantity: obs.NUM_TESTS,
    httpRoute: requests.responses.httpRedirects.map((r) => `${r.status} ${r.url.href}`),
    finalUrl,
    verified: Boolean(requests.responses.https?.verified),
    responseHeaders: { ...auto.headers },
    tests: results.map((r) => ({
      name: r.constructor.name,
      pass: Boolean(r.pass),
      scoreModifier: r.scoreModifier ?? 0,
      result: r.result,
      expectation: r.expectation,
      scoreDescription: r.scoreDescription,
    })),
  };
}

/** Runs the scanner's own `scan(hostname)` (the home page) and checks it agrees with `page`. */
export async function crossCheck(obs, hostname, page) {
  const real = await obs.scan(hostname);
  const problems = [];
  if (real.scan.grade !== page.grade) problems.push(`grade ${real.scan.grade} vs ${page.grade}`);
  if (real.scan.score !== page.score) problems.push(`score ${real.scan.score} vs ${page.score}`);
  for (const test of page.tests) {
    const other = real.tests[test.name];
    if (!other) problems.push(`${test.name} missing from scan()`);
    else if (other.result !== test.result || Boolean(other.pass) !== test.pass || other.scoreModifier !== test.scoreModifier) {
      problems.push(`${test.name}: scan() says ${other.result} (${other.scoreModifier}), we say ${test.result} (${test.scoreModifier})`);
    }
  }
  return { grade: real.scan.grade, score: real.scan.score, problems };
}
