// A branch preview's pages, from the production server build run with the [env.preview]
// configuration: every page says which branch it previews and that nothing sent from it reaches
// anyone, asks search engines to stay away, and still names production as the canonical site.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getPage, visibleText } from "../pages/helpers";

describe("a branch preview's pages", () => {
  it.each(["/", "/contact", "/products/hollow-core"])(
    "%s carries the preview banner, noindex and production's canonical URL",
    async (path) => {
      const response = await getPage(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      const html = await response.text();
      expect(visibleText(html)).toMatch(/Preview of branch “\s*feature\/quote-units\s*”\s*, not the live site\. .* mailed to nobody\./);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(`${env.SITE_URL}${path}`);
    },
  );
});
