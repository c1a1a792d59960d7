// The fixed three-row header (rules §2 Header): top bar, main navigation, breadcrumb bar.
// Row heights are fixed (top bar 2.25rem from 768 px up, navigation 5rem, breadcrumbs 2.5rem),
// so the body offset in app.css matches it on first paint without measuring.
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "../../ui/link";
import { useSiteData } from "../../site/use-site-data";
import { telHref } from "../../site/company";
import { ExampleMark } from "../../ui/example-mark";
import { MAIN_LINKS, PAGE_LINKS } from "../navigation";
import { useQuoteItems } from "../../contact/quote-store";
import { dismissToasts } from "../../ui/toast";
import { useSignedIn } from "../../accounts/components/use-signed-in";
import { BreadcrumbBar } from "./breadcrumb-bar";
import { NavDropdown } from "./nav-dropdown";
import { SamePathLink } from "../../ui/same-path-link";
import { useHideOnScroll } from "./use-hide-on-scroll";
import { MENU_BODY_ID, MENU_ID, PRODUCTS_PANEL_ID, SERVICES_PANEL_ID } from "./header-parts";
import { atHydration } from "../../ui/when-visible";
import { BrandMark } from "../../ui/brand-mark";
import { LanguageSwitch } from "./language-switch";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";
import type { Translate } from "../../lib/messages";

// Loaded on first use: most visits never open them (the JavaScript budget).
const loadQuoteDrawer = () => import("../../contact/components/quote-drawer");
const QuoteDrawer = lazy(loadQuoteDrawer);
// The menu's body: drawn on the server, interactive once its chunk arrives (fetched as the page hydrates).
const MobileMenuBody = atHydration(MENU_BODY_ID, () => import("./mobile-menu"));

// The dropdowns' cards, each its own chunk with both languages' titles: drawn on the server, interactive once their code arrives.
const ProductsPanel = atHydration(PRODUCTS_PANEL_ID, () => import("./products-panel"));
const ServicesPanel = atHydration(SERVICES_PANEL_ID, () => import("./services-panel"));

export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  useHideOnScroll(header);
  // Facts the page may show (none that are placeholders on the live site: docs/rules.md §12).
  const facts = useSiteData()?.facts;
  const phone = facts?.phone;
  const hours = facts?.hours;
  const count = useQuoteItems().length;
  const signedIn = useSignedIn();
  const [drawer, setDrawer] = useState({ loaded: false, open: false });
  const t = useT(catalog);
  const to = useLocalePath();
  const openDrawer = () => {
    dismissToasts(); // a toast would sit over the drawer's title and Clear All
    setDrawer({ loaded: true, open: true });
  };

  return (
    <header ref={header} className="site-header fixed inset-x-0 top-0 z-40 bg-white shadow-sm will-change-transform">
      <div className="hidden h-9 bg-brand-900 text-xs text-slate-100 md:block">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-6">
          {/* One line: the label gives way to the number and the hours on narrower screens. */}
          <p className="whitespace-nowrap">
            {phone ? (
              <>
                <span className="hidden lg:inline">{t("Sales & support")} </span>
                <a href={telHref(phone.value)} className="font-semibold text-white hover:underline">
                  {phone.value}
                </a>
                <ExampleMark when={phone.example} />{" "}
              </>
            ) : null}
            {hours ? (
              <span className="text-slate-300">
                {phone ? "· " : null}
                {hours.value.brief}
                <ExampleMark when={hours.example} />
              </span>
            ) : null}
          </p>
          <div className="flex items-center gap-5">
            <LanguageSwitch className="hover:underline" />
            {/* Same HTML for everyone; the signed-in state appears after hydration (docs/decisions/0017-accounts.md). */}
            <Link to={to(signedIn ? "/account" : "/signin")} className="inline-flex items-center gap-1.5 hover:underline">
              {signedIn ? <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-400" /> : null}
              {t("Account")}
              {signedIn ? <span className="sr-only"> {t("(signed in)")}</span> : null}
            </Link>
            <QuoteButton count={count} onOpen={openDrawer} t={t} className="rounded px-1 font-semibold hover:underline" />
          </div>
        </div>
      </div>

      <nav aria-label={t("Main")} className="relative mx-auto flex h-20 max-w-7xl items-center justify-between px-4 sm:px-6">
        <SamePathLink to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
          <BrandMark />
          {/* On a phone the mark says it (the row holds the language switch, Search, Quote and Menu): the name stays for screen readers. */}
          <span className="max-sm:sr-only">M&amp;M</span>
          <span className="sr-only">{t("home")}</span>
        </SamePathLink>

        <ul className="hidden items-center gap-1 md:flex">
          <NavDropdown id={`${PRODUCTS_PANEL_ID}-popover`} label={t(PAGE_LINKS.products.label)} Panel={ProductsPanel} />
          <NavDropdown id={`${SERVICES_PANEL_ID}-popover`} label={t(PAGE_LINKS.services.label)} Panel={ServicesPanel} />
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <SamePathLink to={link.to} className="nav-link">
                {t(link.label)}
              </SamePathLink>
            </li>
          ))}
          <li>
            <SearchLink t={t} className="nav-link inline-flex" />
          </li>
          <li className="ml-3">
            <SamePathLink to="/contact" className="btn-primary">
              {t("Talk with an Engineer")}
            </SamePathLink>
          </li>
        </ul>

        <div className="flex items-center gap-1.5 sm:gap-2 md:hidden">
          <LanguageSwitch className="rounded-md px-1 py-2 text-sm font-semibold text-brand-900 underline-offset-2 hover:underline" />
          <SearchLink t={t} className="rounded-md border border-slate-300 p-2 text-brand-900" />
          {/* The top bar is hidden on phones; the list stays reachable (docs/decisions/0007-site-shell.md). */}
          <QuoteButton
            count={count}
            onOpen={openDrawer}
            t={t}
            className="rounded-md border border-slate-300 px-2.5 py-2 text-sm font-semibold text-brand-900 sm:px-3"
          />
          {/* Opens the menu natively, before and without JavaScript; the menu's code says its state once here. */}
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 p-2 text-sm font-semibold text-brand-900 sm:px-3"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            {/* Beside the language switch, the row has no room for the word on a phone: the icon says it, the name stays. */}
            <span className="max-sm:sr-only">{t("Menu")}</span>
          </button>
        </div>
      </nav>

      <BreadcrumbBar />

      {/* rules §2 "Mobile menu": always in the page (the same element before and after hydration), shown by the browser. */}
      <div id={MENU_ID} popover="auto" role="dialog" aria-labelledby={`${MENU_ID}-title`} className="mobile-menu">
        <button type="button" popoverTarget={MENU_ID} popoverTargetAction="hide" className="menu-close">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t("Close")}</span>
        </button>
        <div className="menu-title">
          <h2 id={`${MENU_ID}-title`}>{t("Menu")}</h2>
        </div>
        <MobileMenuBody contact={{ phone: facts?.phone ?? null, email: facts?.email ?? null }} />
      </div>

      <Suspense fallback={null}>
        {drawer.loaded ? <QuoteDrawer open={drawer.open} onOpenChange={(open) => setDrawer({ loaded: true, open })} /> : null}
      </Suspense>
    </header>
  );
}

/**
 * Search: a link to the search page; once the page is interactive, the search box opens instead
 * (app/search/components/site-search.tsx, loaded after the page, handles it and the "/" key).
 */
function SearchLink({ className, t }: { className: string; t: Translate }) {
  const to = useLocalePath();
  return (
    <a href={to("/search")} data-site-search="" aria-keyshortcuts="/" className={className}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{t("Search")}</span>
    </a>
  );
}

/** Opens the drawer; before the page is interactive (or without JavaScript) it goes to the /quote page. */
function QuoteButton({ count, onOpen, className, t }: { count: number; onOpen: () => void; className: string; t: Translate }) {
  const to = useLocalePath();
  return (
    <form action={to("/quote")} className="contents">
      <button
        data-quote-button=""
        onPointerEnter={loadQuoteDrawer}
        onFocus={loadQuoteDrawer}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
        className={`inline-flex items-center gap-1.5 ${className}`}
      >
        {t("Quote")}
        {count > 0 ? (
          <span className="rounded-full bg-accent-600 px-1.5 text-[0.7rem] leading-4 text-white">
            {count}
            <span className="sr-only"> {t.n(count, "item", "items")}</span>
          </span>
        ) : null}
      </button>
    </form>
  );
}
