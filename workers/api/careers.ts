// The careers form's body limit (docs/decisions/0001-product-resolutions.md: a résumé of at most 5 MB). Posts to /careers
// (and its data request, /careers.data, made by the hydrated form) may be 5.5 MB; every other
// page keeps the 64 KB document limit. Beyond it the visitor gets a 413 page saying why.
import { bodyLimit } from "hono/body-limit";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { LIMITS } from "../../app/lib/constants";
import { CAREERS_MESSAGES } from "../../app/careers/messages";
import { drainBody } from "../middleware/drain";

const CAREERS_PATH = /^\/careers(?:\/|\.data|\/_\.data)?$/;

export const isCareersPath = (path: string) => CAREERS_PATH.test(path);

const TOO_LARGE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>File too large | M&amp;M</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<main><h1 style="color:#0f2a44">File too large</h1><p>${CAREERS_MESSAGES.bodyTooLarge}</p>
<p><a href="/careers" style="color:#174a78">Back to Careers</a></p></main></body></html>`;

export const careersBodyLimit = bodyLimit({
  maxSize: LIMITS.careersBodyBytes,
  onError: async (c) => {
    await drainBody(c.req.raw);
    return c.html(TOO_LARGE_PAGE, 413, { "Cache-Control": CACHE_CONTROL.personal });
  },
});
