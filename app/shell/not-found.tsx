import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "../ui/link";
import { msg } from "../lib/messages";
import { useLocalePath, useT } from "../ui/use-t";
import { catalog } from "./translations";

/** Where a visitor who followed a broken link most likely wanted to go. */
const WAYS_ON = [
  { to: "/products", label: msg("Products"), text: msg("Piles, double tees, hollow core, beams and bridge planks") },
  { to: "/services", label: msg("Services"), text: msg("Engineering consultation, construction and quality assurance") },
  { to: "/projects", label: msg("Projects"), text: msg("Bridges, buildings and site work we have delivered") },
  { to: "/contact", label: msg("Contact us"), text: msg("Talk with an engineer about your project") },
] as const;

/** The 404 page (status 404): says so, logs the bad path to the console, and offers ways on, in the language of the path. */
export function NotFound() {
  const { pathname } = useLocation();
  const t = useT(catalog);
  const to = useLocalePath();
  useEffect(() => console.warn("404: no page at", pathname), [pathname]);
  return (
    <section className="mx-auto max-w-3xl px-6 py-20 text-center md:py-24" aria-labelledby="not-found-title">
      <p className="text-7xl font-extrabold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        {t("Oops! Page not found")}
      </h1>
      <p className="mt-4 text-slate-600">{t("The page you are looking for does not exist or has moved.")}</p>
      <Link to={to("/")} className="btn-primary mt-8 inline-flex">
        {t("Return to Home")}
      </Link>
      <nav aria-labelledby="ways-on-title" className="mt-12 text-left">
        <h2 id="ways-on-title" className="text-center text-lg font-semibold text-slate-900">
          {t("Or go straight to")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {WAYS_ON.map((way) => (
            <li key={way.to}>
              <Link
                to={to(way.to)}
                className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="font-semibold text-brand-800">{t(way.label)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(way.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
