import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFound } from "./components/not-found";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/header/site-header";
import { CookieConsent } from "./components/cookie-consent/cookie-consent";
import { ScrollChevron } from "./components/scroll-chevron";
import { ToastHost } from "./components/toast-host";
import { usePageViews } from "./lib/page-views";
import { registerServiceWorker } from "./lib/service-worker";
import { toast } from "./lib/toast";
import { siteData } from "./lib/site.server";
import { pageMeta } from "./lib/page-meta.server";
import { metaTags } from "./lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const site = siteData();
  return { ...site, page: pageMeta(documentPath(new URL(request.url).pathname), site) };
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
    return [
      { title: notFound ? "Page not found | M&M" : "Something went wrong | M&M" },
      { name: "robots", content: "noindex" },
    ];
  }
  if (!loaderData.page) {
    console.warn("Missing SEO for route", location.pathname); // spec §8
    return [{ title: "M&M" }];
  }
  return metaTags(loaderData.page);
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

/** Routes with `handle: { bare: true }` (the sign-in page, spec §2) render outside the header and footer. */
function useBareLayout(): boolean {
  return useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
}

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
        {bare ? null : <SiteHeader />}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {bare ? null : <SiteFooter />}
        {bare ? null : <ScrollChevron />}
        <CookieConsent />
        <ToastHost />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  useEffect(() => registerServiceWorker(), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <FailureScreen error={error} />;
}

/** spec §8 "General failure screen", with its destructive toast. */
function FailureScreen({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : "An unexpected error has occurred.";
  useEffect(() => {
    console.error(error);
    void toast({
      title: "An error occurred",
      description: error instanceof Error && error.message ? error.message : "Something went wrong. Please try refreshing the page.",
      variant: "destructive",
    });
  }, [error]);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold">
        Something went wrong
      </h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <form method="get" className="mt-8">
        <button type="submit" className="btn-primary">
          Refresh the page
        </button>
      </form>
    </section>
  );
}
