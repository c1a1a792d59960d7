// A posting's terms (rules §2 Careers): its salary range and the last day to apply, both optional
// (migrations/0012), in the words and number format of the page's language. Worded once by the
// server (app/careers/applications.server.ts), so no page's script carries it.
import { DATE_LOCALE } from "../lib/locale";
import { formatNumber } from "../lib/typography";
import { msg, type Translate } from "../lib/messages";
import type { SalaryPeriod } from "../lib/stored-shapes";

/** A salary range with at least one end; `currency` an ISO 4217 code. */
export type Salary = { min?: number; max?: number; currency: string; period?: SalaryPeriod };

/** The salary columns of a posting as a range; none when neither end is set. */
export function salaryOf(row: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod | null;
}): Salary | undefined {
  if (row.salaryMin === null && row.salaryMax === null) return undefined;
  return {
    currency: row.salaryCurrency,
    ...(row.salaryMin === null ? {} : { min: row.salaryMin }),
    ...(row.salaryMax === null ? {} : { max: row.salaryMax }),
    ...(row.salaryPeriod ? { period: row.salaryPeriod } : {}),
  };
}

/** How Belizeans write their dollar (and ours for the US one, so the two never look alike); other currencies by code. */
const SYMBOLS: Record<string, string> = { BZD: "BZ$", USD: "US$" };

const PER_PERIOD = {
  month: msg("{amount} a month"),
  year: msg("{amount} a year"),
  hour: msg("{amount} an hour"),
} satisfies Record<SalaryPeriod, string>;

/** "BZ$2,500–3,200 a month", "From BZ$12 an hour", "Up to US$40,000 a year" (in Spanish on a Spanish page). */
export function salaryText(salary: Salary, t: Translate): string {
  const { min, max, currency, period } = salary;
  // Cents only where an amount has them (pay by the hour), then for both ends alike.
  const cents = [min, max].some((value) => value !== undefined && !Number.isInteger(value));
  const number = { format: (value: number) => formatNumber(value, t.locale, { places: cents ? 2 : 0, fixed: cents }) };
  const money = (figures: string) => (Object.hasOwn(SYMBOLS, currency) ? `${SYMBOLS[currency]}${figures}` : `${currency} ${figures}`);
  const amount =
    min !== undefined && max !== undefined
      ? money(min === max ? number.format(min) : `${number.format(min)}–${number.format(max)}`)
      : min !== undefined
        ? t("From {amount}", { amount: money(number.format(min)) })
        : t("Up to {amount}", { amount: money(number.format(max ?? 0)) });
  return period ? t(PER_PERIOD[period], { amount }) : amount;
}

/** "Apply by 30 June 2027" ("Postúlese a más tardar el 30 de junio de 2027"): the day as staff set it, whatever the visitor's zone. */
export function closingText(closesOn: string, t: Translate): string {
  const date = new Intl.DateTimeFormat(DATE_LOCALE[t.locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${closesOn}T00:00:00Z`));
  return t("Apply by {date}", { date });
}
