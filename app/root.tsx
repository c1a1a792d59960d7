import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type MetaDescriptor,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { whenVisible } from "./components/ui/when-visible";
import { SiteHeader } from "./components/header/site-header";
import { ToastHost } from "./components/toast-host";
import { siteData } from "./lib/site.server";
import { useSiteData } from "./hooks/use-site-data";
import { pageMeta } from "./lib/page-meta.server";
import { metaTags } from "./lib/seo";
import { breadcrumbs } from "./lib/breadcrumbs";

export async function loader({ request }: Route.LoaderArgs) {
  const site = siteData();
  const path = documentPath(new URL(request.url).pathname);
  const page = pageMeta(path, site);
  // The tags are made here and travel as text, so the code that makes them never ships.
  return { ...site, meta: page ? JSON.stringify(metaTags(page)) : null, canonical: page?.canonical ?? null, crumbs: breadcrumbs(path) };
}

/**
 * The page a request is for. Requests pass through unchanged (v8_passThroughRequests), so a client
 * navigation's data request arrives as /careers.data, and the home page's as /_root.data.
 */
function documentPath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const path = pathname.slice(0, -".data".length);
  return path === "/_root" || path === "/_" ? "/" : path;
}

/** The page's metadata comes with the root data, so the root loader runs again on every new path. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  // Filter changes on the same page (?category=…) do not change its metadata.
  if (!formMethod || formMethod === "GET") return false;
  return defaultShouldRevalidate;
}

/**
 * Every page's title, description, canonical, share image and JSON-LD (app/content/pages.ts).
 * Routes export no meta of their own; the error screens get theirs here too.
 */
export function meta({ error, loaderData, location }: Route.MetaArgs) {
  if (error || !loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? "Page not found | M&M" : "Something went wrong | M&M" }, { name: "robots", content: "noindex" }];
  }
  if (!loaderData.meta) {
    console.warn("Missing SEO for route", location.pathname);
    return [{ title: "M&M" }];
  }
  return JSON.parse(loaderData.meta) as MetaDescriptor[];
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/** Routes with `handle: { bare: true }` (the sign-in page, rules §2) render outside the header and footer. */
function useBareLayout(): boolean {
  return useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
}

// Below every page: its code loads when it nears the viewport (the id is the footer's own).
const SiteFooter = whenVisible("site-footer", () => import("./components/site-footer"));

export function Layout({ children }: { children: ReactNode }) {
  const bare = useBareLayout();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a44" />
        <Meta />
        <Links />
      </head>
      <body className={`flex min-h-screen flex-col bg-white text-slate-900 antialiased${bare ? " pt-0!" : ""}`}>
        <a href="#main" className="skip-link">
          Skip to content
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

/** On a branch preview only: which branch this is, and that nothing sent from it reaches anyone. */
function PreviewBanner() {
  const branch = useSiteData()?.previewOf;
  if (!branch) return null;
  return (
    <p role="note" className="border-b border-amber-400 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong>Preview of branch “{branch}”</strong>, not the live site. Requests and applications sent from here are kept in the preview’s
      own database and mailed to nobody.
    </p>
  );
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
    import("./components/after-load")
      .then((module) => live && setAfterLoad(() => module.default))
      .catch((error: unknown) => console.warn("Consent and page views could not load:", error));
    return () => {
      live = false;
    };
  }, []);
  return AfterLoad ? <AfterLoad bare={bare} /> : null;
}

// The 404 page and the failure screen are their own chunk: most visits never show either.
const ErrorScreen = lazy(() => import("./components/error-screen"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
