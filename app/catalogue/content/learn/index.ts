// Explainer content by slug and language, loaded on demand by the learn route's loader only.
// Bridge planks have no explainer (rules §2).
import { withText, type TextOf } from "../../../lib/localized";
import type { Locale } from "../../../lib/locale";
import type { LearnPage } from "./types";

// Each explainer's module, ./<slug>.ts, and its text in each other language, ./<slug>.<locale>.ts.
const modules = import.meta.glob<{ page: LearnPage }>(["./*.ts", "!./*.*.ts", "!./index.ts", "!./types.ts"]);
type Text = { page: TextOf<LearnPage> };
const TEXTS: Record<Locale, Record<string, () => Promise<Text>>> = { en: {}, es: import.meta.glob<Text>("./*.es.ts") };

/** The explainer of `slug` in `locale`, or undefined when the product has none. */
export async function learnPage(slug: string, locale: Locale = "en"): Promise<LearnPage | undefined> {
  const load = modules[`./${slug}.ts`];
  if (!load) return undefined;
  const [{ page }, text] = await Promise.all([load(), TEXTS[locale][`./${slug}.${locale}.ts`]?.()]);
  return withText(page, text?.page);
}
