// A loopback stand-in for Cloudflare's edge in front of `vite preview` (workerd), for Lighthouse:
// TLS and HTTP/2 (one connection, many streams, as visitors get them; HTTP/1.1 on localhost
// overstates the cost of many small files) and text compressed with brotli or gzip. With
// `floor: true` it also strips every script and module preload from HTML: the page as HTML and
// CSS alone paint it, the floor a page with scripts can approach.
// Like the edge, it serves the build's static files itself (Workers Static Assets answers them
// before the Worker runs, with the headers of `_headers`), and only the rest reaches the Worker.
// Through `vite preview` a static file waited behind the busy machine for 40-460 ms; Lighthouse
// takes the median wait of an origin's requests as its server time and adds it to every request
// of the simulated load, the document's too (docs/decisions/0058).
import http from "node:http";
import http2 from "node:http2";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
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

function compressor(encoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: BROTLI_PARAMS })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

const CONTENT_TYPES = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".pdf": "application/pdf",
};

/** `_headers` as [pattern, headers] rules; every rule whose pattern matches a path applies. */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push([pattern, {}]);
    } else if (rules.length) {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1)[1][name.trim().toLowerCase()] = value.join(":").trim();
    }
  }
  return rules;
}

/**
 * The build's static files as the asset layer answers them: bytes, type, `_headers`, an ETag, and
 * each compressed form made once. Null for a path that is not a file of the build.
 */
function staticAssets(dir) {
  const rules = existsSync(join(dir, "_headers")) ? parseHeaders(readFileSync(join(dir, "_headers"), "utf8")) : [];
  const files = new Map();
  return (pathname, encoding) => {
    let file = files.get(pathname);
    if (file === undefined) {
      let path = "";
      try {
        path = normalize(join(dir, decodeURIComponent(pathname)));
      } catch {
        // A malformed escape: the Worker answers it, as the edge would pass it on.
      }
      const servable =
        path.startsWith(dir) && !/\/(_headers|_redirects|\.assetsignore)$/.test(pathname) && existsSync(path) && statSync(path).isFile();
      file = servable
        ? {
            body: readFileSync(path),
            headers: Object.assign(
              {
                "content-type": CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
                "cache-control": "public, max-age=0, must-revalidate",
              },
              ...rules.filter(([pattern]) => pattern.test(pathname)).map(([, headers]) => headers),
            ),
            encoded: new Map(),
          }
        : null;
      if (file) file.headers.etag = `"${createHash("sha1").update(file.body).digest("hex").slice(0, 20)}"`;
      files.set(pathname, file);
    }
    if (!file) return null;
    const compress = encoding && TEXT_TYPE.test(file.headers["content-type"]);
    if (!compress) return { headers: file.headers, body: file.body };
    if (!file.encoded.has(encoding)) {
      file.encoded.set(
        encoding,
        encoding === "br" ? zlib.brotliCompressSync(file.body, { params: BROTLI_PARAMS }) : zlib.gzipSync(file.body),
      );
    }
    return {
      headers: { ...file.headers, "content-encoding": encoding, vary: "Accept-Encoding", etag: `W/${file.headers.etag}` },
      body: file.encoded.get(encoding),
    };
  };
}

/** The page without any script: inline or external, classic or module, and no module preloads. */
export function withoutScripts(html) {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/**
 * Proxies https://localhost:`port` (HTTP/2, HTTP/1.1 allowed) to `target`; resolves once listening.
 * Browsers must be started with --ignore-certificate-errors: the certificate is made for this run.
 */
export async function startEdgeProxy(target, port, { floor = false } = {}) {
  const upstream = new URL(target);
  const certDir = mkdtempSync(join(tmpdir(), "edge-proxy-"));
  const { key, cert } = makeCertificate(certDir, "localhost");
  const asset = staticAssets(join(root, "build/client"));
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const found = ["GET", "HEAD"].includes(req.method)
      ? asset(new URL(req.url, "https://localhost").pathname, pickEncoding(req.headers["accept-encoding"]))
      : null;
    if (found) {
      const fresh = req.headers["if-none-match"] === found.headers.etag;
      res.writeHead(fresh ? 304 : 200, fresh ? found.headers : { ...found.headers, "content-length": found.body.length });
      res.end(fresh || req.method === "HEAD" ? undefined : found.body);
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
        const out = { ...up.headers };
        for (const name of HOP_BY_HOP) delete out[name];
        const type = out["content-type"] ?? "";
        const encoding = pickEncoding(req.headers["accept-encoding"]);
        const compress =
          encoding &&
          req.method !== "HEAD" &&
          ![204, 304].includes(up.statusCode) &&
          !out["content-encoding"] &&
          !/no-transform/i.test(out["cache-control"] ?? "") &&
          TEXT_TYPE.test(type);
        if (compress) {
          delete out["content-length"];
          out["content-encoding"] = encoding;
          if (!/accept-encoding/i.test(out.vary ?? "")) out.vary = [out.vary, "Accept-Encoding"].filter(Boolean).join(", ");
          // A compressed body is no longer byte-identical: the edge weakens strong ETags too.
          if (out.etag && !out.etag.startsWith("W/")) out.etag = `W/${out.etag}`;
        }
        if (floor && type.startsWith("text/html")) {
          const chunks = [];
          up.on("data", (chunk) => chunks.push(chunk));
          up.on("end", () => {
            const body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString("utf8")));
            delete out["content-length"];
            delete out.etag;
            res.writeHead(up.statusCode, out);
            const sink = compress ? compressor(encoding) : null;
            if (sink) sink.pipe(res);
            (sink ?? res).end(body);
          });
          return;
        }
        res.writeHead(up.statusCode, out);
        if (compress) up.pipe(compressor(encoding)).pipe(res);
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
    url: `https://localhost:${port}`,
    close: () => {
      server.close();
      rmSync(certDir, { recursive: true, force: true });
    },
  };
}
