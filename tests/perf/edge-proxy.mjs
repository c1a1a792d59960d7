// A loopback stand-in for Cloudflare's edge in front of `vite preview` (workerd), for Lighthouse:
// TLS and HTTP/2 (one connection, many streams, as visitors get them; HTTP/1.1 on localhost
// overstates the cost of many small files) and text compressed with brotli or gzip. With
// `floor: true` it also strips every script and module preload from HTML: the page as HTML and
// CSS alone paint it, the floor a page with scripts can approach.
// Like the edge, it answers the build's static files without a trip to the origin (Workers Static
// Assets answers them before the Worker runs): each is asked of the local asset layer once, at
// start, and kept. Only the rest reaches the Worker. Asked each time through `vite preview`, a
// static file waited behind the busy machine for 40-460 ms; Lighthouse takes the median wait of an
// origin's requests as its server time and adds it to every request of the simulated load, the
// document's too (docs/decisions/0058).
import http from "node:http";
import http2 from "node:http2";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import zlib from "node:zlib";
import { makeCertificate } from "./observatory-lib.mjs";
import { root } from "./preview-server.mjs";

const TEXT_TYPE = /^(text\/(html|css|javascript|plain|xml)|application\/(javascript|json|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;
// Not allowed in HTTP/2 answers (RFC 9113 §8.2.2).
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

/** "br" when Accept-Encoding allows it, else "gzip" when allowed, else null (q=0 means refused). */
export function pickEncoding(acceptEncoding = "") {
  const q = new Map();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name, qParam ? Number(qParam.slice(2)) : 1);
  }
  const allowed = (name) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return allowed("br") ? "br" : allowed("gzip") ? "gzip" : null;
}

// Brotli quality 4 is about what the edge uses for on-the-fly compression (11 would be too slow).
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };

/** A body compressed whole, for files compressed once and kept. */
const compressed = (encoding, body) => (encoding === "br" ? zlib.brotliCompressSync(body, { params: BROTLI_PARAMS }) : zlib.gzipSync(body));

/** A stream compressor, flushing as the origin's chunks arrive. */
function compressor(encoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: BROTLI_PARAMS })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * The headers the edge sends for an answer with `status` and the origin's `headers`: hop-by-hop
 * ones dropped and, when the body will be compressed for this request, marked so. Returns them with
 * the encoding to compress with, or null.
 */
function edgeHeaders(req, status, headers) {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const compress =
    encoding &&
    req.method !== "HEAD" &&
    ![204, 304].includes(status) &&
    !out["content-encoding"] &&
    !/no-transform/i.test(out["cache-control"] ?? "") &&
    TEXT_TYPE.test(out["content-type"] ?? "");
  if (!compress) return { out, encoding: null };
  delete out["content-length"];
  out["content-encoding"] = encoding;
  if (!/accept-encoding/i.test(out.vary ?? "")) out.vary = [out.vary, "Accept-Encoding"].filter(Boolean).join(", ");
  // A compressed body is no longer byte-identical: the edge weakens strong ETags too.
  if (out.etag && !out.etag.startsWith("W/")) out.etag = `W/${out.etag}`;
  return { out, encoding };
}

const assetLayers = new Map();

/**
 * The build's static files as the local asset layer (workerd, behind `target`) answers them, asked
 * for once each and kept in memory with their headers (`_headers` applied there, as on Cloudflare).
 * The list of files is this checkout's `build/client`, so `target` must serve this checkout's build
 * (to measure another commit, run that checkout's copy of these scripts).
 * A file the asset layer does not serve (`_headers`, what `.assetsignore` lists) is left out and
 * reaches the Worker like any other path. Shared by the proxies in front of one origin.
 */
function assetLayer(target) {
  if (!assetLayers.has(target)) {
    const client = join(root, "build/client");
    const paths = readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(client, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
    const files = new Map();
    const fetchOne = async (path) => {
      const response = await fetch(new URL(path, target), { headers: { "accept-encoding": "identity" } });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.ok) files.set(path, { headers: Object.fromEntries(response.headers), body, encoded: new Map() });
    };
    const queue = [...paths];
    const worker = async () => {
      while (queue.length) await fetchOne(queue.pop());
    };
    assetLayers.set(
      target,
      Promise.all(Array.from({ length: 8 }, worker)).then(() => files),
    );
  }
  return assetLayers.get(target);
}

/** The page without any script: inline or external, classic or module, and no module preloads. */
export function withoutScripts(html) {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** The run's certificate, one for every proxy it starts: made on first use, kept in memory. */
let certificate;
function runCertificate() {
  if (!certificate) {
    const dir = mkdtempSync(join(tmpdir(), "edge-proxy-"));
    try {
      certificate = makeCertificate(dir, "localhost");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return certificate;
}

/**
 * The Chromium flag that trusts the run's certificate as a real one. The blunter
 * --ignore-certificate-errors loads the page but keeps the error on every answer, and Chromium
 * stores no answer with a certificate error in its HTTP cache: nothing fetched ahead (a hovered
 * link's data and code) could be reused, as it is for visitors on the real edge.
 */
export function trustCertificateFlag() {
  const spki = createPublicKey(runCertificate().cert).export({ type: "spki", format: "der" });
  return `--ignore-certificate-errors-spki-list=${createHash("sha256").update(spki).digest("base64")}`;
}

/**
 * Proxies https://localhost:`port` (HTTP/2, HTTP/1.1 allowed) to `target`; resolves once listening.
 * Port 0 (the default) takes a free port; the answer's `url` names the one taken.
 * Browsers must be started with `trustCertificateFlag()`: the certificate is made for this run.
 */
export async function startEdgeProxy(target, port = 0, { floor = false } = {}) {
  const upstream = new URL(target);
  const { key, cert } = runCertificate();
  const assets = await assetLayer(target);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const file = ["GET", "HEAD"].includes(req.method) ? assets.get(new URL(req.url, "https://localhost").pathname) : undefined;
    if (file) {
      const { out, encoding } = edgeHeaders(req, 200, file.headers);
      if (req.headers["if-none-match"] === out.etag) {
        delete out["content-length"];
        res.writeHead(304, out);
        res.end();
        return;
      }
      if (encoding && !file.encoded.has(encoding)) file.encoded.set(encoding, compressed(encoding, file.body));
      const body = encoding ? file.encoded.get(encoding) : file.body;
      res.writeHead(200, { ...out, "content-length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(":")));
    const proxied = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // The origin must not compress itself: the proxy decides, as the edge does.
        headers: { ...headers, host: upstream.host, "accept-encoding": "identity" },
      },
      (up) => {
        const { out, encoding } = edgeHeaders(req, up.statusCode, up.headers);
        if (floor && (out["content-type"] ?? "").startsWith("text/html")) {
          const chunks = [];
          up.on("data", (chunk) => chunks.push(chunk));
          up.on("end", () => {
            const body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString("utf8")));
            delete out["content-length"];
            delete out.etag;
            res.writeHead(up.statusCode, out);
            const sink = encoding ? compressor(encoding) : null;
            if (sink) sink.pipe(res);
            (sink ?? res).end(body);
          });
          return;
        }
        res.writeHead(up.statusCode, out);
        if (encoding) up.pipe(compressor(encoding)).pipe(res);
        else up.pipe(res);
      },
    );
    proxied.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(proxied);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", resolve);
  });
  return {
    url: `https://localhost:${server.address().port}`,
    close: () => server.close(),
  };
}
