// The service pages (rules §2 "Services pages", "Service aliases"): each renders its sections
// with the spec's counts, every alias shows its own specialised page with the consultation page
// as canonical, and the Service JSON-LD parses.
import type { APIRequestContext, Page } from "@playwright/test";
import { serviceAliases } from "../../app/company/content/service-aliases";
import { consultationContent, genericConsultation } from "../../app/company/content/service-pages/engineering-consultation";
import { expect, test } from "./support";

const CONSULTATION = "/services/engineering-consultation";
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
/** Direct items of the region's first list (not the lists nested inside cards). */
const items = (page: Page, name: string) => region(page, name).getByRole("list").first().locator(":scope > li");

/** Every JSON-LD object in a page's server HTML; JSON.parse throws on anything malformed. */
async function jsonLd(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return { html, objects: scripts.map((m) => JSON.parse(m[1]!) as Record<string, unknown>) };
}

test("/services: the two services, six steps, three testimonials and a way to call or write", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering & Construction Services");
  await expect(region(page, "What we do").getByRole("heading", { level: 3 })).toHaveText([
    "Engineering Consultation",
    "General Construction",
  ]);
  await expect(region(page, "What we do").getByRole("link", { name: /^Learn More/ })).toHaveCount(2);
  await expect(items(page, "How we work")).toHaveCount(6);
  const quotes = region(page, "What our clients say").getByRole("figure");
  await expect(quotes).toHaveCount(3);
  for (const quote of await quotes.all()) {
    await expect(quote.locator("blockquote")).toHaveText(/.{40,}/);
    await expect(quote.locator("figcaption")).toHaveText(/\w+.*,.*\w+/); // author, role, company
  }
  const cta = region(page, "Ready to talk about your project?");
  await expect(cta.getByRole("link", { name: /^Call \+?[\d ]+$/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expect(cta.getByRole("button", { name: "Request a Consultation" })).toBeVisible();
});

test("/services/engineering-consultation: the generic page, four features and four areas", async ({ page }) => {
  await page.goto(CONSULTATION);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering Consultation");
  await expect(items(page, genericConsultation.title)).toHaveCount(4);
  await expect(items(page, "Areas of expertise")).toHaveCount(4);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${CONSULTATION}$`));
  await expect(page.getByRole("button", { name: "Talk with an Engineer" }).first()).toBeVisible();
});

for (const alias of serviceAliases) {
  test(`/services/${alias.alias}: ${alias.specialization} specialisation, canonical to the consultation page`, async ({ page }) => {
    const content = consultationContent(alias.specialization);
    await page.goto(`/services/${alias.alias}`);
    await expect(page).toHaveTitle(alias.seoTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", alias.seoDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^https?://[^/]+${CONSULTATION}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(alias.title);
    await expect(page.getByText(alias.description)).toBeVisible();
    await expect(items(page, content.title)).toHaveCount(4);
    await expect(items(page, content.title).getByRole("heading")).toHaveText(content.features.map((f) => f.title));
    await expect(items(page, "Areas of expertise").getByRole("heading")).toHaveText(content.expertise.map((e) => e.title));
    await expect(page.getByRole("img", { name: content.drawing.alt })).toBeVisible();
  });
}

test("/services/general-construction: four features, commercial and residential work, three steps", async ({ page }) => {
  await page.goto("/services/general-construction");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("General Construction");
  await expect(items(page, "Why build with M&M")).toHaveCount(4);
  for (const list of ["Commercial & industrial", "Residential"]) {
    await expect(region(page, list).getByRole("listitem")).toHaveCount(6);
  }
  await expect(items(page, "Our construction process").getByRole("heading")).toHaveText(["Planning", "Execution", "Completion"]);
});

test("/services/quality-assurance: banner, four features, four phases and six services", async ({ page }) => {
  await page.goto("/services/quality-assurance");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quality Assurance");
  await expect(page.getByRole("img", { name: /cylinder in a compression test/ })).toBeVisible();
  await expect(items(page, "Quality built into every member")).toHaveCount(4);
  await expect(items(page, "Our quality process").getByRole("heading")).toHaveText([
    "Planning",
    "Implementation",
    "Control",
    "Improvement",
  ]);
  await expect(items(page, "Quality assurance services")).toHaveCount(6);
});

test("/services/consultation: cards with Learn More and Add to Quote, then Browse All Services", async ({ page }) => {
  await page.goto("/services/consultation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Consultation Solutions");
  const cards = page.getByRole("main").getByRole("list").first().locator(":scope > li");
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) {
    await expect(card.getByRole("img")).toHaveAttribute("alt", /.{40,}/);
    await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", /^\/services\/[a-z-]+$/);
    await expect(card.getByRole("button", { name: /^Add to Quote/ })).toBeVisible();
  }
  await page.getByRole("button", { name: "Add to Quote Bridge Design" }).click();
  await expect(page.getByText("Bridge Design has been added to your quote.")).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("quote-items") ?? "[]"));
  expect(stored).toEqual([{ id: "/services/bridge-design", name: "Bridge Design", category: "services" }]);
  await expect(page.getByRole("link", { name: "Browse All Services" })).toHaveAttribute("href", "/services");
});

test("a service page's consultation button opens the Talk with an Engineer dialog", async ({ page }) => {
  await page.goto("/services/general-construction");
  await page.getByRole("button", { name: "Request a Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Talk with an Engineer" });
  await expect(dialog).toBeVisible({ timeout: 15_000 }); // its code loads on this first click
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeVisible();
});

test("service pages carry Service JSON-LD that parses, aliases under their own name", async ({ request }) => {
  const expected: [string, string][] = [
    ["/services", "General Construction"],
    ["/services/consultation", "Consultation, Design & Engineering"],
    [CONSULTATION, "Engineering Consultation"],
    ["/services/general-construction", "General Construction"],
    ["/services/quality-assurance", "Quality Assurance"],
    ...serviceAliases.map((a): [string, string] => [`/services/${a.alias}`, a.title]),
  ];
  for (const [path, name] of expected) {
    const { objects } = await jsonLd(request, path);
    const services = objects.filter((o) => o["@type"] === "Service");
    expect(
      services.map((s) => s.name),
      path,
    ).toContain(name);
    for (const service of services) {
      expect(service["@context"]).toBe("https://schema.org");
      expect(service.provider).toMatchObject({ "@type": "Organization", name: "M&M" });
    }
    expect(
      objects.some((o) => o["@type"] === "BreadcrumbList"),
      path,
    ).toBe(true);
  }
});
