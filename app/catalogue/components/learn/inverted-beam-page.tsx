// 'Master Inverted Beam Technology' (rules §2): the seventh explainer, with its own sections:
// what inverted beams are, engineering excellence, applications, and 'Ready to Start Your
// Project'. 'Download Specs' downloads the inverted beams PDF spec sheet
// (docs/decisions/0052-pdf-spec-sheets.md): A4 and metric, or Letter and imperial for a visitor
// reading imperial.
import { specSheetPath } from "../../content/spec-sheet-path";
import { useUnits } from "../../../ui/use-units";
import type { InvertedBeamLearnPage } from "../../content/learn/types";
import {
  ApplicationsSection,
  container,
  FactList,
  IconCards,
  LearnFrame,
  LearnSection,
  onDarkButton,
  onDarkSecondary,
  QuoteButton,
  sectionHeading,
  Visual,
  type LearnPageProps,
} from "./learn-parts";
import { Measured } from "../../../ui/measured";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

export function InvertedBeamPage({ page, facts, product }: LearnPageProps<InvertedBeamLearnPage>) {
  const t = useT(catalog);
  const to = useLocalePath();
  const imperial = useUnits() === "imperial";
  const specSheet = to(specSheetPath(product.slug, imperial ? "letter" : "a4", imperial ? "imperial" : "metric"));
  const quote = t("Tell us about your frame: grid, floor system, loads and schedule.");
  return (
    <LearnFrame
      page={page}
      product={product}
      quote={quote}
      heroActions={
        <a href={specSheet} download className={onDarkSecondary}>
          {t("Download Specs")}
        </a>
      }
      closingActions={
        <>
          <a href={specSheet} download className={onDarkButton}>
            {t("Download Technical Specs")}
          </a>
          <QuoteButton className={onDarkSecondary} product={product} description={quote}>
            {t("Request a Consultation")}
          </QuoteButton>
        </>
      }
    >
      {/* The heading stands beside the picture here, so this section is laid out by hand. */}
      <section aria-labelledby="what-title" className={`${container} py-14 md:py-20`}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <h2 id="what-title" className={sectionHeading}>
              {page.whatIs.heading}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-slate-700">
              {page.whatIs.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>
                  <Measured text={paragraph} />
                </p>
              ))}
            </div>
            <ul className="mt-6 space-y-2 text-slate-800">
              {page.whatIs.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-500" />
                  <Measured text={point} />
                </li>
              ))}
            </ul>
          </div>
          <Visual image={page.whatIs.image} />
        </div>
      </section>

      <LearnSection id="engineering" heading={page.engineering.heading} intro={page.engineering.intro} tinted>
        <div className="mt-8 grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Visual image={page.engineering.image} />
          </div>
          <FactList title={t("{title} at a glance", { title: product.title })} facts={facts} />
        </div>
        <div className="mt-10">
          <IconCards items={page.engineering.items} />
        </div>
      </LearnSection>

      <ApplicationsSection heading={page.applications.heading} applications={page.applications} />
    </LearnFrame>
  );
}
