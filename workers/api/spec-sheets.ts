// GET /products/<slug>/spec-sheet.pdf?paper=a4|letter&units=metric|imperial: a product's spec
// sheet (app/catalogue/spec-sheet/), and the same in Spanish under /es/. Like a page, it passes
// through the edge cache, keyed by the full address and the build, so each sheet is made once per
// build and data centre.
import { Hono, type Context } from "hono";
import { PAPERS, renderSpecSheet, sheetText, specSheetFileName, type Paper } from "../../app/catalogue/spec-sheet/spec-sheet-pdf.server";
import { headContext } from "../../app/site/site.server";
import { LANGUAGE, type Locale } from "../../app/lib/locale";
import type { AppEnv } from "../hono-env";

const isPaper = (value: string): value is Paper => Object.hasOwn(PAPERS, value);

const sheet = (locale: Locale) => async (c: Context<AppEnv, "/products/:slug/spec-sheet.pdf" | "/es/products/:slug/spec-sheet.pdf">) => {
  const paper = c.req.query("paper") ?? "a4";
  const units = c.req.query("units") ?? "metric";
  // Refusals in the language of the address asked for.
  const { refusals } = sheetText(locale);
  if (!isPaper(paper) || (units !== "metric" && units !== "imperial")) return c.text(refusals.badQuery, 400);
  // The facts the sheet may show at this address (docs/rules.md §12): never a placeholder on the live site.
  const { siteUrl, facts } = headContext(new URL(c.req.url));
  const slug = c.req.param("slug");
  const pdf = await renderSpecSheet({ slug, paper, units, locale, siteUrl, facts });
  if (!pdf) return c.text(refusals.noProduct, 404);
  return c.body(pdf.slice().buffer, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${specSheetFileName({ slug, paper, units, locale })}"`,
    "Content-Language": LANGUAGE[locale].lang,
  });
};

export const specSheets = new Hono<AppEnv>()
  .get("/products/:slug/spec-sheet.pdf", sheet("en"))
  .get("/es/products/:slug/spec-sheet.pdf", sheet("es"));
