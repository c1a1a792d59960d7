// What components make of the facts a loader hands them (docs/rules.md §12), rendered to HTML as
// the server does: the film button only with a film, the product card's delivery line only with
// a delivery area (marked while an example), the header's hours in Belize time (UTC−6).
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HeroCarousel } from "../../app/company/components/home/hero-carousel";
import { heroSlidesIn, videoPoster } from "../../app/company/content/home";
import { ProductCard } from "../../app/catalogue/components/product-card";
import { products } from "../../app/catalogue/content/products";
import { SiteHeader } from "../../app/shell/header/site-header";
import { officeHours, publicFacts } from "../../app/site/facts";

/** The page's text: tags dropped, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Renders `component` as a page whose root loader gave `facts` (the shape app/site/site.server.ts answers). */
function page(component: ComponentType, facts: Record<string, unknown>, path = "/") {
  const Stub = createRoutesStub([{ id: "root", path: "/*", Component: component }]);
  const root = {
    facts: { phone: null, whatsapp: null, email: null, address: null, hours: null, delivery: null, ...facts },
    siteUrl: "",
    previewOf: null,
  };
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />);
}

describe("the 'M&M in 90 Seconds' button", () => {
  const hero = (video: Parameters<typeof HeroCarousel>[0]["video"]) =>
    renderToString(
      <MemoryRouter>
        <HeroCarousel heading="M&M" slides={heroSlidesIn("en")} interval={8000} video={video} />
      </MemoryRouter>,
    );

  it("shows with a film, and its dialog is left to load on first use", () => {
    const html = hero({ url: "/media/m-and-m-90s.mp4", example: false, poster: videoPoster });
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*M&amp;M in 90 Seconds/);
    expect(html).not.toContain("<video");
    expect(text(html)).not.toContain("Example");
  });

  it("is marked while the film is an example (this machine, a preview)", () => {
    expect(text(hero({ url: "/media/draft.mp4", example: true, poster: videoPoster }))).toContain("M&M in 90 Seconds Example");
  });

  it("is not there without a film, and nothing says a film is missing", () => {
    const html = hero(null);
    expect(html).not.toContain("90 Seconds");
    expect(html).not.toMatch(/not available/i);
    expect(text(html)).toContain("Let's Talk");
  });
});

describe("a product card's delivery line", () => {
  const piles = products.find((product) => product.slug === "prestressed-piles")!;
  const Card = () => <ProductCard product={piles} description="Piles." view="grid" />;

  it("states the facts' delivery area, marked while it is an example", () => {
    const delivery = publicFacts("en", true).delivery!;
    const shown = text(page(Card, { delivery: { value: delivery.value.area, example: delivery.example } }));
    expect(shown).toContain("Delivery to: Belize and neighbouring countries Example");
    expect(shown).not.toContain("United States");
  });

  it("states a confirmed area plainly", () => {
    expect(text(page(Card, { delivery: { value: "Belize, Guatemala and Mexico", example: false } }))).toContain(
      "Delivery to: Belize, Guatemala and Mexico Learn More",
    );
  });

  it("says nothing where the area may not show (the live site while it is a placeholder)", () => {
    const shown = text(page(Card, { delivery: null }));
    expect(shown).toContain("SKU: MM-PR-001");
    expect(shown).not.toContain("Delivery to");
    expect(shown).not.toContain("United States");
  });
});

describe("the header's top bar", () => {
  it("gives the office hours in Belize time (UTC−6), never a zone abbreviation alone", () => {
    const hours = { value: officeHours("en"), example: false };
    const shown = text(page(SiteHeader, { hours, phone: { value: "+501 223 4567", example: false } }));
    expect(shown).toContain("Sales & support +501 223 4567 · Mon–Fri 8 AM–5 PM, Belize time (UTC−6)");
    expect(shown).not.toMatch(/\bCST\b/);
  });

  it("leaves out a phone the page may not show, and marks one that is an example", () => {
    const hours = { value: officeHours("en"), example: false };
    expect(text(page(SiteHeader, { hours }))).not.toContain("Sales & support");
    expect(text(page(SiteHeader, { hours, phone: { value: "+501 000 0000", example: true } }))).toContain("+501 000 0000 Example");
  });

  it("in Spanish", () => {
    const shown = text(page(SiteHeader, { hours: { value: officeHours("es"), example: false } }, "/es/"));
    expect(shown).toContain("lun–vie 8:00–17:00, hora de Belice (UTC−6)");
  });
});
