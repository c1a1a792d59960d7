// A loopback stand-in for Cloudflare's edge in front of `vite preview` (workerd), for Lighthouse:
// TLS and HTTP/2 (one connection, many streams, as visitors get them; HTTP/1.1 on localhost
// overstates the cost of many small files) and text compressed with brotli or gzip. With
// `floor: true` it also strips every script and module preload from HTML: the page as HTML and
// CSS alone paint it, the floor a page with scripts can approach.
import http from "node:http";
import http2 from "node:http2";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import zlib from "node:zlib";
import { makeCertificate } from "./observatory-lib.mjs";

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
function compressor(encoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
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
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
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
