// GET /api/search-index: the site search index as JSON (app/search/), from KV; `?locale=es` gives the
// Spanish one (its entries link to /es/ pages). Browsers may keep it for five minutes (the search
// box asks again no sooner: its data cache's stale time).
import { pages } from "../../app/shell/pages.server";
import { Hono } from "hono";
import { searchIndex } from "../../app/search/search-index.server";
import type { AppEnv } from "../hono-env";

export const searchApi = new Hono<AppEnv>().get("/", async (c) => {
  const locale = c.req.query("locale") === "es" ? "es" : "en";
  const { version, entries, fromCache } = await searchIndex(c.env, __BUILD_ID__, locale, pages[locale]);
  return c.json({ version, entries }, 200, { "Cache-Control": "public, max-age=300", "X-KV-Cache": fromCache ? "hit" : "miss" });
});
