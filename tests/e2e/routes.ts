import { readFileSync } from "node:fs";
import { matchRoutes } from "react-router";
import routeTable from "../../app/routes";
import { pages } from "../../app/shell/pages.server";
import { localePath } from "../../app/lib/locale";

/** Every public route (the sitemap's list), plus screens a visitor can reach that it does not list. */
export const publicPaths = pages.en.map((page) => page.path);
/** The same routes in Spanish. */
export const spanishPaths = publicPaths.map((path) => localePath("es", path));
export const extraScreens = [
  { name: "404 page", path: "/this-page-does-not-exist" },
  { name: "404 page in Spanish", path: "/es/esta-pagina-no-existe" },
  // Pages made from stored rows: the id is the local data's, read when the screen is visited (postingPath).
  { name: "an open posting's page", path: "/careers/:open" },
  { name: "an open posting's page in Spanish", path: "/es/careers/:open" },
  { name: "a closed posting's page", path: "/careers/:closed" },
];
export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

// Templates: the route patterns of app/routes.ts ("/products/:slug", "/es/*"), each drawn by one
// module, so a page's structure and styles are those of its template whatever fills it.

/** A route module without a default export answers with data, not a screen (a resource route). */
const drawsAScreen = (file: string) => /^export default /m.test(readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8"));
const screenRoutes = routeTable
  .filter((route) => drawsAScreen(route.file))
  .map(({ id, path, index }) => (index ? { id, index: true as const } : { id, path }));
const patternOf = (path: string | undefined) => `/${path ?? ""}`;

/** The pattern of every route that draws a screen, in both languages. */
export const templates = screenRoutes.map((route) => patternOf(route.path));

/** The template a path is drawn by, matched as React Router matches it (static segments first, "*" last). */
function templateOf(path: string): string {
  const match = matchRoutes(screenRoutes, path)?.at(-1);
  if (!match) throw new Error(`no route draws ${path}`);
  return patternOf(match.route.path);
}

/**
 * Every screen: each public page in both languages, each route without parameters even if the
 * sitemap leaves it out, and the 404 page. A route with parameters is reached through the pages
 * the sitemap lists for it; `templates` without a screen are reported by the sweep.
 */
export const screens: readonly { name: string; path: string; template: string }[] = (() => {
  const listed = [...publicPaths, ...spanishPaths].map((path) => ({ name: path, path }));
  const paths = new Set(listed.map(({ path }) => (path.length > 1 ? path.replace(/\/$/, "") : path)));
  const unlisted = templates.filter((template) => !/[:*]/.test(template) && !paths.has(template)).map((path) => ({ name: path, path }));
  return [...listed, ...unlisted, ...extraScreens].map((screen) => ({ ...screen, template: templateOf(screen.path) }));
})();
