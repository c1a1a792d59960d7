import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { whenVisible } from "./ui/when-visible";
import { SiteHeader } from "./shell/header/site-header";
import { ToastHost } from "./ui/toast-host";
import { LinkRouting } from "./ui/link";
import { siteData } from "./site/site.server";
import { useSiteData } from "./site/use-site-data";
import { headTags } from "./shell/head/page-head";
import { LANGUAGE, localeOf } from "./lib/locale";
import { useLocale, useT } from "./ui/use-t";
import { catalog } from "./shell/translations";

/** Deployment settings and facts every page needs; each page's own head comes with its route's data (app/shell/head/page-head.server.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return siteData(url);
}

/** The site data is the same on every page of a language: only a form post (a sign-in, say) or the other language loads it again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname);
}

/** The error screens' titles; every page's own tags come from its route's meta. */
export function meta({ error, location }: Route.MetaArgs) {
  return error ? headTags(undefined, error, localeOf(location.pathname)) : [];
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/** Routes with `handle: { bare: true }` (the sign-in page, rules §2) render outside the header and footer. */
function useBareLayout(): boolean {
  return useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
}

// Below every page: its code loads when it nears the viewport (the id is the footer's own).
const SiteFooter = whenVisible("site-footer", () => import("./shell/site-footer"));

export function Layout({ children }: { children: ReactNode }) {
  const bare = useBareLayout();
  const t = useT(catalog);
  // <html> gains attributes outside React before hydration (units and the visitor's country, see
  // app/paint-first.server.ts): they are expected, so React is told not to report them.
  return (
    <html lang={LANGUAGE[useLocale()].lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a44" />
        <Meta />
        <Links />
      </head>
      <body className={`flex min-h-screen flex-col bg-white text-slate-900 antialiased${bare ? " pt-0!" : ""}`}>
        <a href="#main" className="skip-link">
          {t("Skip to content")}
        </a>
        <Suspense>
          {bare ? null : (
            <>
              <SiteHeader />
              <HydrationMark part="header" />
            </>
          )}
        </Suspense>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <PreviewBanner />
          <Suspense>
            {children}
            <HydrationMark part="main" />
          </Suspense>
        </main>
        <Suspense>{bare ? null : <SiteFooter />}</Suspense>
        <AfterLoadOnceInteractive bare={bare} />
        <ToastHost />
        <LinkRouting />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the document once the header or the page (each its own Suspense boundary, hydrated as a
 * whole) has hydrated: `<html data-hydrated-header data-hydrated-main>`. Set in the browser only,
 * so cached HTML is unchanged; the end-to-end tests wait for it before they exercise a script.
 */
function HydrationMark({ part }: { part: "header" | "main" }) {
  useEffect(() => {
    document.documentElement.setAttribute(`data-hydrated-${part}`, "");
  }, [part]);
  return null;
}

const PreviewNote = lazy(() => import("./shell/preview-banner"));

/** On a branch preview only: which branch this is, and that nothing sent from it reaches anyone. */
function PreviewBanner() {
  const branch = useSiteData()?.previewOf;
  return branch ? (
    <Suspense>
      <PreviewNote branch={branch} />
    </Suspense>
  ) : null;
}

export default function App() {
  return <Outlet />;
}

/**
 * Consent, page views, the chevron and the service worker: fetched once the page is interactive
 * and mounted as soon as they arrive (no Suspense, whose reveal would wait on a timer).
 */
function AfterLoadOnceInteractive({ bare }: { bare: boolean }) {
  const [AfterLoad, setAfterLoad] = useState<ComponentType<{ bare: boolean }> | null>(null);
  useEffect(() => {
    let live = true;
    import("./shell/after-load")
      .then((module) => live && setAfterLoad(() => module.default))
      .catch((error: unknown) => console.warn("Consent and page views could not load:", error));
    return () => {
      live = false;
    };
  }, []);
  return AfterLoad ? <AfterLoad bare={bare} /> : null;
}

// The 404 page and the failure screen are their own chunk: most visits never show either.
const ErrorScreen = lazy(() => import("./shell/error-screen"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
