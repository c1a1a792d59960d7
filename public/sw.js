// M&M service worker (rules §7 "Service worker", docs/decisions/0001-product-resolutions.md): on the message PRECACHE_IMAGES it
// caches the hero images it is sent and then serves them cache-first. Nothing else is cached
// or touched: every other request goes to the network as if no worker were here.
//
// Bump CACHE when a hero image changes under the same name: activate then drops the old copy.
const CACHE = "mm-hero-images-v2";
const CACHE_PREFIX = "mm-hero-images-";
// The hero images live here (app/company/content/hero-images.ts); only URLs under it are cached or answered.
const HERO_PATH = "/images/hero/";

self.addEventListener("install", () => {
  // Nothing to fetch yet (the page sends the list), so there is no reason to wait.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** A same-origin hero image URL from the page, or null for anything else. */
function heroUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin && url.pathname.startsWith(HERO_PATH) ? url.href : null;
  } catch {
    return null;
  }
}

/** Caches exactly the given images: fetches the missing ones, drops any no longer listed. */
async function precache(urls) {
  const cache = await caches.open(CACHE);
  const wanted = new Set(urls);
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  await Promise.all(
    [...wanted].map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "PRECACHE_IMAGES" || !Array.isArray(data.urls)) return;
  const urls = data.urls.map(heroUrl).filter(Boolean);
  event.waitUntil(precache(urls).catch((error) => console.warn("Hero images not precached:", error)));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(HERO_PATH)) return;
  // Cache first; an image not (yet) precached comes from the network and is not stored.
  event.respondWith(caches.open(CACHE).then(async (cache) => (await cache.match(request)) ?? fetch(request)));
});
