// Explainer content by slug and language, loaded on demand by the learn route's loader only.
// Bridge planks have no explainer (rules §2).
import type { LearnPage } from "./types";
import type { Locale } from "../../../lib/locale";

// Each explainer's module, English and its Spanish twin: ./<slug>.ts and ./<slug>.es.ts.
const modules = import.meta.glob<{ page: LearnPage }>(["./*.ts", "!./index.ts", "!./types.ts"]);

/** The explainer of `slug` in `locale`, or undefined when the product has none. */
export async function learnPage(slug: string, locale: Locale = "en"): Promise<LearnPage | undefined> {
  const load = modules[`./${slug}${locale === "es" ? ".es" : ""}.ts`];
  return load ? (await load()).page : undefined;
}
