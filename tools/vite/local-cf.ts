// The `request.cf` of local requests (`npm start`, `npm run preview`): a visitor in Belize City.
// Miniflare would otherwise fetch the real one from the internet (a warning and a stack trace
// offline) or stand in with Austin, Texas, whose country would preselect the United States on
// every form. Written fresh at each start, as miniflare refetches a cached copy older than 30
// days; vite.config.ts hands its path to miniflare in CLOUDFLARE_CF_FETCH_PATH.
import { mkdirSync, writeFileSync } from "node:fs";

export function localCf(): string {
  const file = ".wrangler/local-cf.json";
  mkdirSync(".wrangler", { recursive: true });
  const cf = { country: "BZ", city: "Belize City", continent: "NA", timezone: "America/Belize", colo: "MIA", httpProtocol: "HTTP/2" };
  writeFileSync(file, JSON.stringify(cf));
  return file;
}
