// The company's facts (facts.json beside this file: value, status, note), typed, and the one rule
// that decides whether a placeholder may be shown (docs/rules.md §12, docs/decisions/0067-one-file-of-company-facts.md).
// For loaders and server code only: pages receive what may be shown through their loaders, so
// neither the file nor a placeholder the live site hides ever reaches a browser bundle.
import data from "./facts.json";
import { INTL_LOCALE, type Locale } from "../lib/locale";
import { clockHour } from "../lib/calendar";
import { company } from "./company";

type FactStatus = "confirmed" | "placeholder";
type Fact<T> = { readonly value: T; readonly status: FactStatus; readonly note: string };
type PostalAddress = { readonly street: string; readonly city: string; readonly country: string };
export type OfficeHoursValue = {
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekdays: readonly number[];
  /** Hours on the 24-hour clock, in the office's time. */
  readonly opens: number;
  readonly closes: number;
};

export type Facts = {
  readonly phone: Fact<string>;
  readonly whatsapp: Fact<string>;
  readonly email: Fact<string>;
  readonly mailDomain: Fact<string>;
  readonly address: Fact<Readonly<Record<Locale, PostalAddress>> & { readonly countryCode: string }>;
  readonly officeHours: Fact<OfficeHoursValue>;
  readonly deliveryArea: Fact<Readonly<Record<Locale, string>> & { readonly countries: readonly string[] }>;
  readonly film: Fact<string | null>;
  readonly pilesInstalled: Fact<string>;
  readonly engineeringExperience: Fact<string>;
  readonly qualityRate: Fact<string>;
  readonly testimonials: Fact<string>;
  readonly partners: Fact<string>;
  readonly suppliers: Fact<string>;
  readonly leadership: Fact<string>;
};

/** The illustrative collections: each is shown or hidden whole. */
export type Collection = "testimonials" | "partners" | "suppliers" | "leadership";

export const facts = data as Facts;

/** Hosts that are this machine: a developer's server, the end-to-end suite's preview build. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether placeholders may be shown (marked as examples): on previews (SITE_ENV "preview") and for
 * requests to this machine. Anything else, including a deployment that names no SITE_ENV and work
 * without a request (the daily job alerts), is the live site, which shows none.
 */
export function showsPlaceholders(env: { SITE_ENV?: string }, url: URL | string | null | undefined): boolean {
  if (env.SITE_ENV === "preview") return true;
  if (!url) return false;
  const { hostname } = new URL(url);
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}

/** A fact as a page, sheet or mail may show it: its value, marked when it is an example; null when it must not show. */
export type Shown<T> = { readonly value: T; readonly example: boolean } | null;

function shown<T>(fact: Fact<unknown>, value: T | null, examples: boolean): Shown<T> {
  if (value === null) return null;
  if (fact.status === "confirmed") return { value, example: false };
  return examples ? { value, example: true } : null;
}

/** A collection the same way: its entries, or null when they are illustrative and this is the live site. */
export function shownCollection<T>(
  name: Collection,
  items: readonly T[],
  examples: boolean,
): { items: readonly T[]; example: boolean } | null {
  const fact = shown(facts[name], items, examples);
  return fact && fact.value.length > 0 ? { items: fact.value, example: fact.example } : null;
}

/** The office hours as a reader sees them, with the numbers the open-now status is worked out from. */
export type OfficeHours = OfficeHoursValue & {
  /** Belize's offset from UTC (company.ts), for the open-now status. */
  readonly utcOffsetMinutes: number;
  /** "Monday to Friday" / "Lunes a viernes". */
  readonly days: string;
  /** "8:00 AM to 5:00 PM" / "de 8:00 a 17:00". */
  readonly time: string;
  /** "Belize time (UTC−6)" / "hora de Belice (UTC−6)": never a zone abbreviation alone. */
  readonly zone: string;
  /** "Saturday and Sunday: closed". */
  readonly closed: string;
  /** "Monday to Friday, 8:00 AM to 5:00 PM, Belize time (UTC−6)". */
  readonly text: string;
  /** Where room is short (the header's top bar): "Mon–Fri 8 AM–5 PM, Belize time (UTC−6)". */
  readonly brief: string;
};

const WORDS: Record<Locale, { range: string; time: string; zone: string; closed: string; and: string }> = {
  en: { range: "{from} to {to}", time: "{opens} to {closes}", zone: "Belize time ({utc})", closed: "{days}: closed", and: " and " },
  es: { range: "{from} a {to}", time: "de {opens} a {closes}", zone: "hora de Belice ({utc})", closed: "{days}: cerrado", and: " y " },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "UTC−6" (a true minus sign), "UTC+5:30". */
function utcLabel(offsetMinutes: number): string {
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${offsetMinutes < 0 ? "−" : "+"}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

/** A weekday's name, "Monday" or "Mon": 7 January 2024 was a Sunday. */
const dayName = (day: number, locale: Locale, weekday: "long" | "short" = "long") =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday, timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 7 + day)));

const consecutive = (days: readonly number[]) => days.length > 2 && days.every((day, i) => i === 0 || day === (days[i - 1]! + 1) % 7);

/** Days in a row read as a range ("Monday to Friday"), others as a list ("Monday, Wednesday and Friday"). */
function dayList(days: readonly number[], locale: Locale): string {
  const words = WORDS[locale];
  const names = days.map((day) => dayName(day, locale));
  if (consecutive(days)) return fill(words.range, { from: names[0]!, to: names.at(-1)! });
  return names.length > 1 ? `${names.slice(0, -1).join(", ")}${words.and}${names.at(-1)}` : (names[0] ?? "");
}

/** "Mon–Fri" (or "Mon, Wed, Fri"); "8 AM–5 PM" ("8:00–17:00" in Spanish). */
function briefHours(value: OfficeHoursValue, locale: Locale): string {
  const names = value.weekdays.map((day) => dayName(day, locale, "short"));
  const days = consecutive(value.weekdays) ? `${names[0]}–${names.at(-1)}` : names.join(", ");
  return `${days} ${clockHour(value.opens, locale, true)}–${clockHour(value.closes, locale, true)}`;
}

/** The office hours in `locale`, from the facts. */
export function officeHours(locale: Locale, value: OfficeHoursValue = facts.officeHours.value): OfficeHours {
  const words = WORDS[locale];
  // The closed days from the day after the last open one: "Saturday and Sunday".
  const last = value.weekdays.at(-1) ?? 0;
  const closedDays = [1, 2, 3, 4, 5, 6, 7].map((i) => (last + i) % 7).filter((day) => !value.weekdays.includes(day));
  const days = capitalised(dayList(value.weekdays, locale));
  const time = fill(words.time, { opens: clockHour(value.opens, locale), closes: clockHour(value.closes, locale) });
  const zone = fill(words.zone, { utc: utcLabel(company.utcOffsetMinutes) });
  return {
    ...value,
    utcOffsetMinutes: company.utcOffsetMinutes,
    days,
    time,
    zone,
    closed: closedDays.length ? fill(words.closed, { days: capitalised(dayList(closedDays, locale)) }) : "",
    text: `${days}, ${time}, ${zone}`,
    brief: `${briefHours(value, locale)}, ${zone}`,
  };
}

/** The film's address when it is one a page may play: a path on this site or an https URL. */
const filmUrl = (value: string | null) => (value && (/^\/(?!\/)/.test(value) || value.startsWith("https://")) ? value : null);

/** What the public may be shown of the facts in `locale`; `examples`: showsPlaceholders(env, url). */
export function publicFacts(locale: Locale, examples: boolean) {
  const { phone, whatsapp, email, address, officeHours: hours, deliveryArea, film } = facts;
  return {
    phone: shown<string>(phone, phone.value, examples),
    whatsapp: shown<string>(whatsapp, whatsapp.value, examples),
    email: shown<string>(email, email.value, examples),
    address: shown(address, { ...address.value[locale], countryCode: address.value.countryCode }, examples),
    hours: shown(hours, officeHours(locale, hours.value), examples),
    delivery: shown(deliveryArea, { area: deliveryArea.value[locale], countries: deliveryArea.value.countries }, examples),
    film: shown<string>(film, filmUrl(film.value), examples),
  };
}

export type PublicFacts = ReturnType<typeof publicFacts>;

/** The figures the company states about its work, each a fact: shown as publicFacts shows the others. */
export type CompanyFigure = "pilesInstalled" | "engineeringExperience" | "qualityRate";

/** A stated figure as a page may show it (marked when an example), or null where it must not show. */
export const companyFigure = (name: CompanyFigure, examples: boolean): Shown<string> =>
  shown<string>(facts[name], facts[name].value, examples);
