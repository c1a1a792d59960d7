// Job filters and previews (rules §2 Careers, §4 Job filters, §9). Pure, so the loader's HTML
// and the hydrated page filter the same way, and unit tests can pin the rules.
import { JOB_DEPARTMENTS, JOB_LOCATIONS, JOB_TYPES } from "../lib/constants";
import type { Locale } from "../lib/locale";
import { msg } from "../lib/messages";

type JobLocation = (typeof JOB_LOCATIONS)[number];
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
type JobType = (typeof JOB_TYPES)[number];

/** A posting as the page shows it (a row of job_postings with active = 1). */
export type Job = {
  id: number;
  title: string;
  description: string;
  location: string;
  department: string;
  type: string;
  /** When it was posted (ISO 8601). */
  postedAt: string;
  /**
   * Set when the title or the description is not in the page's language (a Spanish page showing a
   * posting staff wrote in English only): the language it is in, for the `lang` of its element.
   */
  titleLang?: Locale;
  descriptionLang?: Locale;
};

/** rules §4: each filter is "all" or one value. */
export type JobFilters = { location: JobLocation | "all"; department: JobDepartment | "all"; type: JobType | "all" };
export type JobFilterKey = keyof JobFilters;

const ALL_JOBS: JobFilters = { location: "all", department: "all", type: "all" };

/** The filters in the order the page shows them, with their URL parameter and options (labels translated where shown). */
export const JOB_FILTERS = [
  { key: "location", label: msg("Location"), allLabel: msg("All locations"), options: JOB_LOCATIONS },
  { key: "department", label: msg("Department"), allLabel: msg("All departments"), options: JOB_DEPARTMENTS },
  { key: "type", label: msg("Job Type"), allLabel: msg("All job types"), options: JOB_TYPES },
] as const;

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

/** Reads ?location=…&department=…&type=…; a missing or unknown value means all (case is forgiven). */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const filters: Record<string, string> = { ...ALL_JOBS };
  for (const { key, options } of JOB_FILTERS) {
    const wanted = params.get(key)?.trim().toLowerCase();
    const match = options.find((option) => option.toLowerCase() === wanted);
    if (match) filters[key] = match;
  }
  return filters as JobFilters;
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
  if (locale === "en") return { text: english };
  return spanish?.trim() ? { text: spanish } : { text: english, lang: "en" };
}
