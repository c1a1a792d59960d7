// Generated documents served through the KV cache: the catalogue JSON, sitemap.xml, robots.txt.
import { Hono, type Context } from "hono";
import { buildCatalogue } from "../../app/catalogue/catalogue.server";
import { renderRobots, renderSitemap } from "../../app/shell/site-map.server";
import type { AppEnv } from "../hono-env";
import { openPostingIds } from "../../app/careers/applications.server";
import { jobPath } from "../../app/careers/filters";
import { cachedDocument } from "../../app/server/kv-cache.server";

/** `version` tells a stored copy still right from a stale one: the build, and what else the document is made from. */
async function serve(c: Context<AppEnv>, name: string, contentType: string, render: () => string, version = __BUILD_ID__) {
  const doc = await cachedDocument(c.env.CACHE, name, version, render);
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
  .get("/sitemap.xml", async (c) => {
    // The open postings' pages are listed too: a posting opened or closed makes a new sitemap.
    const paths = await openPostingIds(c.env.DB).then(
      (ids) => ids.map(jobPath),
      (error: unknown) => {
        console.error("sitemap: could not read the open postings", error);
        return null;
      },
    );
    if (!paths) return serve(c, "sitemap-without-postings", "application/xml; charset=utf-8", () => renderSitemap(c.env.SITE_URL));
    const version = `${__BUILD_ID__} ${paths.join(" ")}`;
    return serve(c, "sitemap", "application/xml; charset=utf-8", () => renderSitemap(c.env.SITE_URL, paths), version);
  })
  .get("/robots.txt", (c) =>
    serve(c, "robots", "text/plain; charset=utf-8", () => renderRobots(c.env.SITE_URL, { preview: c.env.SITE_ENV === "preview" })),
  );
