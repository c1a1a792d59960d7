// Features, specifications and applications side by side (rules §2: three columns on a wide
// screen, stacked on a phone). The specifications are a table so they print as one, and the
// button that prints the spec sheet sits beside them.
import { SpecSheetLinks } from "./spec-sheet";
import { Measured } from "../../../ui/measured";
import { UnitsSwitch } from "../../../ui/units-switch";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type Props = {
  title: string;
  /** The product, for its PDF spec sheet. */
  slug: string;
  features: readonly string[];
  specifications: readonly { label: string; value: string }[];
  applications: readonly string[];
};

function CheckMark() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" focusable="false">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const heading = "text-xl font-bold text-brand-900";

export function ProductFacts({ title, slug, features, specifications, applications }: Props) {
  const t = useT(catalog);
  return (
    <div data-spec-sheet className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <div className="grid gap-10 lg:grid-cols-3 lg:gap-8">
        <section aria-labelledby="features-title">
          <h2 id="features-title" className={heading}>
            {t("Features")}
          </h2>
          <ul className="mt-4 space-y-3 text-slate-700">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <CheckMark />
                <span>
                  <Measured text={feature} />
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section id="specifications" aria-labelledby="specifications-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="specifications-title" className={heading}>
              {t("Specifications")}
            </h2>
            <div className="flex flex-wrap items-center gap-3" data-print="hide">
              <UnitsSwitch />
              <SpecSheetLinks slug={slug} />
            </div>
          </div>
          <table className="mt-4 w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("{title} specifications", { title })}</caption>
            <tbody>
              {specifications.map((row) => (
                <tr key={row.label} className="border-b border-slate-200 align-top">
                  <th scope="row" className="w-2/5 py-2.5 pr-4 font-semibold text-slate-900">
                    {row.label}
                  </th>
                  <td className="py-2.5 text-slate-700">
                    <Measured text={row.value} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="applications-title">
          <h2 id="applications-title" className={heading}>
            {t("Applications")}
          </h2>
          <ul className="mt-4 space-y-3 text-slate-700">
            {applications.map((application) => (
              <li key={application} className="border-l-4 border-accent-500 pl-3">
                <Measured text={application} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
