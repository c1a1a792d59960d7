// The home page (rules §2 "Home page", §4 "Hero", docs/decisions/0001-product-resolutions.md): the hero carousel's one 8 s
// timer and its pauses, its controls, the video dialog, and the six sections in the server HTML.
import type { Page } from "@playwright/test";
import { heroSlides } from "../../app/company/content/home";
import facts from "../../app/site/facts.json" with { type: "json" };
import { products } from "../../app/catalogue/content/products";
import { HERO_SLIDE_INTERVAL_MS } from "../../app/lib/constants";
import { consentDecided, expect, FULL_MOTION, test } from "./support";

test.use(FULL_MOTION);

const hero = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
/** The slide a visitor sees: hidden slides are aria-hidden, so only the active one has the role. */
const activeSlide = (page: Page) => page.getByRole("group", { name: /of 3$/ });
const dot = (page: Page, n: number) => page.getByRole("button", { name: `Go to slide ${n}` });

async function expectSlide(page: Page, n: number) {
  await expect(activeSlide(page)).toHaveAccessibleName(`${n} of 3`);
  await expect(activeSlide(page).getByRole("heading")).toHaveText(heroSlides[n - 1]!.title);
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
  await expect(hero(page)).toHaveAttribute("data-slide", String(n));
}

/** Opens the home page with the page clock stopped: only clock.runFor() moves time on. */
async function openWithClock(page: Page) {
  await consentDecided(page);
  await page.clock.install({ time: new Date("2026-03-02T15:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-02T15:00:01Z"));
  await page.goto("/");
  await expect(hero(page)).toHaveAttribute("data-hydrated", "true");
  await page.mouse.move(5, 5); // over the header, away from the hero
}

test("the hero, its first slide and the six sections are in the server HTML", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html.match(/<h1\b/g)).toHaveLength(1);
  for (const slide of heroSlides) expect(html).toContain(slide.title.replace("'", "&#x27;"));
  // The first slide shows without JavaScript; the others are hidden from view and from AT.
  expect(html).toMatch(/aria-label="1 of 3" class="[^"]*\bvisible\b/);
  expect(html).toMatch(/aria-label="2 of 3" aria-hidden="true" inert=""/);
  for (const n of [1, 2, 3]) expect(html).toMatch(new RegExp(`Go to slide (<!-- -->)?${n}<`));
  expect(html).toContain('aria-current="true"');

  // The first drawing is the largest paint: sized and fetched first. Its metric and imperial files
  // are marked for the head's script, which makes the shown one eager as the parser adds it
  // (app/ui/drawing.tsx); the other slides' drawings wait, lazy.
  const images = [...html.matchAll(/<img [^>]*src="\/images\/hero\/[^"]+"[^>]*>/g)].map((m) => m[0]);
  expect(images).toHaveLength(6);
  for (const first of images.slice(0, 2)) {
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).toMatch(/width="1600" height="900"/);
  }
  expect(images.filter((image) => image.includes("data-drawing-eager"))).toEqual(images.slice(0, 2));
  // The head's script (app/ui/drawing-boot.server.ts) looks for the marked files of the visitor's units.
  expect(html.split("</head>")[0]).toContain('"img[data-drawing-eager].u-"');
  for (const image of images) expect(image).toMatch(/loading="lazy"/);

  for (const id of ["home-about", "home-products", "home-services", "home-projects", "home-teaming", "home-contact"]) {
    expect(html, id).toMatch(new RegExp(`<h2 id="${id}"[^>]*>[^<]{8,}`));
  }
  expect(html).toContain("1998");
  // The figures the company states are facts: here (this machine) each shows, marked while a placeholder.
  for (const name of ["pilesInstalled", "engineeringExperience", "qualityRate"] as const) {
    expect(html).toContain(facts[name].value);
  }
  for (const product of products) {
    expect(html).toContain(`href="/products/${product.slug}"`);
    expect(html).toContain(`src="/images/products/${product.slug}.svg"`);
  }
  for (const href of [
    "/products",
    "/contact",
    "/services/engineering-consultation",
    "/services/general-construction",
    "/projects",
    "/teaming",
  ]) {
    expect(html).toContain(`href="${href}"`);
  }
  expect(html).toMatch(/href="tel:\+?\d+"/);
});

test("the slides turn every 8 seconds and loop", async ({ page }) => {
  await openWithClock(page);
  await expectSlide(page, 1);
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS - 200);
  await expectSlide(page, 1);
  await page.clock.runFor(400);
  await expectSlide(page, 2);
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS);
  await expectSlide(page, 3);
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS);
  await expectSlide(page, 1);
});

test("the dots jump to their slide and the arrows step through the loop", async ({ page }) => {
  await page.goto("/");
  await expect(hero(page)).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Pause slideshow" }).click(); // the clock runs for real here
  await dot(page, 3).click();
  await expectSlide(page, 3);
  await page.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 1);
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expectSlide(page, 3);
  await dot(page, 2).click();
  await expectSlide(page, 2);
});

test("hovering the hero or keyboard focus inside it pauses the timer, without starting the slide over", async ({ page }) => {
  await openWithClock(page);
  await page.clock.runFor(3000);
  await hero(page).hover({ position: { x: 600, y: 40 } });
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 3);
  await expectSlide(page, 1);
  await page.mouse.move(5, 5);
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS - 3000 + 100); // the rest of slide 1's time
  await expectSlide(page, 2);

  await dot(page, 2).focus(); // focus from script or keyboard shows the focus ring (:focus-visible)
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 3);
  await expectSlide(page, 2);
  await page.getByRole("link", { name: "More about M&M" }).focus();
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS + 100);
  await expectSlide(page, 3);
});

test("the Pause button stops the slides and Play starts them again (WCAG 2.2.2)", async ({ page }) => {
  await openWithClock(page);
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 3);
  await expectSlide(page, 1);
  await page.getByRole("button", { name: "Play slideshow" }).click();
  await page.mouse.move(5, 5);
  await page.getByRole("link", { name: "More about M&M" }).focus(); // focus leaves the hero
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS + 100);
  await expectSlide(page, 2);
});

test("under prefers-reduced-motion the slides never turn by themselves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithClock(page);
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 10);
  await expectSlide(page, 1);
  await dot(page, 2).click(); // the visitor can still move on
  await expectSlide(page, 2);
  await page.mouse.move(5, 5);
  await page.clock.runFor(HERO_SLIDE_INTERVAL_MS * 10);
  await expectSlide(page, 2);
});

test("the arrows show from 768 px up and are hidden on a phone", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous slide" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Previous slide" })).toBeHidden();
  await expect(dot(page, 2)).toBeVisible();
});

test("'M&M in 90 Seconds' shows only with a film: none is configured (facts.json), so no button and no dialog", async ({ page }) => {
  expect(facts.film.value).toBeNull(); // once the company sets one, the button plays it (tests/unit/facts-pages.test.tsx)
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (/video-dialog/.test(request.url())) loaded.push(request.url());
  });
  await page.goto("/");
  await expect(hero(page)).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  await expect(hero(page).getByRole("link", { name: "Let's Talk" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "M&M in 90 Seconds" })).toHaveCount(0);
  await expect(page.getByText("not available")).toHaveCount(0);
  expect(loaded).toEqual([]);
});
