// Body limits of the forms that carry files. Posts to /careers (a résumé of at most 5 MB) and to
// /contact (drawings, 25 MB in all), in either language (/es/careers, /es/contact), and their data
// requests (/careers.data, /contact.data, made by the hydrated forms and the contact dialog), may be
// that large; every other page keeps the 64 KB document limit. Beyond it the visitor gets a 413 page
// saying why, in the page's language, once the body is drained.
import type { MiddlewareHandler } from "hono";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { BODY_LIMITS } from "../../app/lib/constants";
import { CAREERS_MESSAGES } from "../../app/careers/messages";
import { ATTACHMENT_MESSAGES, ATTACHMENTS } from "../../app/contact/attachments";
import { catalog as careersCatalog } from "../../app/careers/translations";
import { catalog as contactCatalog } from "../../app/contact/translations";
import { LANGUAGE, localeOf, localePath, type Locale } from "../../app/lib/locale";
import { serverT } from "../../app/server/i18n.server";
import type { AppEnv } from "../hono-env";
import { limitBody } from "./body-limit";

/** Room for a form's text fields and the multipart framing around its files. */
const FORM_ROOM = 512 * 1024;

const tooLargePage = (locale: Locale, title: string, message: string, back: { href: string; label: string }) => `<!doctype html>
<html lang="${LANGUAGE[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | M&amp;M</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<main><h1 style="color:#0f2a44">${title}</h1><p>${message}</p>
<p><a href="${back.href}" style="color:#174a78">${back.label}</a></p></main></body></html>`;

/** The 413 page's title and link back, in each language (the message is the form's own, from its part's catalog). */
const WORDS = {
  careers: { en: { title: "File too large", back: "Back to Careers" }, es: { title: "Archivo demasiado grande", back: "Volver a Empleo" } },
  contact: {
    en: { title: "Files too large", back: "Back to Contact" },
    es: { title: "Archivos demasiado grandes", back: "Volver a Contacto" },
  },
} as const satisfies Record<string, Record<Locale, { title: string; back: string }>>;

function uploadLimit(maxSize: number, page: (locale: Locale) => string): MiddlewareHandler<AppEnv> {
  const pages = { en: page("en"), es: page("es") };
  return limitBody(maxSize, (c) => c.html(pages[localeOf(c.req.path)], 413, { "Cache-Control": CACHE_CONTROL.personal }));
}

const UPLOAD_FORMS: { path: RegExp; limit: MiddlewareHandler<AppEnv> }[] = [
  {
    path: /^(?:\/es)?\/careers(?:\/|\.data|\/_\.data)?$/,
    limit: uploadLimit(BODY_LIMITS.careers, (locale) =>
      tooLargePage(locale, WORDS.careers[locale].title, serverT(locale, careersCatalog)(CAREERS_MESSAGES.bodyTooLarge), {
        href: localePath(locale, "/careers"),
        label: WORDS.careers[locale].back,
      }),
    ),
  },
  {
    path: /^(?:\/es)?\/contact(?:\/|\.data|\/_\.data)?$/,
    limit: uploadLimit(ATTACHMENTS.bytes + FORM_ROOM, (locale) =>
      tooLargePage(locale, WORDS.contact[locale].title, serverT(locale, contactCatalog)(ATTACHMENT_MESSAGES.bytes), {
        href: localePath(locale, "/contact"),
        label: WORDS.contact[locale].back,
      }),
    ),
  },
];

/** The body limit for a page path (in either language): its upload form's, else `otherwise`. */
export function uploadLimitFor(path: string, otherwise: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return UPLOAD_FORMS.find((form) => form.path.test(path))?.limit ?? otherwise;
}
