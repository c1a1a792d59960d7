// /suppliers (rules §2 Suppliers): hero, five suppliers (the first and fourth with a description)
// and Strategic Partnerships with three figures. The copy is read by the loader. The suppliers are
// shown only once confirmed, or marked as examples where those may show (docs/rules.md §12).
import { env } from "cloudflare:workers";
import { heroIn, strategicIn, suppliersIn } from "../../company/content/suppliers";
import { localeOf } from "../../lib/locale";
import { showsPlaceholders, shownCollection } from "../../site/facts";
import { ExampleNote } from "../../ui/example-mark";
import { useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/suppliers";
import { Drawing } from "../../ui/drawing";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const shown = shownCollection("suppliers", suppliersIn(locale), showsPlaceholders(env, url));
  return withHead(url, withUnits({ hero: heroIn(locale), suppliers: shown, strategic: strategicIn(locale) }, locale));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function SuppliersPage({ loaderData }: Route.ComponentProps) {
  const { hero, suppliers, strategic } = loaderData;
  const t = useT(catalog);
  return (
    <>
      <section aria-labelledby="suppliers-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h1 id="suppliers-title" className="max-w-3xl text-3xl font-extrabold tracking-tight md:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{hero.subtitle}</p>
        </div>
      </section>

      {suppliers ? (
        <section aria-label={t("Suppliers")} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <ExampleNote when={suppliers.example} className="mt-0 mb-4" />
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
            {suppliers.items.map((supplier) => (
              <li
                key={supplier.name}
                className="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-6 md:grid-cols-[4rem_minmax(0,18rem)_minmax(0,1fr)] md:gap-x-8"
              >
                <Drawing src={supplier.logo} alt={t("{name} logo", { name: supplier.name })} width={64} height={64} className="size-16" />
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">{supplier.name}</h2>
                  <p className="mt-0.5 text-sm font-medium text-accent-700">{supplier.specialty}</p>
                </div>
                {supplier.description ? (
                  <p className="col-span-2 text-sm leading-relaxed text-slate-700 md:col-span-1">{supplier.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="strategic-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="strategic-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
            {strategic.title}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">{strategic.text}</p>
          <dl className="mt-8 grid gap-6 sm:grid-cols-3">
            {strategic.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
                <dt className="mt-1 text-sm font-medium text-slate-700">{stat.label}</dt>
                <dd className="text-4xl font-extrabold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
