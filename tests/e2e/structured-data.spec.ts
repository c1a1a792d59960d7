// Structured data (rules §3 "Structured data kinds"): every page in the registry carries JSON-LD
// that parses, including a BreadcrumbList that ends at the page itself.
import { pages } from "../../app/shell/pages";
import { expect, test } from "./support";

const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

for (const page of pages) {
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
