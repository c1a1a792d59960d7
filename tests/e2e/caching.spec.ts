// Caching as served by the production build (the Worker's headers, and public/_headers for
// static assets, which Workers Static Assets serves before the Worker runs).
import { expect, test } from "./support";

test("hashed assets are cached for a year and immutable", async ({ page, request }) => {
  const assets: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response.url());
  });
  await page.goto("/");
  expect(assets.length).toBeGreaterThan(2);
  for (const url of assets) {
    const response = await request.get(url);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"], url).toBe("nosniff");
  }
});

test("anonymous pages may be kept at the edge; form answers are never stored", async ({ request }) => {
  const page = await request.get("/contact");
  expect(page.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
  expect(page.headers()["vary"]).toContain("Accept-Encoding");
  const answer = await request.post("/contact", { form: { name: "x" } });
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
});
