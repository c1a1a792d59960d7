// How each language writes the clock and a numeric date (rules §11 "Typography"): one clock for
// pages, spec sheets and mails, day-month-year dates with the hint a form shows. Plain arithmetic,
// no Intl: browser code reads them while a page hydrates
// (docs/decisions/0056-blocking-time-on-a-two-core-machine.md).
import { LOCALES, type Locale } from "./locale";

export type Calendar = {
  hourCycle: "h12" | "h23";
  /** A numeric date: day, month, year, as the language orders them, and the hint a form shows for it. */
  date: { order: readonly ("d" | "m" | "y")[]; separator: string; hint: string };
};

export const CALENDAR: Record<Locale, Calendar> = {
  en: { hourCycle: "h12", date: { order: ["d", "m", "y"], separator: "/", hint: "dd/mm/yyyy" } },
  es: { hourCycle: "h23", date: { order: ["d", "m", "y"], separator: "/", hint: "dd/mm/aaaa" } },
};

/** A time on `locale`'s clock: "7:54 AM", "5:00 PM", "17:00"; `short` drops a 12-hour clock's ":00" ("8 AM"). */
export function clockTime(hour: number, minute: number, locale: Locale, short = false): string {
  const mm = `:${String(minute).padStart(2, "0")}`;
  if (CALENDAR[locale].hourCycle === "h23") return `${hour}${mm}`;
  return `${hour % 12 || 12}${short && minute === 0 ? "" : mm} ${hour < 12 ? "AM" : "PM"}`;
}

/** A whole hour on `locale`'s clock: "8:00 AM", "17:00"; `short` reads "8 AM" on a 12-hour clock. */
export const clockHour = (hour: number, locale: Locale, short = false) => clockTime(hour, 0, locale, short);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD, as stored) in `locale`'s numeric form: "31/03/2027". */
export function numericDate(iso: string, locale: Locale): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const parts = { y: match[1]!, m: match[2]!, d: match[3]! };
  const { order, separator } = CALENDAR[locale].date;
  return order.map((part) => parts[part]).join(separator);
}

/** The numeric orders the languages write a date in ("dmy"): a typed date is read in any of them. */
const dateOrders = () => [...new Set(LOCALES.map((locale) => CALENDAR[locale].date.order.join("")))];

/** YYYY-MM-DD when it is a calendar date (2027-02-30 is not). */
function calendarDate(y: string, m: string, d: string): string | null {
  const date = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date) ? date : null;
}

/**
 * A date as typed: YYYY-MM-DD (what a date field sends) or in a language's numeric order
 * ("31/03/2027", "31-3-2027"), as YYYY-MM-DD; null when it is no calendar date.
 */
export function readDate(text: string): string | null {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  if (iso) return calendarDate(iso[1]!, iso[2]!, iso[3]!);
  const typed = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(value);
  if (!typed) return null;
  for (const order of dateOrders()) {
    const parts = Object.fromEntries([...order].map((part, i) => [part, typed[i + 1]!]));
    if (parts.y!.length !== 4 || parts.d!.length > 2) continue;
    const date = calendarDate(parts.y!, parts.m!, parts.d!);
    if (date) return date;
  }
  return null;
}
