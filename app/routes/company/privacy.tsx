// /privacy (rules §2 Privacy): the 13 sections with a table of contents. The policy text is read
// by the loader; the office's address and email are the facts the root loader says the page may show.
import { company } from "../../site/company";
import { ExampleMark } from "../../ui/example-mark";
import { LAST_UPDATED, privacySectionsIn, type PrivacyBlock } from "../../company/content/privacy";
import { DATE_LOCALE, type Locale, localeOf } from "../../lib/locale";
import { useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { useSiteData } from "../../site/use-site-data";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/privacy";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  return withHead(
    url,
    withUnits(
      {
        sections: privacySectionsIn(locale),
        lastUpdated: LAST_UPDATED,
        lastUpdatedText: longDate(LAST_UPDATED, locale),
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

/**
 * '2025-07-18' → '18 July 2025' ('18 de julio de 2025' in Spanish), written by the loader on the
 * server: the browser's first Intl formatter costs a long task while the page hydrates
 * (docs/decisions/0056-blocking-time-on-a-two-core-machine.md).
 */
function longDate(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

function Block({ block }: { block: PrivacyBlock }) {
  if (block.kind === "p") return <p>{block.text}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5">
      {block.items.map((item) => (
        <li key={item.text.slice(0, 32)}>
          {item.term ? <strong className="font-semibold text-slate-900">{item.term}: </strong> : null}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { sections, lastUpdated, lastUpdatedText } = loaderData;
  const t = useT(catalog);
  const { address, email } = useSiteData()?.facts ?? {};
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{t("Privacy Policy")}</h1>
      <p className="mt-2 text-slate-600">
        {t("Last updated")} <time dateTime={lastUpdated}>{lastUpdatedText}</time>
      </p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="privacy-toc" className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start">
          <h2 id="privacy-toc" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {t("Contents")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-slate-500">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-my-0.5 inline-block py-0.5 text-brand-700 underline-offset-2 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-10 leading-relaxed text-slate-700">
          {sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="space-y-3">
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
                {i + 1}. {section.title}
              </h2>
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} />
              ))}
              {section.id === "contact-us" ? (
                <address className="rounded-lg border border-slate-200 bg-slate-50 p-5 not-italic">
                  <strong className="font-semibold text-slate-900">{company.legalName}</strong>
                  <br />
                  {t("Attn: Privacy")}
                  {address ? (
                    <>
                      <br />
                      {address.value.street}
                      <br />
                      {address.value.city}, {address.value.country}
                      <ExampleMark when={address.example} />
                    </>
                  ) : null}
                  {email ? (
                    <>
                      <br />
                      {t("Email:")}{" "}
                      <a href={`mailto:${email.value}`} className="font-medium text-brand-700 underline underline-offset-2">
                        {email.value}
                      </a>
                      <ExampleMark when={email.example} />
                    </>
                  ) : null}
                </address>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
