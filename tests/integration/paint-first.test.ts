// The document rewrite that lets a page paint before its scripts load (app/paint-first.server.ts),
// run in workerd's HTMLRewriter, and the CSP that must still allow the script it delays.
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_BOOT, AFTER_PAINT_TYPE, paintFirst } from "../../app/paint-first.server";
import { SPECULATION_RULES } from "../../app/shell/speculation-rules";
import { UNITS_BOOT_SCRIPT } from "../../app/lib/units";
import { DRAWING_BOOT_SCRIPT } from "../../app/ui/drawing-boot.server";
import { contentSecurityPolicy, inlineScriptHashes } from "../../workers/middleware/security-headers";

const MODULE_SCRIPT = 'import * as route0 from "/assets/root-a.js";\nimport("/assets/entry.client-b.js");';
const MARK = "0123456789abcdef0123456789abcdef";
// As React Router writes it, each inline script with the render's mark.
const DOCUMENT = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-a.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>',
  `<script nonce="${MARK}">window.__reactRouterContext = {};</script>`,
  `<script type="module" async="" nonce="${MARK}">${MODULE_SCRIPT}</script>`,
  "</body></html>",
].join("");

const rewritten = (url = "https://mm.example/", html = DOCUMENT) =>
  paintFirst(new Response(html, { headers: { "Content-Type": "text/html" } }), MARK, new URL(url)).text();

describe("paint first, then script", () => {
  it("writes the units a units link asks for on <html>, for a visitor without JavaScript, and nothing otherwise", async () => {
    expect(await rewritten("https://mm.example/products/hollow-core?units=imperial")).toContain('<html data-units="imperial">');
    expect(await rewritten("https://mm.example/products/hollow-core?units=furlongs")).toContain("<html>");
    expect(await rewritten()).toContain("<html>");
  });

  it("runs the units script, and the eager drawing's with it, before the first stylesheet and after the head's own scripts, or at the head's end", async () => {
    const units = `<script nonce="${MARK}">${UNITS_BOOT_SCRIPT}${DRAWING_BOOT_SCRIPT}</script>`;
    const head = '<meta charset="utf-8"/><script type="application/ld+json">{}</script>';
    const withHead = (html: string) => rewritten(undefined, html);
    const styled = await withHead(
      DOCUMENT.replace("<head>", `<head>${head}`).replace("</head>", '<link rel="stylesheet" href="/print.css"/></head>'),
    );
    expect(styled).toContain(`${head}${units}<link rel="stylesheet" href="/assets/root.css"/>`);
    expect(styled.split(UNITS_BOOT_SCRIPT)).toHaveLength(2);
    expect(await withHead(`<html><head>${head}</head><body></body></html>`)).toContain(`${units}</head>`);
  });

  it("puts the speculation rules at the end of the head, marked for the CSP", async () => {
    expect(await rewritten()).toContain(`<script type="speculationrules" nonce="${MARK}">${SPECULATION_RULES}</script></head>`);
  });

  it("takes the module preloads out of the head and keeps the stylesheet", async () => {
    const html = await rewritten();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("keeps the module script's text, inert, with the preloads it will add back", async () => {
    const html = await rewritten();
    expect(html).toContain(
      `<script type="${AFTER_PAINT_TYPE}" nonce="${MARK}" data-preload="/assets/entry.client-b.js /assets/root-a.js">${MODULE_SCRIPT}</script><script nonce="${MARK}">${AFTER_PAINT_BOOT}</script>`,
    );
    expect(html).not.toContain('<script type="module"');
  });

  it("allows both the boot script and the delayed module script by hash in the CSP", async () => {
    const html = await rewritten();
    const policy = contentSecurityPolicy({ scriptHashes: await inlineScriptHashes(html, MARK) });
    const [boot, delayed] = await Promise.all(
      [AFTER_PAINT_BOOT, MODULE_SCRIPT].map(async (text) => {
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    );
    expect(policy).toContain(boot);
    expect(policy).toContain(delayed);
  });

  it("starts the scripts on the first contentful paint, at load only where no paint will be reported, never on a timer", () => {
    expect(AFTER_PAINT_BOOT).toContain('observe({type:"paint",buffered:true})');
    expect(AFTER_PAINT_BOOT).toContain('addEventListener("load",()=>{if(!paints||document.visibilityState!=="visible")go()}');
    expect(AFTER_PAINT_BOOT).not.toMatch(/setTimeout|requestAnimationFrame/);
  });
});
