// End-to-end tests in Chromium against the production build served by `npm run preview`.
import { defineConfig, devices, type BrowserContextOptions } from "@playwright/test";
import { existsSync } from "node:fs";
// Debian's Chromium and the flags this network needs, shared with the perf scripts.
import chromium from "./chromium.json" with { type: "json" };

const port = Number(process.env.E2E_PORT ?? 8788);
// Debian's headless shell (Chromium without the browser UI, what Playwright itself runs headless)
// when it is installed: the same engine, about a third less CPU per test than the full browser.
// Lighthouse and screenshots for people keep the full browser.
const executablePath = [chromium.headlessShell, chromium.path].find((path) => existsSync(path));

const { defaultBrowserType, ...desktopChrome } = devices["Desktop Chrome"];

/** The browser every test gets; the screen sweep makes its kept tabs with it too (e2e/every-screen.spec.ts). */
export const contextUse = {
  ...desktopChrome,
  viewport: { width: 1280, height: 800 },
  baseURL: `http://localhost:${port}`,
  // A browser set up in Belize: the contact form's country follows the browser's locale, so
  // the tests that fill in a district start where most visitors do. Visitors from abroad have
  // tests of their own.
  locale: "en-BZ",
  // The hero-image service worker would start in every test's fresh browser and fetch the hero
  // images there, about a tenth of a page visit's CPU; it has tests of its own
  // (service-worker.spec.ts), which let it run.
  serviceWorkers: "block",
  // Motion reduced: the scroll-down chevron's bounce alone keeps the compositor drawing at 60 frames
  // a second for the first 3.5 s of every page, about a sixth of a short test's browser CPU. The
  // specs of what moves ask for full motion again (FULL_MOTION in e2e/support.ts).
  reducedMotion: "reduce",
} satisfies BrowserContextOptions;

export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results/playwright",
  // Two workers, each test on its own (own client address, own emails and tokens, nothing shared
  // that a test changes), spread across both: this machine has two cores. E2E_WORKERS=n elsewhere.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: a test that passes on it counts as passed, and `npm test` names it after its summary
  // (tests/run-all.mjs), so a flake is seen and fixed, not hidden (docs/decisions/0105-how-the-tests-run-one-server-for-pages-and-data.md).
  retries: 1,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  use: {
    ...contextUse,
    // Recording a trace costs about a second of CPU per test whether it is kept or not, so it is
    // off; E2E_TRACE=retain-on-failure records one for a failing test under investigation.
    trace: (process.env.E2E_TRACE as "off" | "retain-on-failure" | undefined) ?? "off",
    // Elsewhere (a laptop) Playwright's own browser is used.
    launchOptions: executablePath ? { executablePath, args: chromium.flags } : {},
  },
  projects: [{ name: "desktop", use: { defaultBrowserType, channel: undefined } }],
  webServer: {
    // The production build in workerd, the browser talking to workerd itself (e2e/server.mjs);
    // `E2E_SERVER=preview` uses `npm run preview` instead, and `E2E_SERVER=dev` the dev server (no
    // build needed, handy while working on a page).
    command: {
      dev: `npx react-router dev --port ${port} --strictPort`,
      preview: "npm run preview",
      build: "npm run --silent db:prepare && node tests/e2e/server.mjs",
    }[process.env.E2E_SERVER ?? "build"]!,
    cwd: "..",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
