// The layout of six explainer pages (rules §2): hero with Get a Fast Quote, Basics, a six-step
// Manufacturing Process, six Benefit cards, Common Applications, and a closing call to action
// with Request a Consultation and View Product Details. Its quote buttons carry the product
// (app/contact/quoted-product.ts).
import { Link } from "../../../ui/link";
import type { StandardLearnPage as Page } from "../../content/learn/types";
import {
  ApplicationsSection,
  FactList,
  IconCards,
  LearnFrame,
  LearnSection,
  onDarkButton,
  onDarkSecondary,
  QuoteButton,
  Visual,
  type LearnPageProps,
} from "./learn-parts";
import { Measured } from "../../../ui/measured";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { inSentence } from "../../in-sentence";

export function StandardLearnPage({ page, facts, product }: LearnPageProps<Page>) {
  const t = useT(catalog);
  const to = useLocalePath();
  const quote = t("Tell us about your project with {title}: spans, loads, site and schedule.", {
    title: inSentence(product.title, t.locale),
  });
  return (
    <LearnFrame
      page={page}
      product={product}
      quote={quote}
      closingActions={
        <>
          <QuoteButton className={onDarkButton} product={product} description={quote}>
            {t("Request a Consultation")}
          </QuoteButton>
          {/* rules §2: a full-page navigation to the product route. */}
          <Link reloadDocument to={to(product.path)} className={onDarkSecondary}>
            {t("View Product Details")}
          </Link>
        </>
      }
    >
      <LearnSection id="basics" heading={page.basics.heading}>
        <div className="mt-6 grid gap-10 lg:grid-cols-3">
          <div className="space-y-4 text-lg text-slate-700 lg:col-span-2">
            {page.basics.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>
                <Measured text={paragraph} />
              </p>
            ))}
          </div>
          <FactList title={t("{title} at a glance", { title: product.title })} facts={facts} />
        </div>
        <div className="mt-10 lg:w-2/3">
          <Visual image={page.basics.image} />
        </div>
      </LearnSection>

      <LearnSection id="process" heading={t("Manufacturing Process")} intro={page.process.intro} tinted>
        <div className="mt-8 grid gap-10 lg:grid-cols-5">
          <ol className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
            {page.process.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-brand-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">
                    <Measured text={step.text} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <div className="lg:col-span-2">
            <Visual image={page.process.image} />
          </div>
        </div>
      </LearnSection>

      <LearnSection id="benefits" heading={t("Benefits")}>
        <div className="mt-8">
          <IconCards items={page.benefits} />
        </div>
      </LearnSection>

      <ApplicationsSection heading={t("Common Applications")} applications={page.applications} tinted />
    </LearnFrame>
  );
}
