import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** spec §2: the 404 page; the bad path is logged to the console. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => console.warn("404: no page at", pathname), [pathname]);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-7xl font-extrabold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-8 inline-flex">
        Return to Home
      </Link>
    </section>
  );
}
