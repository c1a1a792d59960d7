// The local servers (`npm start`, `npm run preview`) stand in for Cloudflare's edge, which never
// hands the Worker these requests: refused methods, a Host that is not a host, a path starting
// with "//" (Node would read it as another host), a body beyond what the Worker drains. Each gets
// a plain 4xx here; anything else that fails is a short 502 without a stack trace or file paths.
// The build itself is untouched: this plugin only adds middleware to the two servers.
import type { ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";
import { BODY_LIMITS } from "../../app/lib/constants.ts";

/** Methods the local server hands to the Worker; Node's fetch refuses TRACE, TRACK and CONNECT outright. */
const FORWARDED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A Host header as browsers send it: a name or an address, and an optional port. Nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** How long an oversized body is read and dropped before its 413, at most; then the connection is cut. */
const LINGER_MS = 5_000;

function refuse(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(`${text}\n`);
}

export function localServerGuard(): Plugin {
  const guard: Connect.NextHandleFunction = (req, res, next) => {
    if (!FORWARDED_METHODS.has(req.method ?? ""))
      return refuse(res, 405, "Method not allowed.", { Allow: [...FORWARDED_METHODS].join(", ") });
    if (!PLAIN_HOST.test(req.headers.host ?? "")) return refuse(res, 400, "Bad request: the Host header is not a host name.");
    const target = req.url ?? "/";
    // Absolute form ("GET https://host/path") is how the local security scan says which scheme it used.
    if (!target.startsWith("/") && !/^https?:\/\/[^/?#@\\]+(?:[/?#]|$)/i.test(target)) {
      return refuse(res, 400, "Bad request: the request target is not a path.");
    }
    if (target.startsWith("//")) req.url = (req as { originalUrl?: string }).originalUrl = target.replace(/^\/+/, "/");
    if (Number(req.headers["content-length"] ?? 0) > BODY_LIMITS.drain) {
      // Read to the end and dropped before the answer, as the Worker does below this size
      // (docs/decisions/0020-a-refused-upload-is-read-to-the-end-before-the-413-page.md): an answer
      // sent while the body is still arriving lets TCP reset the connection, and the client loses
      // it (EPIPE while still writing). A body still arriving after LINGER_MS is cut off.
      let answered = false;
      const answer = (cut: boolean) => {
        if (answered) return;
        answered = true;
        clearTimeout(linger);
        if (cut) {
          res.setHeader("Connection", "close");
          res.once("finish", () => req.socket.destroy());
        }
        refuse(res, 413, "This request is too large.");
      };
      const linger = setTimeout(() => answer(true), LINGER_MS);
      req.once("end", () => answer(false));
      req.once("close", () => clearTimeout(linger));
      req.resume();
      return;
    }
    next();
  };
  const quietErrors: Connect.ErrorHandleFunction = (error, _req, res) => {
    console.error("local server: the Worker could not answer", error instanceof Error ? error.message : error);
    if (res.headersSent) return res.end();
    refuse(res, 502, "The local Worker could not answer this request.");
  };
  return {
    name: "mm-local-server-guard",
    enforce: "pre",
    configureServer: (server) => void server.middlewares.use(guard),
    configurePreviewServer(server) {
      server.middlewares.use(guard);
      return () => void server.middlewares.use(quietErrors);
    },
  };
}
