// A loopback reverse proxy that compresses like Cloudflare's edge. `vite preview` (workerd) sends
// text uncompressed, while visitors get brotli or gzip from the edge: without this, Lighthouse
// would measure transfer sizes and load times no real visitor sees.
import http from "node:http";
import zlib from "node:zlib";

const TEXT_TYPE = /^(text\/(html|css|javascript|plain|xml)|application\/(javascript|json|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

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

// Each chunk is flushed so a streamed document still reaches the browser as it is produced.
// Brotli quality 4 is about what the edge uses for on-the-fly compression (11 would be too slow).
function compressor(encoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

/** Proxies http://localhost:`port` to `target`; resolves once listening. */
export function startCompressProxy(target, port) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const proxied = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // The origin must not compress itself: the proxy decides, as the edge does.
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (up) => {
        const headers = { ...up.headers };
        const encoding = pickEncoding(req.headers["accept-encoding"]);
        const compress =
          encoding &&
          req.method !== "HEAD" &&
          ![204, 304].includes(up.statusCode) &&
          !headers["content-encoding"] &&
          !/no-transform/i.test(headers["cache-control"] ?? "") &&
          TEXT_TYPE.test(headers["content-type"] ?? "");
        if (!compress) {
          res.writeHead(up.statusCode, up.statusMessage, headers);
          up.pipe(res);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = encoding;
        if (!/accept-encoding/i.test(headers.vary ?? "")) {
          headers.vary = [headers.vary, "Accept-Encoding"].filter(Boolean).join(", ");
        }
        // A compressed body is no longer byte-identical: the edge weakens strong ETags too.
        if (headers.etag && !headers.etag.startsWith("W/")) headers.etag = `W/${headers.etag}`;
        res.writeHead(up.statusCode, up.statusMessage, headers);
        up.pipe(compressor(encoding)).pipe(res);
      },
    );
    proxied.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(proxied);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    );
  });
}
