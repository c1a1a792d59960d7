// Open positions as schema.org JobPosting, so that search engines' job listings can show them
// (docs/decisions/0046-job-postings-search-engines-understand.md). Built from the same rows the
// board lists; the careers page is the same for every visitor, so it may be cached at the edge.
import { company } from "../company/content/company";
import { canonicalUrl } from "../shell/site-map";
import type { Job } from "./filters";
import { localePath, type Locale } from "../lib/locale";

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
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: company.address.countryCode },
    },
    // The application form for this job, in the page (it works without JavaScript too).
    url: canonicalUrl(siteUrl, localePath(locale, `/careers?apply=${job.id}`)),
    directApply: true,
  }));
}
