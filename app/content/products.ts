// The product catalogue (spec §3): one typed source for pages, /api/catalogue, search,
// the sitemap and JSON-LD. Categories and applications follow the spec's table exactly.

export const CATEGORIES = ["prestressed", "beams", "slabs", "planks"] as const;
export const APPLICATIONS = ["marine", "bridge", "commercial", "industrial", "residential"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Application = (typeof APPLICATIONS)[number];

export type Product = {
  title: string;
  /** Path segment under /products/ and the key for learn pages (DECISIONS.md: by slug, never title). */
  slug: string;
  categories: readonly Category[];
  applications: readonly Application[];
  keywords: readonly string[];
  description: string;
  specifications: readonly { label: string; value: string }[];
};

export const products: readonly Product[] = [
  {
    title: "Prestressed Piles",
    slug: "prestressed-piles",
    categories: ["prestressed"],
    applications: ["marine", "bridge", "commercial", "industrial"],
    keywords: ["piles", "foundation", "pile driving", "marine", "square pile", "bearing"],
    description:
      "Square prestressed concrete piles cast with high-strength strands tensioned before the pour, so they resist driving stresses, bending and corrosion in the salt water and soft soils of the Belizean coast.",
    specifications: [
      { label: "Cross-Section", value: "10 in to 30 in square" },
      { label: "Length", value: "Up to 120 ft" },
      { label: "Concrete Strength", value: "6,000 to 8,000 PSI" },
      { label: "Prestressing", value: "Low-relaxation strands at 70 to 80% of ultimate strength" },
      { label: "Reinforcement", value: "Spiral ties, closer at the head and tip" },
    ],
  },
  {
    title: "Double T Slabs",
    slug: "double-t-slabs",
    categories: ["prestressed", "slabs"],
    applications: ["commercial", "industrial", "residential"],
    keywords: ["double tee", "double t", "floor", "roof", "parking", "long span"],
    description:
      "Double tee floor and roof units: a wide flange on two prestressed stems that clears long spans without intermediate columns, for parking structures, warehouses and open-plan commercial floors.",
    specifications: [
      { label: "Standard Width", value: "8 ft to 12 ft" },
      { label: "Span Capability", value: "40 ft to 80 ft" },
      { label: "Concrete Strength", value: "5,000 to 7,000 PSI" },
      { label: "Flange Thickness", value: "2 in to 4 in, topped or pretopped" },
      { label: "Load Capacity", value: "Designed per project, from parking decks to heavy storage floors" },
    ],
  },
  {
    title: "Box Beams",
    slug: "box-beams",
    categories: ["prestressed", "beams"],
    applications: ["bridge", "commercial", "industrial"],
    keywords: ["box beam", "bridge beam", "girder", "hollow beam", "torsion"],
    description:
      "Hollow prestressed box beams with high torsional stiffness, placed side by side for short and medium bridge spans and heavy-duty decks that go up fast with little falsework.",
    specifications: [
      { label: "Span Capability", value: "30 ft to 120 ft" },
      { label: "Width Range", value: "3 ft to 4 ft per beam" },
      { label: "Wall Thickness", value: "5 in to 6 in" },
      { label: "Concrete Strength", value: "6,000 to 8,000 PSI" },
    ],
  },
  {
    title: "I-Beams",
    slug: "l-beams",
    categories: ["prestressed", "beams"],
    applications: ["marine", "bridge", "commercial"],
    keywords: ["i-beam", "l-beam", "ledger beam", "girder", "tee beam", "spandrel"],
    description:
      "Prestressed I- and L-shaped beams and girders that carry floors, decks and wharf structures; the L profile gives a ledge for double tees or hollow core to bear on.",
    specifications: [
      { label: "Span Capability", value: "20 ft to 80 ft" },
      { label: "Ledge Width", value: "6 in to 8 in" },
      { label: "Web Thickness", value: "12 in to 16 in" },
      { label: "Concrete Strength", value: "6,000 PSI minimum" },
    ],
  },
  {
    title: "Hollow Core",
    slug: "hollow-core",
    categories: ["prestressed"],
    applications: ["commercial", "residential", "industrial"],
    keywords: ["hollow core", "hollowcore", "plank", "floor slab", "voided slab", "fire rated"],
    description:
      "Extruded hollow core planks whose continuous voids cut weight by up to 40% while keeping stiffness, fire resistance and sound insulation for floors and roofs of apartments, schools, hotels and offices.",
    specifications: [
      { label: "Depth", value: "6 in to 16 in" },
      { label: "Span Capability", value: "20 ft to 50 ft" },
      { label: "Fire Rating", value: "1 to 4 hours" },
      { label: "Sound Transmission Class", value: "STC 50 to 60" },
      { label: "Edge Detail", value: "Grouted shear keys along both long edges" },
    ],
  },
  {
    title: "Flat Slab",
    slug: "flat-slab",
    categories: ["prestressed", "slabs"],
    applications: ["commercial", "residential", "industrial"],
    keywords: ["flat slab", "solid slab", "floor", "plank", "thin slab"],
    description:
      "Solid prestressed flat slabs with a smooth soffit that can stay exposed, for shallow floor build-ups in housing, mezzanines and industrial platforms.",
    specifications: [
      { label: "Depth", value: "6 in to 10 in" },
      { label: "Span Capability", value: "20 ft to 40 ft" },
      { label: "Surface Finish", value: "Smooth form finish soffit, broomed or screeded top" },
      { label: "Concrete Strength", value: "5,000 PSI minimum" },
    ],
  },
  {
    title: "Inverted Beams",
    slug: "inverted-beams",
    categories: ["prestressed", "beams"],
    applications: ["commercial", "industrial"],
    keywords: ["inverted beam", "inverted tee", "ledger", "ledge", "parking structure"],
    description:
      "Inverted tee beams with ledges on both sides that support double tees or hollow core at the same level, keeping floor-to-floor heights low in parking and commercial structures.",
    specifications: [
      { label: "Standard Depths", value: "24 in to 48 in" },
      { label: "Span Capability", value: "20 ft to 60 ft" },
      { label: "Ledge Width", value: "6 in each side" },
      { label: "Concrete Strength", value: "6,000 PSI minimum" },
    ],
  },
  {
    title: "Concrete Bridge Planks",
    slug: "concrete-bridge-planks",
    categories: ["prestressed", "planks"],
    applications: ["bridge"],
    keywords: ["bridge plank", "deck plank", "bridge deck", "short span bridge", "HL-93"],
    description:
      "Prestressed deck planks for short-span road and rural bridges, designed for HL-93 loading and placed by crane in a day to replace timber decks and failing culverts.",
    specifications: [
      { label: "Length", value: "20 ft to 50 ft" },
      { label: "Width Range", value: "4 ft to 8 ft" },
      { label: "Depth", value: "6 in to 12 in" },
      { label: "Concrete Strength", value: "5,000 to 6,000 PSI" },
      { label: "Edge Detail", value: "Full-depth grouted shear keys between planks" },
      { label: "Load Rating", value: "HL-93 (AASHTO LRFD)" },
    ],
  },
];

export const productPath = (product: Pick<Product, "slug">) => `/products/${product.slug}`;

/** spec §3 "image": the product's cross-section drawing (public/images/products/, 4:3). */
export const productImage = (product: Pick<Product, "slug">) => `/images/products/${product.slug}.svg`;
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** Products with an explainer page (spec §2: every one but the bridge planks). */
export const LEARN_SLUGS: readonly string[] = products.map((p) => p.slug).filter((slug) => slug !== "concrete-bridge-planks");

/** DECISIONS.md: Learn resolves by slug; a product without an explainer goes to its own page. */
export function learnPath(product: Pick<Product, "slug">): string {
  return LEARN_SLUGS.includes(product.slug) ? `/products/learn/${product.slug}` : productPath(product);
}

/** spec §9: the SKU code is PR when the first category is prestressed, else BM, SL or PL, otherwise PC. */
export function skuCode(categories: readonly string[]): string {
  const codes: Record<string, string> = { prestressed: "PR", beams: "BM", slabs: "SL", planks: "PL" };
  return codes[categories[0] ?? ""] ?? "PC";
}

/** spec §9: MM-{code}-{3-digit position starting at 001}. */
export function productSku(product: Product): string {
  const position = products.indexOf(product) + 1;
  return `MM-${skuCode(product.categories)}-${String(position).padStart(3, "0")}`;
}
