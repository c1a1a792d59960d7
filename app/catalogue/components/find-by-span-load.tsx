// Find by span and load on /products (rules §13): a GET form, so the answer has an address to share
// and works without JavaScript; the loader works out the answers (app/catalogue/engineering/finder.server.ts).
// One form per unit system, the stylesheet shows the visitor's (app/lib/units.ts), so the labels
// and the `units` the form sends follow the switch without any script; the metric form also asks
// whether the load is in kPa or kg/m².
import type { ReactNode } from "react";
import { Form, useSearchParams } from "react-router";
import { Link } from "../../ui/link";
import type { MetricLoadUnit } from "../finder-query";
import type { SpanLoadPage } from "../load-table-types";
import { Measured } from "../../ui/measured";
import type { UnitSystem } from "../../lib/units";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";
import { SpanLoadAnswerCard } from "./span-load-answer";

const SPAN_UNIT: Record<UnitSystem, string> = { metric: "m", imperial: "ft" };
const LOAD_UNIT_NAMES: Record<MetricLoadUnit, string> = { kpa: "kPa", kgm2: "kg/m²" };

/** The names the form sends: a new value of any of them is a new question. */
const PARAMS = ["span", "load", "units", "load_units"];

function SystemForm({ units, page }: { units: UnitSystem; page: SpanLoadPage }) {
  const t = useT(catalog);
  const to = useLocalePath();
  const errors = page.request.state === "invalid" ? page.request.errors : {};
  const values = page.fields[units];
  const field = (name: "span" | "load", label: string, unit: ReactNode) => {
    const id = `${name}-${units}`;
    const error = errors[name];
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label} {unit}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={id}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values[name]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="input min-w-0"
          />
          {name === "load" && units === "metric" ? (
            <select name="load_units" defaultValue={page.loadUnit} aria-label={t("Load unit")} className="input w-auto shrink-0 pr-8">
              {(Object.keys(LOAD_UNIT_NAMES) as MetricLoadUnit[]).map((unit) => (
                <option key={unit} value={unit}>
                  {LOAD_UNIT_NAMES[unit]}
                </option>
              ))}
            </select>
          ) : null}
        </div>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };
  const unit = (text: string) => <span className="font-normal text-slate-600">({text})</span>;
  return (
    <Form method="get" action={to("/products")} preventScrollReset className={units === "metric" ? "u-metric" : "u-imperial"}>
      <input type="hidden" name="units" value={units} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {field("span", t("Span"), unit(SPAN_UNIT[units]))}
        {field("load", t("Load"), units === "imperial" ? unit("psf") : null)}
        <button type="submit" className="btn-primary sm:mt-6">
          {t("Find sections")}
        </button>
      </div>
    </Form>
  );
}

/** What the finder says when nothing answers, and the way on: our engineers. */
function NoAnswer({ page }: { page: SpanLoadPage }) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
      <p>
        {page.beyondTables
          ? t("A longer span needs a deeper custom section or a support in between: our engineers can size one.")
          : t("A shorter span, a lighter load or a deeper custom section may work: our engineers can size one.")}
      </p>
      <Link to={to("/contact")} className="btn-secondary mt-3 px-3 py-2">
        {t("Contact our engineers")}
      </Link>
    </div>
  );
}

export type FindBySpanLoadProps = { page: SpanLoadPage };

export default function FindBySpanLoad({ page }: FindBySpanLoadProps) {
  const t = useT(catalog);
  // The fields show what the address asks: a new span, load or units (what the form sends) draws
  // them anew, whatever was typed.
  const [searchParams] = useSearchParams();
  const address = PARAMS.map((name) => searchParams.get(name)).join("|");
  const { request, asked, answers, beyondTables, belowTables } = page;
  const status =
    answers.length > 0 && asked
      ? t.n(
          answers.length,
          "# section carries {load} over {span}, lightest first:",
          "# sections carry {load} over {span}, lightest first:",
          asked,
        )
      : beyondTables && asked
        ? t("Nothing we tabulate spans {span}: our longest table reaches {longest}.", { longest: beyondTables, span: asked.span })
        : belowTables && asked
          ? t("Nothing we tabulate is made for a span as short as {span}: our shortest units start at {shortest}.", {
              shortest: belowTables,
              span: asked.span,
            })
          : asked
            ? t("Nothing we make carries {load} over {span}.", asked)
            : "";
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
            <Measured text={status} />
          </p>
          {answers.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-3">
              {answers.map((answer) => (
                <SpanLoadAnswerCard key={answer.sectionId} answer={answer} />
              ))}
            </ul>
          ) : (
            <NoAnswer page={page} />
          )}
        </div>
      ) : null}
    </section>
  );
}
