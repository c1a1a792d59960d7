#!/usr/bin/env node
// Renders the 1200x630 share images (rules §3 "Page SEO entry": image) with Chromium:
// public/share/default.png (the brand card) and public/share/products/<slug>.png (a product's
// cross-section drawing and name). Products come from the drawings in public/images/products/,
// whose <title> names them, so the cards always match the drawings.
// Run after changing a drawing: node tools/drawings/share-images.mjs
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const drawings = join(root, "public/images/products");
const out = join(root, "public/share");
const launch = JSON.parse(readFileSync(join(root, "tests/chromium.json"), "utf8"));
const TAGLINE = "Precast &amp; Prestressed Concrete · Belize since 1998";

const LOGO = `data:image/svg+xml;base64,${readFileSync(join(root, "public/favicon.svg")).toString("base64")}`;
const drawingUrl = (slug) => `data:image/svg+xml;base64,${readFileSync(join(drawings, `${slug}.svg`)).toString("base64")}`;
const titleOf = (slug) =>
  readFileSync(join(drawings, `${slug}.svg`), "utf8")
    .match(/<title[^>]*>([^:<]+)/)[1]
    .trim();

/** One card: brand and words on the left, the drawing on a light sheet on the right. */
function card({ heading, kicker, drawing }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  *{box-sizing:border-box;margin:0}
  body{width:1200px;height:630px;background:#0f2a44;color:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;display:flex;align-items:center;gap:48px;padding:0 56px}
  .words{flex:1;display:flex;flex-direction:column;gap:22px}
  .brand{display:flex;align-items:center;gap:14px;font-size:40px;font-weight:800;letter-spacing:.02em}
  .mark{width:60px;height:60px;border-radius:12px;box-shadow:0 0 0 2px #5b87b3}
  .rule{width:84px;height:5px;background:#e0861a;border-radius:3px}
  h1{font-size:${heading.length > 18 ? 50 : 60}px;line-height:1.08;font-weight:800}
  p{font-size:25px;line-height:1.35;color:#d5e6f4}
  .kicker{font-size:20px;letter-spacing:.12em;text-transform:uppercase;color:#e9a94f;font-weight:700}
  .drawing{width:600px;height:450px;border-radius:14px;background:#f8fafc;box-shadow:0 0 0 6px #174a78}
  </style></head><body>
  <div class="words">
    <div class="brand"><img class="mark" src="${LOGO}" width="60" height="60" alt="">M&amp;M</div>
    <div class="rule"></div>
    ${kicker ? `<div class="kicker">${kicker}</div>` : ""}
    <h1>${heading}</h1>
    <p>${TAGLINE}</p>
  </div>
  <img class="drawing" src="${drawing}" width="600" height="450" alt="">
  </body></html>`;
}

// The English drawing of each product (<slug>.svg), not its other languages' and units' files.
const slugs = readdirSync(drawings)
  .filter((f) => /^[a-z0-9-]+\.svg$/.test(f))
  .map((f) => f.replace(/\.svg$/, ""))
  .sort();
const jobs = [
  { file: join(out, "default.png"), html: card({ heading: "Engineered precast for Belize", drawing: drawingUrl("double-t-slabs") }) },
  ...slugs.map((slug) => ({
    file: join(out, "products", `${slug}.png`),
    html: card({ heading: titleOf(slug).replace(/&/g, "&amp;"), kicker: "Product", drawing: drawingUrl(slug) }),
  })),
];

mkdirSync(join(out, "products"), { recursive: true });
const browser = await chromium.launch(existsSync(launch.path) ? { executablePath: launch.path, args: launch.flags } : {});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  for (const { file, html } of jobs) {
    await page.setContent(html, { waitUntil: "load" });
    await page.screenshot({ path: file, type: "png" });
    console.log(`${file.slice(root.length + 1)}  ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
