// Structured data (rules §3 "Structured data kinds"): every page in the registry carries JSON-LD
// that parses, including a BreadcrumbList that ends at the page itself.
import { pages } from "../../app/shell/pages.server";
import { d1, expect, hydratedControl, test } from "./support";

const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

for (const page of pages.en) {
  test(`${page.path} has JSON-LD with a BreadcrumbList`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const scripts = [...(await response.text()).matchAll(LD_JSON)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const objects = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
    for (const object of objects) expect(object["@context"]).toBe("https://schema.org");

    const breadcrumb = objects.find((object) => object["@type"] === "BreadcrumbList");
    expect(breadcrumb, "a BreadcrumbList").toBeDefined();
    const items = breadcrumb!.itemListElement as { position: number; name: string; item: string }[];
    expect(items[0]).toMatchObject({ position: 1, name: "Home" });
    // A page that sends an anonymous visitor elsewhere (/account → /signin) carries that page's trail.
    expect(new URL(items.at(-1)!.item).pathname).toBe(new URL(response.url()).pathname);
  });
}

test("each open position's own page describes it as a JobPosting search engines accept; the list carries none", async ({ request }) => {
  const postingsOn = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(LD_JSON)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((object) => object["@type"] === "JobPosting");
  expect(await postingsOn("/careers")).toEqual([]);
  const open = await d1<{ id: number; title: string; location: string; created_at: string }>(
    // Open: active and not past its closing day in Belize (UTC−6).
    "SELECT id, title, location, created_at FROM job_postings WHERE active = 1 AND (closes_on IS NULL OR closes_on >= date('now', '-6 hours')) ORDER BY id",
  );
  expect(open.length).toBeGreaterThan(0);
  for (const job of open) {
    const [posting, ...more] = await postingsOn(`/careers/${job.id}`);
    expect(more).toEqual([]);
    // What Google's job listings require, and what they recommend that we know.
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      title: job.title,
      identifier: { value: String(job.id) },
      datePosted: job.created_at.slice(0, 10),
      hiringOrganization: { "@type": "Organization", name: "M&M" },
      jobLocation: { "@type": "Place", address: { addressLocality: job.location, addressCountry: "BZ" } },
      directApply: true,
    });
    expect(String(posting!.description).length).toBeGreaterThan(20);
    expect(posting!.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR)$/);
    expect(new URL(String(posting!.url)).pathname).toBe(`/careers/${job.id}`);
  }
});

test("a client navigation to another product leaves that product's JSON-LD in the head, once", async ({ page }) => {
  await page.goto("/products/hollow-core");
  const next = page.locator('#product-details a[href="/products/box-beams"]').first();
  await next.scrollIntoViewIfNeeded();
  await hydratedControl(next);
  await next.click();
  await expect(page).toHaveTitle(/^Box Beams \|/);
  // Scripts the server writes into the head (the units, before any paint) must not take the place
  // of the page's own JSON-LD when React hydrates the head and later updates it.
  const objects = await page.evaluate(() =>
    [...document.head.querySelectorAll("script")]
      .filter((script) => script.textContent!.includes('"@context"'))
      .map((script) => ({ type: script.type, data: JSON.parse(script.textContent!) as Record<string, unknown> })),
  );
  expect(objects.every((object) => object.type === "application/ld+json")).toBe(true);
  expect(objects.filter((object) => object.data["@type"] === "Product").map((object) => object.data.name)).toEqual(["Box Beams"]);
  const trails = objects.filter((object) => object.data["@type"] === "BreadcrumbList");
  expect(trails).toHaveLength(1);
  expect((trails[0]!.data.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual(["Home", "Products", "Box Beams"]);
});
