// The drawn section of each product from app/catalogue/engineering/sections.json (the sections the
// load tables are computed from), its lengths in inches as the drawings are scaled.
import { readFileSync } from "node:fs";

const { products } = JSON.parse(readFileSync(new URL("../../../app/catalogue/engineering/sections.json", import.meta.url), "utf8"));

const inches = (value) =>
  typeof value === "number"
    ? value / 25.4
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "number" ? v / 25.4 : v]));

/**
 * The product's section marked "drawn": its shape's lengths in inches (counts stay counts), with the
 * strands of its pattern marked "drawn" (else its heaviest, as app/catalogue/engineering/sections.ts
 * picks it).
 */
export function drawnSection(slug) {
  const section = products[slug]?.find((s) => s.drawn);
  if (!section) throw new Error(`sections.json has no drawn section for ${slug}`);
  const { type, cores, ledges, ...lengths } = section.shape;
  const shape = { type, ledges, ...inches(lengths) };
  if (cores) shape.cores = { ...inches(cores), count: cores.count };
  const pattern = section.patterns ? (section.patterns.find((p) => p.drawn) ?? section.patterns.at(-1)) : section;
  return { ...shape, strands: pattern.strands.map((row) => ({ count: row.count, y: row.yMm / 25.4 })) };
}
