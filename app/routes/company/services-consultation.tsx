// /services/consultation (rules §2 "Category listings and consultation listing"): 'Our {title}
// Solutions', an introduction, a card per consultation, design and engineering service with
// Learn More and Add to Quote (category 'services'), then 'Browse All Services'.
import { Link } from "../../ui/link";
import { AddToQuoteButton } from "../../contact/components/add-to-quote-button";
import { ContactDialogButton } from "../../contact/components/contact-dialog";
import { listingCardsIn, listingIntroIn } from "../../company/content/service-pages/consultation-listing";
import { applicationLabel } from "../../company/localized.server";
import { localeOf } from "../../lib/locale";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/services-consultation";
import { Drawing } from "../../ui/drawing";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  // Tags are application keys: Spanish pages show their labels.
  const cards = listingCardsIn(locale).map((card) => ({ ...card, tags: card.tags.map((tag) => applicationLabel(tag, locale)) }));
  return withHead(url, withUnits({ intro: listingIntroIn(locale), cards }, locale));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function ServicesConsultationPage({ loaderData }: Route.ComponentProps) {
  const { intro, cards } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-900">{t("Our Consultation Solutions")}</h1>
          <p className="mt-4 text-lg text-slate-700">{intro.intro}</p>
        </div>
        <ContactDialogButton className="btn-primary shrink-0 self-start md:self-auto">{t("Request a Consultation")}</ContactDialogButton>
      </div>

      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cards.map((card, i) => (
          <li key={card.href} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            <Drawing
              src={card.image.src}
              alt={card.image.alt}
              width={card.image.width}
              height={card.image.height}
              // The first row is in view on a laptop; the rest wait for the scroll.
              loading={i < 4 ? "eager" : "lazy"}
              decoding="async"
              className="aspect-[4/3] w-full border-b border-slate-200 bg-slate-50 object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <h2 className="text-lg font-semibold text-brand-900">{card.title}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-600">{card.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("Applications")}>
                {card.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 capitalize">
                    {tag}
                  </li>
                ))}
              </ul>
              <div className="mt-5 flex flex-wrap items-center gap-3">
                <Link to={to(card.href)} className="btn-primary px-3 py-1.5 text-xs">
                  {t("Learn More")}
                  <span className="sr-only"> {t("about {title}", { title: card.title })}</span>
                </Link>
                <AddToQuoteButton item={{ id: card.href, name: card.title, category: "services" }} />
              </div>
            </div>
          </li>
        ))}
      </ul>

      <Link to={to("/services")} className="btn-secondary mt-10">
        {t("Browse All Services")}
      </Link>
    </div>
  );
}
