// How each language writes what only written text has (rules §11 "Typography"): quotation marks,
// the ellipsis, and the unit words that never follow a number (beside a number a unit is its
// symbol: "40 ft", "12 m", "408 t"; in prose without one, the word: "medido en pies"). Numbers,
// percentages, the clock and dates are ./typography.ts. tests/unit/typography.test.ts holds every
// text the site shows to both; no page code needs this.
import type { Locale } from "./locale";

export type WritingRules = {
  /** Quotation marks, outer and inner: “cita ‘dentro’ de otra”. */
  quotes: { open: string; close: string; innerOpen: string; innerClose: string };
  ellipsis: string;
  /** Units spelled out (as regular expressions), which never follow a number. */
  unitWords: readonly string[];
};

const CURLY = { open: "“", close: "”", innerOpen: "‘", innerClose: "’" };

export const WRITING_RULES: Record<Locale, WritingRules> = {
  en: {
    quotes: CURLY,
    ellipsis: "…",
    unitWords: ["feet", "foot", "inch", "inches", "metres?", "meters?", "millimet(?:re|er)s?", "kilonewtons?", "tonnes?", "pounds?"],
  },
  // “Comillas” as CLDR gives es-419 and as Mexico and Guatemala write them.
  es: {
    quotes: CURLY,
    ellipsis: "…",
    unitWords: ["pies?", "pulgadas?", "metros?", "milímetros?", "centímetros?", "kilonewtons?", "toneladas?", "ton", "libras?"],
  },
};
