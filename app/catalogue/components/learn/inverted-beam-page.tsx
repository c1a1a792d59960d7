// 'Master Inverted Beam Technology' (rules §2): the seventh explainer, with its own sections:
// what inverted beams are, engineering excellence, applications, and 'Ready to Start Your
// Project'. 'Download Specs' downloads the inverted beams PDF spec sheet
// (docs/decisions/0052-pdf-spec-sheets.md): A4 and metric, or Letter and imperial for a visitor
// reading imperial.
import { specSheetPath } from "../../content/spec-sheet-path";
import { useUnits } from "../../../ui/use-units";
import type { InvertedBeamLearnPage } from "../../content/learn/types";
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import {
  ApplicationList,
  ClosingBand,
  container,
  FactList,
  IconCards,
  LearnHero,
  onDarkButton,
  onDarkSecondary,
  sectionHeading,
  Visual,
} from "./learn-parts";
import { Measured } from "../../../ui/measured";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../catalog";

type Props = {
  page: InvertedBeamLearnPage;
  facts: readonly { label: string; value: string }[];
  product: { title: string; path: string; slug: string };
};

export function InvertedBeamPage({ page, facts, product }: Props) {
  const t = useT(catalog);
  const to = useLocalePath();
  const imperial = useUnits() === "imperial";
  const specSheet = to(specSheetPath(product.slug, imperial ? "letter" : "a4", imperial ? "imperial" : "metric"));
  const quote = t("Tell us about your frame: grid, floor system, loads and schedule.");
  return (
    <>
      <LearnHero
        title={page.title}
        lead={page.lead}
        image={page.hero}
        actions={
          <>
            <ContactDialogButton className={onDarkButton} product={{ slug: product.slug, title: product.title }} description={quote}>
              {t("Get a Fast Quote")}
            </ContactDialogButton>
            <a href={specSheet} download className={onDarkSecondary}>
              {t("Download Specs")}
            </a>
          </>
        }
      />

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

      <section aria-labelledby="engineering-title" className="bg-slate-50">
        <div className={`${container} py-14 md:py-20`}>
          <h2 id="engineering-title" className={sectionHeading}>
            {page.engineering.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            <Measured text={page.engineering.intro} />
          </p>
          <div className="mt-8 grid gap-10 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <Visual image={page.engineering.image} />
            </div>
            <FactList title={t("{title} at a glance", { title: product.title })} facts={facts} />
          </div>
          <div className="mt-10">
            <IconCards items={page.engineering.items} />
          </div>
        </div>
      </section>

      <section aria-labelledby="applications-title" className={`${container} py-14 md:py-20`}>
        <h2 id="applications-title" className={sectionHeading}>
          {page.applications.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          <Measured text={page.applications.intro} />
        </p>
        <div className="mt-8">
          <ApplicationList items={page.applications.items} />
        </div>
      </section>

      <ClosingBand
        heading={page.closing.heading}
        text={page.closing.text}
        actions={
          <>
            <a href={specSheet} download className={onDarkButton}>
              {t("Download Technical Specs")}
            </a>
            <ContactDialogButton className={onDarkSecondary} product={{ slug: product.slug, title: product.title }} description={quote}>
              {t("Request a Consultation")}
            </ContactDialogButton>
          </>
        }
      />
    </>
  );
}
