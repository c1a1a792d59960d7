import { pages } from "../../app/shell/pages";

/** Every public route (the sitemap's list), plus screens a visitor can reach that it does not list. */
export const publicPaths = pages.map((page) => page.path);
export const extraScreens = [{ name: "404 page", path: "/this-page-does-not-exist" }];
export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;
