#!/usr/bin/env node
// `npm run screenshots`: full-page screenshots of every public route and of the 404 page, at a
// desktop and a phone width, from the production build, into screenshots/ (for visual review).
// Flags: --routes /a,/b (some routes), --no-build (reuse build/).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath, ensureBuild, pickRoutes, publicRoutes, root, startPreview } from "./preview-server.mjs";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const NOT_FOUND = "/this-page-does-not-exist";
const OUT = `${root}screenshots/`;

const slug = (route) => (route === NOT_FOUND ? "404" : route.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home");

// Ctrl-C would otherwise leave the detached preview running: exiting runs its stop handler.
process.once("SIGINT", () => process.exit(130));

ensureBuild();
mkdirSync(OUT, { recursive: true });
const { url, stop } = await startPreview(8804);
let browser;
try {
  const routes = [...pickRoutes(await publicRoutes(url)), NOT_FOUND];
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const written = [];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    for (const route of routes) {
      const page = await context.newPage();
      page.on("pageerror", (error) => console.warn(`${route} @${viewport.width}: page error: ${error.message}`));
      const response = await page.goto(url + route, { waitUntil: "networkidle", timeout: 30_000 });
      // A capture before web fonts arrive would show fallback text metrics.
      await page.evaluate(() => document.fonts.ready);
      const file = `${OUT}${slug(route)}-${viewport.width}.png`;
      await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      written.push(`${file.slice(root.length)}  (${route}, HTTP ${response?.status()})`);
      await page.close();
    }
    await context.close();
  }
  console.log(`screenshots written:\n${written.map((f) => `  ${f}`).join("\n")}`);
} finally {
  await browser?.close();
  stop();
}
