// The breadcrumb bar: the page's trail from its loader (named on the server, so the names of every
// product and service stay out of the browser's first load), plus /products' filters.
import { Link, useLocation } from "react-router";
import { filterCrumbs } from "../../catalogue/content/catalogue-filters";
import { usePageHead } from "../head/page-head";

const HOME_ONLY = [{ label: "Home", href: "/" }];

export function BreadcrumbBar() {
  const { pathname, search } = useLocation();
  const trail = usePageHead()?.crumbs ?? HOME_ONLY;
  const crumbs = pathname === "/products" ? [...trail, ...filterCrumbs(search)] : trail;
  return (
    <nav aria-label="Breadcrumb" className="h-10 border-t border-slate-200 bg-slate-50">
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
                <Link to={crumb.href} className="hover:text-brand-700 hover:underline">
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
