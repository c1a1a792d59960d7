// What a page's <head> and breadcrumb bar show, worked out on the server from the page's path
// (app/shell/pages.ts), so the registry's text and the code that makes the tags never ship as
// script. Every route loader returns it with its data (withHead); the route's meta renders it.
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { breadcrumbs } from "./breadcrumbs";
import { pageMeta } from "./page-meta.server";
import type { PageHead } from "./page-head";
import { metaTags } from "./seo";
import { siteData } from "../site.server";

function pageHead(path: string): PageHead {
  const page = pageMeta(path, siteData());
  // The tags travel as text: the client only parses them.
  return { tags: page ? JSON.stringify(metaTags(page)) : null, canonical: page?.canonical ?? null, crumbs: breadcrumbs(path) };
}

type WithHead<T> = T & { head: PageHead };

/**
 * A loader's answer with the head of the page at `url` (the loader's `url` argument: the page's
 * own address, also when a client navigation fetches its data).
 */
export function withHead<T extends object>(url: URL, result: DataWithResponseInit<T>): DataWithResponseInit<WithHead<T>>;
export function withHead<T extends object>(url: URL, result: T): WithHead<T>;
export function withHead<T extends object>(url: URL, result: T | DataWithResponseInit<T>) {
  const head = pageHead(url.pathname);
  if (isDataWithInit(result)) return data({ ...result.data, head }, result.init ?? undefined);
  return { ...result, head };
}

/** A `data(value, init)` answer (its class is not exported for instanceof). */
function isDataWithInit<T>(result: T | DataWithResponseInit<T>): result is DataWithResponseInit<T> {
  return (result as { type?: unknown }).type === "DataWithResponseInit";
}
