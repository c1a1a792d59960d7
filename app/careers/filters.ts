// Job filters and previews (rules §2 Careers, §4 Job filters, §9). Pure, so the loader's HTML
// and the hydrated page filter the same way, and unit tests can pin the rules.
import { TRANSLATED, type Locale } from "../lib/locale";
import { msg } from "../lib/messages";
import type { Salary } from "./posting-terms";

/** rules §9: where, in which department and on what terms M&M hires. */
export const JOB_LOCATIONS = ["Belize City", "Santa Elena", "Belmopan"] as const;
export const JOB_DEPARTMENTS = ["Engineering", "Management", "Operations", "Administration"] as const;
export const JOB_TYPES = ["Full-time", "Part-time", "Contract"] as const;
/** rules §9: job description previews are cut to 100 characters on desktop, 120 on mobile. */
export const JOB_PREVIEW_CHARS = { desktop: 100, mobile: 120 } as const;

type JobLocation = (typeof JOB_LOCATIONS)[number];
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
type JobType = (typeof JOB_TYPES)[number];

/** A posting as the page shows it (an open row of job_postings: active, not past its closing day). */
export type Job = {
  id: number;
  title: string;
  description: string;
  location: string;
  department: string;
  type: string;
  /** When it was posted (ISO 8601). */
  postedAt: string;
  /** The last day to apply (YYYY-MM-DD, Belize time), where staff set one. */
  closesOn?: string;
  /** The salary range, where staff set one. */
  salary?: Salary;
  /** Salary and closing day in the page's words ("BZ$2,500–3,200 a month · Apply by 30 June 2027"), where set. */
  terms?: string;
  /**
   * Set when the title or the description is not in the page's language (a Spanish page showing a
   * posting staff wrote in English only): the language it is in, for the `lang` of its element.
   */
  titleLang?: Locale;
  descriptionLang?: Locale;
};

/** A posting's own page, without a language prefix. */
export const jobPath = (id: number) => `/careers/${id}`;

/** rules §4: each filter is "all" or a value some open posting has. */
export type JobFilterKey = "location" | "department" | "type";
export type JobFilters = Record<JobFilterKey, string>;

const ALL_JOBS: JobFilters = { location: "all", department: "all", type: "all" };

/** The filters in the order the page shows them, with their URL parameter and the values we know (labels translated where shown). */
export const JOB_FILTERS = [
  { key: "location", label: msg("Location"), allLabel: msg("All locations"), known: JOB_LOCATIONS },
  { key: "department", label: msg("Department"), allLabel: msg("All departments"), known: JOB_DEPARTMENTS },
  { key: "type", label: msg("Job Type"), allLabel: msg("All job types"), known: JOB_TYPES },
] as const;

export type JobFilterOptions = Record<JobFilterKey, string[]>;

/**
 * The words of the values a posting is filed under, for the page to translate (t(JOB_VALUES[value])):
 * the values themselves stay English in D1 and in the URL. A value staff typed that is not here
 * shows as written.
 */
const JOB_VALUES: Record<string, string> = {
  "Belize City": msg("Belize City"),
  "Santa Elena": msg("Santa Elena"),
  Belmopan: msg("Belmopan"),
  Engineering: msg("Engineering"),
  Management: msg("Management"),
  Operations: msg("Operations"),
  Administration: msg("Administration"),
  "Full-time": msg("Full-time"),
  "Part-time": msg("Part-time"),
  Contract: msg("Contract"),
} satisfies Record<JobLocation | JobDepartment | JobType, string>;

/** A value's words in the language of `t` (a value we do not know, as written). */
export const jobValue = (t: (message: string) => string, value: string): string => {
  return Object.hasOwn(JOB_VALUES, value) ? t(JOB_VALUES[value]!) : value;
};

/**
 * rules §4: what each filter offers besides "all": the values some open posting has, ours in the
 * order of rules §9, then any other staff typed, alphabetically. No option leads to an empty list.
 */
export function jobFilterOptions(jobs: readonly Pick<Job, JobFilterKey>[]): JobFilterOptions {
  const options = {} as JobFilterOptions;
  for (const { key, known } of JOB_FILTERS) {
    const present = new Set(jobs.map((job) => job[key]));
    const ours: readonly string[] = known;
    options[key] = [...ours.filter((value) => present.has(value)), ...[...present].filter((value) => !ours.includes(value)).sort()];
  }
  return options;
}

/** A value the URL asked for that no open posting has: one of ours, so the page can name it (anything else is passed over in silence). */
export type UnavailableFilter = { key: JobFilterKey; value: string };

/**
 * Reads ?location=…&department=…&type=… against the options (case is forgiven). A value no open
 * posting has means all, so an old link never shows an empty list; where it is one of ours it is
 * also returned as unavailable, for the page to say so.
 */
export function parseJobFilters(
  params: URLSearchParams,
  options: JobFilterOptions,
): { filters: JobFilters; unavailable: UnavailableFilter[] } {
  const filters: JobFilters = { ...ALL_JOBS };
  const unavailable: UnavailableFilter[] = [];
  for (const { key, known } of JOB_FILTERS) {
    const wanted = params.get(key)?.trim().toLowerCase();
    if (!wanted || wanted === "all") continue;
    const match = options[key].find((option) => option.toLowerCase() === wanted);
    if (match) filters[key] = match;
    else {
      const ours = known.find((value) => value.toLowerCase() === wanted);
      if (ours) unavailable.push({ key, value: ours });
    }
  }
  return { filters, unavailable };
}

/** The query for a set of filters, leaving out those at "all" (as /products does). */
export function jobFiltersSearch(filters: JobFilters): string {
  const params = new URLSearchParams();
  for (const { key } of JOB_FILTERS) if (filters[key] !== "all") params.set(key, filters[key]);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasActiveFilter(filters: JobFilters): boolean {
  return JOB_FILTERS.some(({ key }) => filters[key] !== "all");
}

/** rules §4: a job shows only if it matches all three filters. */
export function filterJobs<T extends Pick<Job, JobFilterKey>>(jobs: readonly T[], filters: JobFilters): T[] {
  return jobs.filter((job) => JOB_FILTERS.every(({ key }) => filters[key] === "all" || job[key] === filters[key]));
}

/**
 * rules §9: a description preview of at most `limit` characters plus an ellipsis. The cut falls
 * on the last whole word when one ends in the final 40 % of the limit, so no word is chopped.
 */
export function previewText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  let cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  // A space right after the limit means the cut already ends a word.
  if (clean[limit] !== " " && lastSpace >= limit * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/**
 * A posting's text in `locale`: the Spanish staff wrote, else the English with its language (the
 * page marks it lang="en"). A Spanish column left blank counts as none.
 */
export function postingText(english: string, spanish: string | null, locale: Locale): { text: string; lang?: Locale } {
  if (!TRANSLATED[locale]) return { text: english };
  return spanish?.trim() ? { text: spanish } : { text: english, lang: "en" };
}
