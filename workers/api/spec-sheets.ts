// GET /products/<slug>/spec-sheet.pdf?paper=a4|letter&units=metric|imperial: a product's spec
// sheet (app/catalogue/spec-sheet/). Like a page, it passes through the edge cache, keyed by the
// full address and the build, so each sheet is made once per build and data centre.
import { Hono } from "hono";
import { PAPERS, renderSpecSheet, specSheetFileName, type Paper } from "../../app/catalogue/spec-sheet/spec-sheet-pdf.server";
import { siteData } from "../../app/shell/site.server";
import type { AppEnv } from "../hono-env";

const isPaper = (value: string): value is Paper => Object.hasOwn(PAPERS, value);

export const specSheets = new Hono<AppEnv>().get("/products/:slug/spec-sheet.pdf", async (c) => {
  const paper = c.req.query("paper") ?? "a4";
  const units = c.req.query("units") ?? "metric";
  if (!isPaper(paper) || (units !== "metric" && units !== "imperial")) {
    return c.text("Choose paper=a4 or paper=letter, and units=metric or units=imperial.", 400);
  }
  const { siteUrl, contact } = siteData();
  const slug = c.req.param("slug");
  const pdf = await renderSpecSheet({ slug, paper, units, siteUrl, contact, issued: new Date() });
  if (!pdf) return c.text("There is no product at this address.", 404);
  return c.body(pdf.slice().buffer, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${specSheetFileName({ slug, paper, units })}"`,
  });
});
