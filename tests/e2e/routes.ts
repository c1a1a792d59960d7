import { pages } from "../../app/shell/pages.server";
import { localePath } from "../../app/lib/locale";

/** Every public route (the sitemap's list), plus screens a visitor can reach that it does not list. */
export const publicPaths = pages.en.map((page) => page.path);
/** The same routes in Spanish. */
export const spanishPaths = publicPaths.map((path) => localePath("es", path));
export const extraScreens = [
  { name: "404 page", path: "/this-page-does-not-exist" },
  { name: "404 page in Spanish", path: "/es/esta-pagina-no-existe" },
];
export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;
