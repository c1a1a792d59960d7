// / (rules §2 "Home page"): the hero carousel, then six sections (about, products, services,
// projects, teaming opportunities, contact), all rendered on the server from the loader's data.
// No skeletons: nothing on the page loads after its HTML (docs/decisions/0015-home-page.md).
import { env } from "cloudflare:workers";
import { HeroCarousel } from "../../company/components/home/hero-carousel";
import { HeroErrorBoundary } from "../../company/components/home/hero-error-boundary";
import type { HomeSectionsProps } from "../../company/components/home/home-sections";
import { whenVisible } from "../../ui/when-visible";
import {
  aboutSectionIn,
  contactSectionIn,
  heroSlidesIn,
  productsSectionIn,
  projectsSectionIn,
  servicesSectionIn,
  teamingSectionIn,
  videoPosterIn,
} from "../../company/content/home";
import { company } from "../../site/company";
import { companyFigure, publicFacts, showsPlaceholders } from "../../site/facts";
import { productsIn } from "../../catalogue/content/localized-products";
import { productSummary } from "../../catalogue/content/product-summaries";
import { projectsIn } from "../../company/localized.server";
import { localeOf } from "../../lib/locale";
import { serviceCardsIn } from "../../company/content/service-pages/overview";
import { HERO_SLIDE_INTERVAL_MS } from "../../lib/constants";
import { serverT } from "../../server/i18n.server";
import { catalog } from "../../company/translations";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/home";

/** Projects the teaser shows: a bridge, two buildings and a warehouse. */
const TEASER_PROJECTS = ["haulover-bridge", "key-stone-building", "atlantic-insurance-building", "midway-warehouse"];

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;

/**
 * The about section with its figures as a visitor may see them: those the company states about its
 * work are facts, marked as examples until confirmed, and left out of the live site until then.
 */
function aboutWithFacts(locale: Parameters<typeof aboutSectionIn>[0], examples: boolean) {
  const about = aboutSectionIn(locale);
  const figures = about.figures.flatMap((figure) => {
    if (!("fact" in figure)) return [{ label: figure.label, value: figure.value, example: false }];
    const fact = companyFigure(figure.fact, examples);
    return fact ? [{ label: figure.label, value: fact.value, example: fact.example }] : [];
  });
  return { ...about, figures };
}

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const t = serverT(locale, catalog);
  const products = productsIn(locale);
  const serviceCards = serviceCardsIn(locale);
  const projects = projectsIn(locale);
  // The film behind 'M&M in 90 Seconds' is a fact (facts.json): no film, or one the page may not show, no button.
  const film = publicFacts(locale, showsPlaceholders(env, url)).film;
  return withHead(
    url,
    withUnits(
      {
        heading: t("{name} · Precast & prestressed concrete in Belize since {year}", { name: company.name, year: company.foundedYear }),
        slides: heroSlidesIn(locale),
        interval: HERO_SLIDE_INTERVAL_MS,
        video: film && { url: film.value, example: film.example, poster: videoPosterIn(locale) },
        about: aboutWithFacts(locale, showsPlaceholders(env, url)),
        products: {
          content: productsSectionIn(locale),
          products: products.map((p) => ({
            title: p.title,
            slug: p.slug,
            summary: firstSentence(productSummary(p.slug, locale).description),
          })),
        },
        services: {
          content: servicesSectionIn(locale),
          services: serviceCards.map(({ title, href, description, image }) => ({ title, href, description, image })),
        },
        projects: {
          content: projectsSectionIn(locale),
          projects: TEASER_PROJECTS.flatMap((id) => projects.filter((p) => p.id === id)).map(({ id, title, category, image }) => ({
            id,
            title,
            category,
            image,
          })),
        },
        teaming: teamingSectionIn(locale),
        contact: contactSectionIn(locale),
      },
      locale,
    ),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

// Below the first screen: its code loads as it nears the viewport (the id is the sections' own).
const HomeSections = whenVisible<HomeSectionsProps>("home-sections", () => import("../../company/components/home/home-sections"));

export default function Home({ loaderData: { heading, slides, interval, video, ...sections } }: Route.ComponentProps) {
  return (
    <>
      <HeroErrorBoundary>
        <HeroCarousel heading={heading} slides={slides} interval={interval} video={video} />
      </HeroErrorBoundary>
      <HomeSections {...sections} />
    </>
  );
}
