// The page registry: one entry per public URL of rules §2, with metadata a search engine can use.
import { projects } from "../../app/company/content/projects";
import { describe, expect, it } from "vitest";
import { pageEntry, pages, sitemapPages } from "../../app/shell/pages.server";
import { LEARN_SLUGS, products } from "../../app/catalogue/content/products";
import { structuredData } from "../../app/shell/head/structured-data";
import { facts, publicFacts } from "../../app/site/facts";

/** A page where placeholders may show (this machine, a preview), and one of the live site. */
const context = { siteUrl: "https://www.example.com", facts: publicFacts("en", true) };
const live = { siteUrl: "https://www.example.com", facts: publicFacts("en", false) };

describe("page registry", () => {
  it("lists every route of the site once", () => {
    const paths = pages.en.map((page) => page.path);
    // Spanish: the same pages, by the same paths (each shown under /es/).
    expect(pages.es.map((page) => page.path).sort()).toEqual([...paths].sort());
    expect(new Set(paths).size).toBe(paths.length);
    const expected = [
      "/",
      "/products",
      "/products/prestressed",
      "/products/beams",
      "/products/slabs",
      "/products/planks",
      ...products.map((p) => `/products/${p.slug}`),
      ...LEARN_SLUGS.map((slug) => `/products/learn/${slug}`),
      "/services",
      "/services/engineering-consultation",
      "/services/general-construction",
      "/services/quality-assurance",
      "/services/consultation",
      "/services/sea-wall-design",
      "/services/bridge-design",
      "/services/structural-design",
      "/services/marine-engineering",
      "/services/foundation-design",
      "/projects",
      ...projects.map((p) => `/projects/${p.id}`),
      "/search",
      "/careers",
      "/careers/alerts",
      "/about",
      "/contact",
      "/quote",
      "/teaming",
      "/suppliers",
      "/delivery",
      "/privacy",
      "/signin",
      "/signin/forgot",
      "/signin/reset",
      "/signin/confirm",
      "/account",
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(LEARN_SLUGS).not.toContain("concrete-bridge-planks");
  });

  it("gives every page a title and a description of search-result length", () => {
    for (const page of [...pages.en, ...pages.es]) {
      expect(page.title.length, page.path).toBeGreaterThan(5);
      expect(page.title.length, page.path).toBeLessThanOrEqual(80);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(20);
      expect(page.description.length, page.path).toBeLessThanOrEqual(230);
    }
  });

  it("keeps aliases and private pages out of the sitemap; aliases name their canonical page", () => {
    const listed = sitemapPages.map((page) => page.path);
    for (const path of ["/signin", "/account", "/services/bridge-design", "/services/sea-wall-design"]) {
      expect(listed).not.toContain(path);
    }
    expect(pageEntry("/services/marine-engineering")?.canonicalPath).toBe("/services/engineering-consultation");
    expect(pageEntry("/services/engineering-consultation")?.canonicalPath).toBeUndefined();
  });

  it("finds a page with or without a trailing slash", () => {
    expect(pageEntry("/about/")?.path).toBe("/about");
    expect(pageEntry("/nope")).toBeUndefined();
  });
});

describe("structured data", () => {
  it("describes a product delivered to the facts' delivery area, with its SKU and breadcrumb", () => {
    const page = { path: "/products/box-beams", title: "Box Beams", description: "Box beams." };
    const [product, webPage, crumbs] = structuredData(page, [{ kind: "product", slug: "box-beams" }], context);
    expect(product).toMatchObject({ "@type": "Product", name: "Box Beams", sku: "MM-PR-003" });
    const offer = product!.offers as {
      areaServed: { name: string }[];
      shippingDetails: { shippingDestination: { addressCountry: string }[] };
    };
    expect(offer.areaServed.map((place) => place.name)).toEqual(["Belize", "Guatemala", "Mexico"]);
    expect(offer.shippingDetails.shippingDestination.map((region) => region.addressCountry)).toEqual([
      ...facts.deliveryArea.value.countries,
    ]);
    expect(JSON.stringify(product)).not.toMatch(/United States|"US"/);
    expect(webPage).toMatchObject({ "@type": "WebPage", inLanguage: "en", url: "https://www.example.com/products/box-beams" });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect((crumbs!.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(["Home", "Products", "Box Beams"]);
  });

  it("gives the home page the organisation and the website", () => {
    const types = structuredData({ path: "/", title: "M&M", description: "Home." }, pageEntry("/")!.structuredData!, context).map(
      (o) => o["@type"],
    );
    expect(types).toEqual(["Organization", "WebSite", "WebPage", "BreadcrumbList"]);
  });
});

describe("structured data on the live site (docs/rules.md §12)", () => {
  it("states no placeholder: no phone or email, no delivery area, while they are unconfirmed", () => {
    expect(facts.phone.status).toBe("placeholder"); // today's facts; once confirmed, they are stated
    const home = structuredData({ path: "/", title: "M&M", description: "Home." }, pageEntry("/")!.structuredData!, live);
    const organization = home.find((o) => o["@type"] === "Organization")!;
    expect(organization).not.toHaveProperty("telephone");
    expect(organization).not.toHaveProperty("email");
    expect(organization).toHaveProperty("address"); // a confirmed fact is stated
    const [product] = structuredData(
      { path: "/products/box-beams", title: "Box Beams", description: "Box beams." },
      [{ kind: "product", slug: "box-beams" }],
      live,
    );
    expect(product!.offers).not.toHaveProperty("areaServed");
    expect(product!.offers).not.toHaveProperty("shippingDetails");
    const [service] = structuredData(
      { path: "/services/bridge-design", title: "Bridge Design", description: "Bridges." },
      [{ kind: "service", name: "Bridge Design", description: "Bridges." }],
      live,
    );
    expect(service).not.toHaveProperty("areaServed");
  });

  it("names the delivery area's countries in the page's language on a Spanish page", () => {
    const spanish = { siteUrl: "https://www.example.com", facts: publicFacts("es", true) };
    const [service] = structuredData(
      { path: "/es/services/bridge-design", title: "Diseño de puentes", description: "Puentes." },
      [{ kind: "service", name: "Diseño de puentes", description: "Puentes." }],
      spanish,
    );
    expect((service!.areaServed as { name: string }[]).map((place) => place.name)).toEqual(["Belice", "Guatemala", "México"]);
  });
});
