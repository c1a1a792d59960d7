// The careers form's body limit (DECISIONS.md: a résumé of at most 5 MB). Posts to /careers
// (and its data request, /careers.data, made by the hydrated form) may be 5.5 MB; every other
// page keeps the 64 KB document limit. Beyond it the visitor gets a 413 page saying why.
import { bodyLimit } from "hono/body-limit";
import { LIMITS } from "../../app/lib/constants";
import { CAREERS_MESSAGES } from "../../app/lib/careers-messages";

const CAREERS_PATH = /^\/careers(?:\/|\.data|\/_\.data)?$/;

export const isCareersPath = (path: string) => CAREERS_PATH.test(path);

const TOO_LARGE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>File too large | M&amp;M</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<main><h1 style="color:#0f2a44">File too large</h1><p>${CAREERS_MESSAGES.bodyTooLarge}</p>
<p><a href="/careers" style="color:#174a78">Back to Careers</a></p></main></body></html>`;

/**
 * Reads (and drops) the rest of a refused upload, up to a cap, before answering: a reply sent
 * while the browser is still uploading reaches some clients and proxies as a reset connection
 * instead of the page. Hono refuses on Content-Length without reading, so the stream is untouched.
 */
async function drainUpload(request: Request, cap = 4 * LIMITS.careersBodyBytes) {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read < cap; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

export const careersBodyLimit = bodyLimit({
  maxSize: LIMITS.careersBodyBytes,
  onError: async (c) => {
    await drainUpload(c.req.raw);
    return c.html(TOO_LARGE_PAGE, 413, { "Cache-Control": "private, no-store" });
  },
});
