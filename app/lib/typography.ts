// How each language writes numbers and percentages (rules §11 "Typography"), as the formatting
// helpers below write them; the clock and numeric dates are ./calendar.ts, and what only written
// text needs (quotation marks, ellipsis, unit words) ./writing-rules.ts. Separate modules, so a page
// that shows numbers loads no date reader. tests/unit/typography.test.ts holds every text the site
// shows (the catalogs, the content and its Spanish twins) to all three.
import type { Locale } from "./locale";

export type Typography = {
  /** What stands between a number and "%": nothing ("20%"), as CLDR writes en-US and es-419. */
  percentGap: string;
  /** Thousands separator, from 1,000 on, in both unit systems ("4,450 kN", "99,999"); the decimal mark ("12.5"). */
  group: string;
  decimal: string;
};

export const TYPOGRAPHY: Record<Locale, Typography> = {
  en: {
    percentGap: "",
    group: ",",
    decimal: ".",
  },
  // es-419 as written in Mexico and Guatemala (and as Intl writes es-419): 20%, 4,450.5.
  es: {
    percentGap: "",
    group: ",",
    decimal: ".",
  },
};

type NumberOptions = {
  /** Decimal places at most (the default 0), or exactly when `fixed`. */
  places?: number;
  fixed?: boolean;
};

/** A number as `locale` writes it: "4,450", "12.5", "-3"; never "-0". */
export function formatNumber(value: number, locale: Locale, { places = 0, fixed = false }: NumberOptions = {}): string {
  const { group, decimal } = TYPOGRAPHY[locale];
  const digits = Math.abs(value).toLocaleString("en-US", {
    minimumFractionDigits: fixed ? places : 0,
    maximumFractionDigits: places,
    useGrouping: false,
  });
  const [whole, fraction] = digits.split(".");
  const sign = value < 0 && /[1-9]/.test(digits) ? "-" : "";
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction ? `${decimal}${fraction}` : ""}`;
}

/** A whole percentage: "20%", "+95%" with `sign`. */
export const formatPercent = (value: number, locale: Locale, sign = false) =>
  `${sign && value > 0 ? "+" : ""}${formatNumber(value, locale)}${TYPOGRAPHY[locale].percentGap}%`;
