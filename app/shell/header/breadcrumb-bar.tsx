// The breadcrumb bar: the page's trail from its loader (named on the server, so the names of every
// product and service stay out of the browser's first load), plus /products' filters.
import { useLocation } from "react-router";
import { Link } from "../../ui/link";
import { filterCrumbs } from "../head/filter-crumbs";
import { usePageHead } from "../head/page-head";
import { localePath, unprefixed } from "../../lib/locale";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";

export function BreadcrumbBar() {
  const { pathname, search } = useLocation();
  const t = useT(catalog);
  const trail = usePageHead()?.crumbs ?? [{ label: t("Home"), href: localePath(t.locale, "/") }];
  const crumbs = unprefixed(pathname) === "/products" ? [...trail, ...filterCrumbs(search, t)] : trail;
  return (
    <nav aria-label={t("Breadcrumb")} className="h-10 border-t border-slate-200 bg-slate-50">
      <ol className="mx-auto flex h-full max-w-7xl items-center gap-2 overflow-x-auto px-4 text-sm whitespace-nowrap text-slate-600 sm:px-6">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {i > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.label}
                </span>
              ) : "page" in crumb && crumb.page === false ? (
                <span>{crumb.label}</span>
              ) : (
                <Link to={crumb.href} className="py-0.5 hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
