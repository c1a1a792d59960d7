// The loader of a posting's own page (/careers/<id>): the open posting with its JobPosting data,
// a closed one as 410 Gone with its title, and any other id as the 404 page.
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { findPosting } from "../../careers/applications.server";
import { previewText } from "../../careers/filters";
import { jobPostingsJsonLd } from "../../careers/job-postings.server";
import { catalog } from "../../careers/translations";
import { localeOf } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";
import { withHead } from "../../shell/head/page-head.server";

/** How much of the posting its page's description (search results, share cards) takes. */
const DESCRIPTION_CHARS = 155;

/** A posting id as the board links it: a positive whole number, nothing else. */
const POSTING_ID = /^[1-9]\d{0,9}$/;

export async function jobLoader(url: URL, id: string | undefined) {
  const locale = localeOf(url.pathname);
  const found = id && POSTING_ID.test(id) ? await findPosting(env.DB, Number(id), locale) : null;
  if (!found) {
    console.warn("404: no page at", url.pathname);
    throw data(null, { status: 404 });
  }
  if (!found.open) {
    const t = serverT(locale, catalog);
    // Gone for good: search engines drop it, and the visitor is shown the open ones.
    return withHead(url, data({ closed: { title: found.title, titleLang: found.titleLang }, job: null }, { status: 410 }), {
      entry: {
        title: t("{title}: no longer open", { title: found.title }),
        description: t("This position is no longer open"),
        noindex: true,
      },
    });
  }
  const { job } = found;
  return withHead(
    url,
    { closed: null, job },
    {
      entry: { title: job.title, description: previewText(job.description, DESCRIPTION_CHARS) },
      jsonLd: ({ siteUrl }) => jobPostingsJsonLd([job], siteUrl, locale),
    },
  );
}
