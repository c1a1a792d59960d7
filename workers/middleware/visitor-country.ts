// The contact form's Country starts where the request comes from (docs/rules.md §5): the edge's
// `request.cf.country`, written into the page on its way out of the Worker, after the edge cache,
// so the cached page stays the same for everyone. A fresh form's field gets it as its selected
// option (so it holds without JavaScript), and <html> names it for forms drawn later (the dialog).
// Without a country from the edge the page is left as it is: Belize, or the browser's languages'.
import type { MiddlewareHandler } from "hono";
import { COUNTRY_DEFAULT, countryFromEdge, VISITOR_COUNTRY_ATTRIBUTE } from "../../app/contact/countries";

export const visitorCountry: MiddlewareHandler = async (c, next) => {
  await next();
  const country = countryFromEdge((c.req.raw.cf as { country?: unknown } | undefined)?.country);
  if (!country || !c.res.body || !c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
  const page = new HTMLRewriter()
    .on("html", {
      element: (html) => void html.setAttribute(VISITOR_COUNTRY_ATTRIBUTE, country),
    })
    .on(`select[${COUNTRY_DEFAULT}] option`, {
      element(option) {
        if (option.getAttribute("value") === country) option.setAttribute("selected", "");
        else option.removeAttribute("selected");
      },
    })
    .transform(c.res);
  c.res = undefined;
  c.res = page;
};
