// Find by span and load on /products (rules §13): a GET form, so the answer has an address to share
// and works without JavaScript; the loader works out the answers (app/catalogue/span-load.server.ts).
// One form per unit system, the stylesheet shows the visitor's (app/lib/units.ts), so the labels
// and the `units` the form sends follow the switch without any script.
import { Form, Link, useSearchParams } from "react-router";
import type { SpanLoadPage } from "../span-load";
import { AddToQuoteButton } from "../../contact/components/add-to-quote-button";
import { Measured } from "../../ui/measured";
import type { UnitSystem } from "../../lib/units";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../catalog";

const UNIT_LABELS: Record<UnitSystem, { span: string; load: string }> = {
  metric: { span: "m", load: "kPa" },
  imperial: { span: "ft", load: "psf" },
};

function SystemForm({ units, page }: { units: UnitSystem; page: SpanLoadPage }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const errors = page.request.state === "invalid" ? page.request.errors : {};
  const values = page.fields[units];
  const field = (name: "span" | "load", label: string) => {
    const id = `${name}-${units}`;
    const error = errors[name];
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label} <span className="font-normal text-slate-600">({UNIT_LABELS[units][name]})</span>
        </label>
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="input mt-1"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form method="get" action={to("/products")} preventScrollReset className={units === "metric" ? "u-metric" : "u-imperial"}>
      <input type="hidden" name="units" value={units} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {field("span", t("Span"))}
        {field("load", t("Load"))}
        <button type="submit" className="btn-primary sm:mt-6">
          {t("Find sections")}
        </button>
      </div>
    </Form>
  );
}

export type FindBySpanLoadProps = { page: SpanLoadPage };

export default function FindBySpanLoad({ page }: FindBySpanLoadProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  // The fields show what the address asks: a new span, load or units (what the form sends) draws
  // them anew, whatever was typed.
  const [searchParams] = useSearchParams();
  const address = ["span", "load", "units"].map((name) => searchParams.get(name)).join("|");
  const { request, asked, answers } = page;
  return (
    <section id="span-load" aria-labelledby="span-load-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="span-load-title" className="text-lg font-bold text-brand-900">
        {t("Find by span and load")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("The superimposed load beyond the unit's own weight, on a simple span. Final design is by M&M's engineers.")}
      </p>
      <div key={address} className="mt-3">
        <SystemForm units="metric" page={page} />
        <SystemForm units="imperial" page={page} />
      </div>
      {request.state === "valid" && asked ? (
        <div className="mt-4">
          <p role="status" className="text-sm font-semibold text-slate-900">
            <Measured
              text={
                answers.length > 0
                  ? t.n(
                      answers.length,
                      "# section carries {load} over {span}, lightest first:",
                      "# sections carry {load} over {span}, lightest first:",
                      asked,
                    )
                  : t("Nothing we make carries {load} over {span}.", asked)
              }
            />
          </p>
          {answers.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-3">
              {answers.map((answer) => (
                <li
                  key={answer.sectionId}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-3 text-sm"
                >
                  <div className="min-w-0 flex-1">
                    <Link
                      to={to(`/products/${answer.productSlug}#load-span`)}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {answer.productTitle}
                    </Link>{" "}
                    <span className="text-slate-700">{answer.sectionName}</span>
                    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                      <div className="flex gap-1">
                        <dt>{t("Depth")}:</dt>
                        <dd className="font-medium text-slate-900">
                          <Measured text={answer.depth} />
                        </dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>{t("Self-weight")}:</dt>
                        <dd className="font-medium text-slate-900">
                          <Measured text={answer.selfWeight} />
                        </dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>{t("Carries")}:</dt>
                        <dd className="font-medium text-slate-900">
                          <Measured text={answer.capacity} />
                        </dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>{t("Margin")}:</dt>
                        <dd className="font-medium text-slate-900">+{answer.marginPct} %</dd>
                      </div>
                    </dl>
                  </div>
                  <AddToQuoteButton
                    item={{ id: `/products/${answer.productSlug}`, name: answer.productTitle, category: "products", note: answer.note }}
                    className="py-2"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
              <p>{t("A shorter span, a lighter load, a topping or a deeper custom section may work: our engineers can size one.")}</p>
              <Link to={to("/contact")} className="btn-secondary mt-3 px-3 py-2">
                {t("Contact our engineers")}
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
