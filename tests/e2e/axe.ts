// One accessibility check for every end-to-end test: axe-core against WCAG 2.2 AA (the levels
// and versions the site promises), run in the page once it is wholly drawn and at rest.
//
// axe runs straight in the page (injected once, then `axe.run`). @axe-core/playwright's default
// path also opens a blank page per check to merge results from frames, which costs about 0.6 s a
// check on a two-core machine and tests nothing more for pages without frames; a page that does
// hold frames (the video dialog's player) goes through AxeBuilder, which checks each frame too.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { settle } from "./support";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeCheck = {
  /** Only this part of the page (a CSS selector), checked with every axe rule, best practices included. */
  within?: string;
  /** Left out of the check (a CSS selector), as a part with its own test. */
  exclude?: string;
};

/**
 * Renders the whole page and lets it come to rest. Sections under the first screen skip rendering
 * (content-visibility: auto, app/app.css): their text has no colours or sizes, and a style change
 * made meanwhile waits for them, so a colour fade (transition-colors) starts only once they are
 * drawn. The headless shell sometimes styles a page once before its stylesheet applies, so a
 * skipped link would fade in from the browser's default blue then. Everything is drawn, then those
 * fades are waited out. A constructed style sheet: the page's CSP governs style elements, not the
 * CSS object model.
 */
export async function renderEverything(page: Page) {
  await page.evaluate(() => {
    const marked = window as unknown as { rendersEverything?: boolean };
    if (marked.rendersEverything) return;
    marked.rendersEverything = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await settle(page);
}

/** What axe finds, one line per rule: its id, what it asks and the elements that fail it. An empty list passes. */
export async function axeViolations(page: Page, { within, exclude }: AxeCheck = {}): Promise<string[]> {
  let result: AxeResults;
  await renderEverything(page);
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page });
    builder = within ? builder.include(within) : builder.withTags(WCAG_TAGS);
    if (exclude) builder = builder.exclude(exclude);
    result = await builder.analyze();
  } else {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    result = await page.evaluate(
      ({ within, exclude, tags }) => {
        const { axe } = window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };
        const context: ElementContext = { include: within ? [within] : [document], exclude: exclude ? [exclude] : [] };
        // Only violations are read: axe skips collecting every passing element (about a fifth of a check).
        return axe.run(context, { resultTypes: ["violations"], ...(within ? {} : { runOnly: { type: "tag", values: tags } }) });
      },
      { within, exclude, tags: WCAG_TAGS },
    );
  }
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.flat().join(" ")).join(", ")})`);
}
