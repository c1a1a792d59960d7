// What a page's <head> and breadcrumb bar show, worked out on the server from the page's path
// (app/shell/pages.server.ts), so the registry's text and the code that makes the tags never ship as
// script. Every route loader returns it with its data (withHead); the route's meta renders it.
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { breadcrumbs } from "./breadcrumbs";
import { pageMeta } from "./page-meta.server";
import type { PageHead } from "./page-head";
import { metaTags } from "./seo";
import { headContext } from "../../site/site.server";
import type { HeadContext } from "./structured-data";
import type { PageEntry } from "../../site/seo-types";
import { localeOf } from "../../lib/locale";

function pageHead(url: URL, extras: HeadExtras): PageHead {
  const path = url.pathname;
  const site = headContext(url);
  const page = pageMeta(path, site, extras.entry);
  // The tags travel as text: the client only parses them.
  const jsonLd = [...(page?.jsonLd ?? []), ...(extras.jsonLd?.(site) ?? [])];
  const tags = page ? JSON.stringify(metaTags({ ...page, jsonLd })) : null;
  const crumbs = breadcrumbs(path, localeOf(path));
  // The last crumb of a page the registry does not know is named by its entry (a posting's title).
  if (extras.entry && crumbs.length > 1) crumbs[crumbs.length - 1] = { ...crumbs.at(-1)!, label: extras.entry.title };
  return { tags, canonical: page?.canonical ?? null, crumbs };
}

/**
 * What a loader adds to its page's head from its own data: structured data of the rows it read,
 * given the site; and, for a page made from stored rows (a job posting), its title and description,
 * which the registry of written pages cannot hold.
 */
type HeadExtras = {
  jsonLd?: (site: HeadContext) => readonly Record<string, unknown>[];
  entry?: Pick<PageEntry, "title" | "description" | "noindex">;
};

type WithHead<T> = T & { head: PageHead };

/**
 * A loader's answer with the head of the page at `url` (the loader's `url` argument: the page's
 * own address, also when a client navigation fetches its data).
 */
export function withHead<T extends object>(
  url: URL,
  result: DataWithResponseInit<T>,
  extras?: HeadExtras,
): DataWithResponseInit<WithHead<T>>;
export function withHead<T extends object>(url: URL, result: T, extras?: HeadExtras): WithHead<T>;
export function withHead<T extends object>(url: URL, result: T | DataWithResponseInit<T>, extras: HeadExtras = {}) {
  const head = pageHead(url, extras);
  // The data as the loader made it: content comes converted (withUnits), what a visitor wrote never is.
  if (isDataWithInit(result)) return data({ ...result.data, head }, result.init ?? undefined);
  return { ...result, head };
}

/** A `data(value, init)` answer (its class is not exported for instanceof). */
function isDataWithInit<T>(result: T | DataWithResponseInit<T>): result is DataWithResponseInit<T> {
  return (result as { type?: unknown }).type === "DataWithResponseInit";
}
