// Spanish words for the site's paths lead to the Spanish pages. A page's Spanish path keeps the
// English words after the /es/ prefix (one path per page, decided once), yet a visitor who types
// "/es/productos" or "/proyectos" expects the page, not a 404: each such word is read as its
// English one and the request is sent there for good (301, so search engines keep the canonical).
import type { MiddlewareHandler } from "hono";
import { localePath } from "../../app/lib/locale";

/** The Spanish words a reader would type for a path segment, with and without accents. */
const SPANISH_SEGMENTS: Readonly<Record<string, string>> = {
  productos: "products",
  proyectos: "projects",
  servicios: "services",
  empleo: "careers",
  empleos: "careers",
  vacantes: "careers",
  "bolsa-de-trabajo": "careers",
  contacto: "contact",
  contactenos: "contact",
  nosotros: "about",
  "acerca-de": "about",
  "quienes-somos": "about",
  cotizacion: "quote",
  cotizar: "quote",
  buscar: "search",
  busqueda: "search",
  privacidad: "privacy",
  "aviso-de-privacidad": "privacy",
  proveedores: "suppliers",
  entrega: "delivery",
  entregas: "delivery",
  alianzas: "teaming",
  "trabajo-en-equipo": "teaming",
  ingresar: "signin",
  "iniciar-sesion": "signin",
  cuenta: "account",
  // Second segments of the pages above.
  presforzados: "prestressed",
  vigas: "beams",
  losas: "slabs",
  guia: "learn",
  guias: "learn",
  consultoria: "consultation",
  "consultoria-en-ingenieria": "engineering-consultation",
  "construccion-general": "general-construction",
  "control-de-calidad": "quality-assurance",
  "aseguramiento-de-calidad": "quality-assurance",
  alertas: "alerts",
  // The products, as the Spanish pages name them.
  "pilotes-presforzados": "prestressed-piles",
  "losas-doble-t": "double-t-slabs",
  "losa-doble-t": "double-t-slabs",
  "vigas-cajon": "box-beams",
  "vigas-l": "l-beams",
  "losa-alveolar": "hollow-core",
  "losas-alveolares": "hollow-core",
  "losa-maciza": "flat-slab",
  "vigas-t-invertidas": "inverted-beams",
  "losas-para-puente": "concrete-bridge-planks",
};

/** A segment as typed, without accents or case: "Cotización" → "cotizacion". */
const plain = (segment: string) => {
  try {
    return decodeURIComponent(segment).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/** The Spanish page a path of Spanish words means, or null when it has none of them. */
function spanishPathTarget(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  // The API and files (a name with an extension) keep their own words.
  if (segments[0] === "api" || segments.at(-1)?.includes(".")) return null;
  const spanish = segments[0] === "es";
  const words = spanish ? segments.slice(1) : segments;
  const englishOf = (word: string) => (Object.hasOwn(SPANISH_SEGMENTS, plain(word)) ? SPANISH_SEGMENTS[plain(word)] : undefined);
  if (!words.some((word) => englishOf(word))) return null;
  const english = words.map((word) => englishOf(word) ?? word);
  return localePath("es", `/${english.join("/")}`);
}

export const spanishPaths: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const target = spanishPathTarget(url.pathname);
  return target ? c.redirect(`${target}${url.search}`, 301) : next();
};
