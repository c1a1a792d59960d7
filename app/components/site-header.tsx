import { Link, NavLink } from "react-router";

// The foundation's header: brand and the one call to action. The full three-row header with
// dropdowns, breadcrumbs and the quote drawer comes with the site shell (issue 3).
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex h-20 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>M&amp;M</span>
          <span className="sr-only">home</span>
        </Link>
        <NavLink to="/contact" className="btn-primary">
          Talk with an Engineer
        </NavLink>
      </nav>
    </header>
  );
}
