// An open position as schema.org JobPosting, so that search engines' job listings can show it
// (docs/decisions/0100-a-page-per-job-posting.md), on the posting's own page
// (/careers/<id>), built from the row that page shows.
import { company } from "../site/company";
import { facts } from "../site/facts";
import { canonicalUrl } from "../site/canonical-url";
import type { Job } from "./filters";
import { localePath, type Locale } from "../lib/locale";
import { jobPath } from "./filters";
import type { Salary } from "./posting-terms";
import type { SalaryPeriod } from "../lib/stored-shapes";

/** Our salary periods in schema.org's unit texts. */
const UNIT_TEXTS: Record<SalaryPeriod, string> = { month: "MONTH", year: "YEAR", hour: "HOUR" };

/** Belize's offset as ISO 8601 writes it ("-06:00"): a posting closes at the end of its day there. */
const BELIZE_OFFSET = (() => {
  const minutes = Math.abs(company.utcOffsetMinutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${company.utcOffsetMinutes < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
})();

/** A range as schema.org's MonetaryAmount: one figure as `value`, else the ends it has. */
function baseSalary({ min, max, currency, period }: Salary): Record<string, unknown> {
  const amount = min !== undefined && min === max ? { value: min } : { minValue: min, maxValue: max };
  return {
    "@type": "MonetaryAmount",
    currency,
    value: { "@type": "QuantitativeValue", ...amount, ...(period ? { unitText: UNIT_TEXTS[period] } : {}) },
  };
}

/** Our job types in schema.org's employment types. */
const EMPLOYMENT_TYPES: Record<string, string> = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME", Contract: "CONTRACTOR" };

/** `jobs` as the page lists them: in its language where staff wrote one (a Spanish page's postings in Spanish). */
export function jobPostingsJsonLd(jobs: readonly Job[], siteUrl: string, locale: Locale = "en"): Record<string, unknown>[] {
  return jobs.map((job) => ({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedAt.slice(0, 10),
    ...(job.closesOn ? { validThrough: `${job.closesOn}T23:59:59${BELIZE_OFFSET}` } : {}),
    ...(job.salary ? { baseSalary: baseSalary(job.salary) } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type] ?? "OTHER",
    identifier: { "@type": "PropertyValue", name: company.name, value: String(job.id) },
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: canonicalUrl(siteUrl, "/"),
      logo: canonicalUrl(siteUrl, "/favicon.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: facts.address.value.countryCode },
    },
    // The posting's own page, which holds its application form (it works without JavaScript too).
    url: canonicalUrl(siteUrl, localePath(locale, jobPath(job.id))),
    directApply: true,
  }));
}
