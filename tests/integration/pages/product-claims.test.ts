// Claims follow the tables (rules §2 "Product detail pages"): every span, depth and load a product
// states, on its page and its explainer in English and Spanish, in their structured data, in its
// drawing and the catalogue JSON, lies within what its typical sections' tables reach. Bridge loading is not in
// the tables: wherever HL-93 is named, it is checked for each bridge, never a design the product has.
import { describe, expect, it } from "vitest";
import { LEARN_SLUGS, products, productPath } from "../../../app/catalogue/content/products";
import { productRanges, type ProductRanges } from "../../../app/catalogue/engineering/claims";
import { engineeringText } from "../../../app/catalogue/spec-sheet/sheet-engineering-text";
import { uncoveredClaims } from "./claim-finder";
import { getPage } from "./helpers";

const DRAWINGS = import.meta.glob<string>("../../../public/images/products/*.svg", { query: "?raw", import: "default", eager: true });
const drawing = (slug: string) => DRAWINGS[`../../../public/images/products/${slug}.svg`]!;

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The HTML of the first element that opens with `opening`, to its matching close tag. */
function element(html: string, opening: RegExp, tag: string): { start: number; end: number } | null {
  const found = opening.exec(html);
  if (!found) return null;
  const tags = new RegExp(`<${tag}\\b|</${tag}>`, "g");
  tags.lastIndex = found.index + 1;
  let depth = 1;
  for (let next = tags.exec(html); next; next = tags.exec(html)) {
    depth += next[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return { start: found.index, end: next.index + next[0].length };
  }
  return null;
}

const without = (html: string, opening: RegExp) => {
  const part = element(html, opening, "section");
  return part ? html.slice(0, part.start) + html.slice(part.end) : html;
};

/**
 * What a page says in its main part: its text, a line per block (a row of the specifications is
 * its label and value), with the images' descriptions; not the load–span section (the tables
 * themselves) nor Related Products (other products' words).
 */
function pageText(html: string): string {
  const main = element(html, /<main\b/, "main");
  expect(main, "the page has its main part").not.toBeNull();
  let body = html.slice(main!.start, main!.end);
  body = without(body, /<section\b[^>]*\bid="load-span"/);
  body = without(body, /<section\b[^>]*aria-labelledby="related-title"/);
  const alts = [...body.matchAll(/\balt="([^"]*)"/g)].map((m) => m[1]);
  const text = body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<\/(?:p|li|tr|h[1-6]|figcaption|caption|dt|dd|div|section|button|a)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, " ");
  return decode([text, ...alts].join("\n")).replace(/[ \t]+/g, " ");
}

/** The page's head and structured data: every description it carries, in plain text. */
function headText(html: string): string {
  const meta = [...html.matchAll(/<meta\b[^>]*\b(?:name|property)="(?:description|og:description|og:image:alt)"[^>]*\bcontent="([^"]*)"/g)];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const descriptions: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "description" && typeof item === "string") descriptions.push(item);
        else walk(item);
      }
    }
  };
  walk(jsonLd);
  return [...meta.map((m) => decode(m[1]!)), ...descriptions].join("\n");
}

/** A drawing's words: its description, title and each label (a label's lines read as one). */
function drawingText(svg: string): string {
  const desc = /<desc[^>]*>([\s\S]*?)<\/desc>/.exec(svg)?.[1] ?? "";
  const labels = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, " "));
  return decode([desc, ...labels].join("\n"));
}

type CatalogueEntry = { slug: string; description: string; specifications: { label: string; value: string; metric: string }[] };

async function catalogue(): Promise<CatalogueEntry[]> {
  const res = await getPage("/api/catalogue");
  expect(res.status).toBe(200);
  return ((await res.json()) as { products: CatalogueEntry[] }).products;
}

const catalogueText = (entry: CatalogueEntry) =>
  [entry.description, ...entry.specifications.flatMap((row) => [`${row.label} ${row.value}`, `${row.label} ${row.metric}`])].join("\n");

const withSections = products.map((product) => [product.slug, productRanges(product.slug)!] as const);

describe("every span, depth and load a product states is within its tables", () => {
  it("has tables for every product", () => {
    for (const [slug, ranges] of withSections) expect(ranges, slug).not.toBeNull();
  });

  it.each(withSections)(
    "%s: its page and explainer in English and Spanish, their head and structured data",
    async (slug, ranges: ProductRanges) => {
      const problems: string[] = [];
      const own = [productPath({ slug }), ...(LEARN_SLUGS.includes(slug) ? [`/products/learn/${slug}`] : [])];
      for (const path of [...own, ...own.map((english) => `/es${english}`)]) {
        const res = await getPage(path);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        problems.push(...uncoveredClaims(pageText(html), ranges, `${path} page`));
        problems.push(...uncoveredClaims(headText(html), ranges, `${path} head`));
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(withSections)("%s: its drawing", (slug, ranges: ProductRanges) => {
    expect(uncoveredClaims(drawingText(drawing(slug)), ranges, `${slug}.svg`)).toEqual([]);
  });

  it("the catalogue JSON", async () => {
    const entries = await catalogue();
    const problems = withSections.flatMap(([slug, ranges]) =>
      uncoveredClaims(catalogueText(entries.find((entry) => entry.slug === slug)!), ranges, `/api/catalogue ${slug}`),
    );
    expect(problems).toEqual([]);
  });
});

describe("bridge loading (HL-93) is checked for each bridge, never claimed by the tables' products", () => {
  const BRIDGE_PRODUCTS = ["concrete-bridge-planks", "box-beams"];
  /** Each sentence that names HL-93 without saying it is checked for each bridge. */
  const designClaims = (text: string, where: string) =>
    text
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => /HL-93/.test(sentence) && !/each bridge|cada puente/i.test(sentence))
      .map((sentence) => `${where}: «${sentence.trim()}»`);

  it.each(BRIDGE_PRODUCTS)("%s: pages, head, drawing and catalogue JSON", async (slug) => {
    const problems: string[] = [];
    for (const path of [productPath({ slug }), `/es${productPath({ slug })}`]) {
      const res = await getPage(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      problems.push(...designClaims(pageText(html), path), ...designClaims(headText(html), `${path} head`));
    }
    problems.push(...designClaims(drawingText(drawing(slug)), `${slug}.svg`));
    problems.push(...designClaims(catalogueText((await catalogue()).find((entry) => entry.slug === slug)!), "/api/catalogue"));
    expect(problems).toEqual([]);
  });

  it("the bridge planks' category pages say the same", async () => {
    const problems: string[] = [];
    for (const path of ["/products/planks", "/es/products/planks"]) {
      const res = await getPage(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      problems.push(...designClaims(pageText(html), path));
      problems.push(...designClaims(headText(html), `${path} head`));
    }
    expect(problems).toEqual([]);
  });

  it("the spec sheet's design basis says the tables are building loads", () => {
    for (const locale of ["en", "es"] as const) {
      const basis = Object.values(engineeringText(locale).basis).join("\n");
      expect(designClaims(basis, "basis")).toEqual([]);
      expect(basis).toMatch(/HL-93/);
    }
  });
});
