// Building blocks shared by both explainer layouts (rules §2 "Explainer (learn) pages"): the
// frame (hero and closing call to action), sections, 16:9 visuals, specification facts, card
// grids and the quote button.
import type { ReactNode } from "react";
import { LEARN_IMAGE_SIZE, type LearnPage, type LearnVisual, type Titled, type BenefitIconName } from "../../content/learn/types";
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { BenefitIcon } from "./benefit-icon";
import { Measured } from "../../../ui/measured";
import { bothUnits } from "../../../ui/both-units";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";
import { AfterFirstFrame } from "../../../ui/after-first-frame";

export const container = "mx-auto max-w-7xl px-4 sm:px-6";
export const sectionHeading = "text-2xl font-bold tracking-tight text-brand-900 md:text-3xl";
/** A light button for the navy bands (btn-primary would vanish into them). */
export const onDarkButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
export const onDarkSecondary =
  "inline-flex items-center justify-center gap-2 rounded-md border border-white/70 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function Visual({ image, eager = false }: { image: LearnVisual; eager?: boolean }) {
  return (
    <figure>
      <Drawing
        src={image.src}
        alt={bothUnits(image.alt)}
        width={LEARN_IMAGE_SIZE.width}
        height={LEARN_IMAGE_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className="h-auto w-full rounded-xl border border-slate-200 bg-slate-50 shadow-sm"
      />
      {image.caption ? (
        <figcaption className="mt-2 text-sm text-slate-600">
          <Measured text={image.caption} />
        </figcaption>
      ) : null}
    </figure>
  );
}

/** What the learn route hands either layout: the page, its facts in the page's language, and the product it explains. */
export type LearnPageProps<P extends LearnPage> = {
  page: P;
  facts: readonly { label: string; value: string }[];
  product: { title: string; path: string; slug: string };
};

/** The hero (Get a Fast Quote, then `heroActions`) and the closing band around a layout's sections. */
export function LearnFrame({
  page,
  product,
  quote,
  heroActions = null,
  closingActions,
  children,
}: {
  page: LearnPage;
  product: { slug: string; title: string };
  /** What the quote buttons ask the visitor to tell. */
  quote: string;
  heroActions?: ReactNode;
  closingActions: ReactNode;
  children: ReactNode;
}) {
  const t = useT(catalog);
  return (
    <>
      <LearnHero
        title={page.title}
        lead={page.lead}
        image={page.hero}
        actions={
          <>
            <QuoteButton className={onDarkButton} product={product} description={quote}>
              {t("Get a Fast Quote")}
            </QuoteButton>
            {heroActions}
          </>
        }
      />
      <AfterFirstFrame>
        {children}
        <ClosingBand heading={page.closing.heading} text={page.closing.text} actions={closingActions} />
      </AfterFirstFrame>
    </>
  );
}

/** A section with its heading (`{id}-title`) and an optional intro; `tinted` lays it on the grey band. */
export function LearnSection({
  id,
  heading,
  intro,
  tinted = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const body = (
    <>
      <h2 id={`${id}-title`} className={sectionHeading}>
        {heading}
      </h2>
      {intro === undefined ? null : (
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          <Measured text={intro} />
        </p>
      )}
      {children}
    </>
  );
  return tinted ? (
    <section aria-labelledby={`${id}-title`} className="bg-slate-50">
      <div className={`${container} py-14 md:py-20`}>{body}</div>
    </section>
  ) : (
    <section aria-labelledby={`${id}-title`} className={`${container} py-14 md:py-20`}>
      {body}
    </section>
  );
}

/** Opens the contact dialog with the product named, so the request says what it is about. */
export function QuoteButton({
  product,
  description,
  className,
  children,
}: {
  product: { slug: string; title: string };
  description: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <ContactDialogButton className={className} product={{ slug: product.slug, title: product.title }} description={description}>
      {children}
    </ContactDialogButton>
  );
}

function LearnHero({ title, lead, image, actions }: { title: string; lead: string; image: LearnVisual; actions: ReactNode }) {
  const t = useT(catalog);
  return (
    <section aria-labelledby="learn-title" className="bg-brand-900 text-white">
      <div className={`${container} grid items-center gap-8 py-12 md:py-16 lg:grid-cols-2 lg:gap-12`}>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("Learn · Precast engineering")}</p>
          <h1 id="learn-title" className="mt-2 text-3xl font-extrabold tracking-tight md:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-lg text-slate-200">
            <Measured text={lead} />
          </p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        <Visual image={image} eager />
      </div>
    </section>
  );
}

export function FactList({ facts, title }: { facts: readonly { label: string; value: string }[]; title: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      <dl className="mt-4 space-y-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="font-semibold text-brand-900">
              <Measured text={fact.value} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function IconCards({ items }: { items: readonly (Titled & { icon: BenefitIconName })[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <BenefitIcon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-900">
            <Measured text={item.title} />
          </h3>
          <p className="mt-2 text-slate-700">
            <Measured text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The applications section both layouts end with, before the closing band. */
export function ApplicationsSection({
  heading,
  applications,
  tinted = false,
}: {
  heading: string;
  applications: { intro: string; items: readonly Titled[] };
  tinted?: boolean;
}) {
  return (
    <LearnSection id="applications" heading={heading} intro={applications.intro} tinted={tinted}>
      <div className="mt-8">
        <ul className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {applications.items.map((item) => (
            <li key={item.title} className="border-l-4 border-accent-500 pl-4">
              <h3 className="font-bold text-brand-900">
                <Measured text={item.title} />
              </h3>
              <p className="mt-1 text-slate-700">
                <Measured text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </LearnSection>
  );
}

function ClosingBand({ heading, text, actions }: { heading: string; text: string; actions: ReactNode }) {
  return (
    <section aria-labelledby="closing-title" className="bg-brand-900 text-white">
      <div className={`${container} py-14 text-center md:py-20`}>
        <h2 id="closing-title" className="text-2xl font-bold tracking-tight md:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">
          <Measured text={text} />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
