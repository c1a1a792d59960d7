// Generated documents served through the KV cache: the catalogue JSON, sitemap.xml, robots.txt.
import { Hono, type Context } from "hono";
import { buildCatalogue } from "../../app/catalogue/catalogue.server";
import { renderRobots, renderSitemap } from "../../app/shell/site-map.server";
import type { AppEnv } from "../hono-env";
import { cachedDocument } from "../../app/server/kv-cache.server";

async function serve(c: Context<AppEnv>, name: string, contentType: string, render: () => string) {
  const doc = await cachedDocument(c.env.CACHE, name, __BUILD_ID__, render);
  return c.body(doc.body, 200, {
    "Content-Type": contentType,
    "Cache-Control": "public, max-age=300, s-maxage=3600",
    "X-KV-Cache": doc.fromCache ? "hit" : "miss",
  });
}

export const catalogueApi = new Hono<AppEnv>().get("/", (c) =>
  serve(c, "catalogue", "application/json; charset=utf-8", () => JSON.stringify({ build: __BUILD_ID__, ...buildCatalogue() })),
);

export const documents = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => serve(c, "sitemap", "application/xml; charset=utf-8", () => renderSitemap(c.env.SITE_URL)))
  .get("/robots.txt", (c) =>
    serve(c, "robots", "text/plain; charset=utf-8", () => renderRobots(c.env.SITE_URL, { preview: c.env.SITE_ENV === "preview" })),
  );
