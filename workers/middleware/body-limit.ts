// Body limits that read a refused body to its end (up to BODY_LIMITS.drain) before the 413
// answer: an answer sent while the client is still uploading reaches some browsers and proxies as a
// reset connection instead of the page, and the local server's forwarding as a failed fetch. A
// body with a Content-Length is judged by it without reading; a chunked one is counted as it
// arrives and, once over, the rest is read from the same stream and dropped.
import type { Context, MiddlewareHandler } from "hono";
import { BODY_LIMITS } from "../../app/lib/constants";
import type { AppEnv } from "../hono-env";

/** Reads and drops what is left of a body, at most `cap` bytes more. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, cap: number): Promise<void> {
  try {
    for (let read = 0; read < cap;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

/** A body of at most `maxSize` bytes, else `refuse` once the body is read through. */
export function limitBody(maxSize: number, refuse: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.raw.headers.get("Content-Length");
    if (length !== null && !c.req.raw.headers.has("Transfer-Encoding")) {
      if (Number(length) <= maxSize) return next();
      await drain(body.getReader(), BODY_LIMITS.drain);
      return refuse(c);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await drain(reader, BODY_LIMITS.drain - size);
        return refuse(c);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
