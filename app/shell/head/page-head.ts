// @first-load-shell
// A page's head as its loader sent it (app/shell/head/page-head.server.ts): the meta tags for the route's
// own `meta` export, the canonical URL and the breadcrumb trail for the shell.
import { isRouteErrorResponse, useMatches, type MetaDescriptor } from "react-router";
import type { Crumb } from "./breadcrumbs";
import { DEFAULT_LOCALE, type Locale } from "../../lib/locale";
import { translator } from "../../lib/messages";
import { catalog } from "../translations";

export type PageHead = { tags: string | null; canonical: string | null; crumbs: Crumb[] };

/**
 * The `meta` of every route: the page's own tags, or the error screen's title in the page's
 * language (the shell's messages are loaded by then: the layout waits for them).
 */
export function headTags(head: PageHead | undefined, error?: unknown, locale: Locale = DEFAULT_LOCALE): MetaDescriptor[] {
  if (error) {
    const t = translator(locale, catalog.messages());
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? t("Page not found | M&M") : t("Something went wrong | M&M") }, { name: "robots", content: "noindex" }];
  }
  if (!head?.tags) {
    // The page has no entry in the registry, app/shell/pages.server.ts (the text is kept short: it ships).
    console.warn("Missing SEO for a page");
    return [{ title: "M&M" }];
  }
  return JSON.parse(head.tags) as MetaDescriptor[];
}

/** The head of the page on screen (the deepest route that sent one); none on an error screen. */
export function usePageHead(): PageHead | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const head = (matches[i]!.loaderData as { head?: PageHead } | undefined)?.head;
    if (head) return head;
  }
  return undefined;
}
