// Body limits of the forms that carry files. Posts to /careers (a résumé of at most 5 MB) and to
// /contact (drawings, 25 MB in all), and their data requests (/careers.data, /contact.data, made by
// the hydrated forms and the contact dialog), may be that large; every other page keeps the 64 KB
// document limit. Beyond it the visitor gets a 413 page saying why, once the body is drained.
import type { MiddlewareHandler } from "hono";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { LIMITS } from "../../app/lib/constants";
import { CAREERS_MESSAGES } from "../../app/careers/messages";
import { ATTACHMENT_MESSAGES, ATTACHMENTS } from "../../app/contact/attachments";
import type { AppEnv } from "../hono-env";
import { limitBody } from "./body-limit";

/** Room for a form's text fields and the multipart framing around its files. */
const FORM_ROOM = 512 * 1024;

const tooLargePage = (title: string, message: string, back: { href: string; label: string }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | M&amp;M</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<main><h1 style="color:#0f2a44">${title}</h1><p>${message}</p>
<p><a href="${back.href}" style="color:#174a78">${back.label}</a></p></main></body></html>`;

function uploadLimit(maxSize: number, page: string): MiddlewareHandler<AppEnv> {
  return limitBody(maxSize, (c) => c.html(page, 413, { "Cache-Control": CACHE_CONTROL.personal }));
}

const UPLOAD_FORMS: { path: RegExp; limit: MiddlewareHandler<AppEnv> }[] = [
  {
    path: /^\/careers(?:\/|\.data|\/_\.data)?$/,
    limit: uploadLimit(
      LIMITS.careersBodyBytes,
      tooLargePage("File too large", CAREERS_MESSAGES.bodyTooLarge, { href: "/careers", label: "Back to Careers" }),
    ),
  },
  {
    path: /^\/contact(?:\/|\.data|\/_\.data)?$/,
    limit: uploadLimit(
      ATTACHMENTS.bytes + FORM_ROOM,
      tooLargePage("Files too large", ATTACHMENT_MESSAGES.bytes, { href: "/contact", label: "Back to Contact" }),
    ),
  },
];

/** The body limit for a page path: its upload form's, else `otherwise`. */
export function uploadLimitFor(path: string, otherwise: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return UPLOAD_FORMS.find((form) => form.path.test(path))?.limit ?? otherwise;
}
