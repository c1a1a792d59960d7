// GET /products/<slug>/sections/<id>.dxf: a typical section's cross-section as a DXF file
// (app/catalogue/engineering/dxf.ts), its notes in Spanish under /es/. Like a page and the spec
// sheets, it passes through the edge cache, keyed by the address and the build.
import { Hono, type Context } from "hono";
import { sectionById } from "../../app/catalogue/engineering/sections";
import { sectionDxf } from "../../app/catalogue/engineering/dxf";
import { LANGUAGE, localePath, type Locale } from "../../app/lib/locale";
import type { AppEnv } from "../hono-env";

type Path = "/products/:slug/sections/:file{[\\w-]+\\.dxf}" | "/es/products/:slug/sections/:file{[\\w-]+\\.dxf}";

const NOT_FOUND: Record<Locale, string> = {
  en: "No such section: the sections of each product are listed on its page, each with its DXF.",
  es: "No existe esa sección: las secciones de cada producto están en su página, cada una con su DXF.",
};

const drawing = (locale: Locale) => (c: Context<AppEnv, Path>) => {
  const slug = c.req.param("slug");
  const id = c.req.param("file").slice(0, -".dxf".length);
  const section = sectionById(id);
  // Only under its own product: one address per file.
  if (!section || section.product !== slug) return c.text(NOT_FOUND[locale], 404);
  const file = sectionDxf(
    section,
    section.patterns.map(({ id: label, strands }) => ({ label, strands })),
    { locale, address: `${c.env.SITE_URL}${localePath(locale, `/products/${slug}`)}` },
  );
  return c.body(file.slice().buffer, 200, {
    "Content-Type": "application/dxf",
    "Content-Disposition": `attachment; filename="mm-${section.id}.dxf"`,
    "Content-Language": LANGUAGE[locale].lang,
  });
};

export const sectionDrawings = new Hono<AppEnv>()
  .get("/products/:slug/sections/:file{[\\w-]+\\.dxf}", drawing("en"))
  .get("/es/products/:slug/sections/:file{[\\w-]+\\.dxf}", drawing("es"));
