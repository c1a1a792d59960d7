// Worker integration tests: vitest inside workerd with the real D1, KV, R2, Durable Object and
// Queue bindings of wrangler.toml (miniflare). Kept apart from vite.config.ts: the React Router
// plugin does not belong in the workers pool. Two projects: the production configuration runs
// every test; the preview environment ([env.preview]) runs what must hold on a branch preview;
// the pages project runs the production server build (React Router's route loaders and actions
// behind the real Hono entry), so `npm run build` comes first.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { unstable_splitSqlQuery } from "wrangler";
import { defineConfig } from "vitest/config";
import { poCatalogs } from "../tools/vite/po-catalogs.ts";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const workers = (environment?: string, main = "tests/integration/worker.ts") =>
  cloudflareTest(async () => ({
    main: root(main),
    wrangler: { configPath: root("wrangler.toml"), environment },
    miniflare: {
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations(root("migrations")),
        // The sample postings local development and previews get (never production): the setup adds them after the migrations.
        TEST_SEED: unstable_splitSqlQuery(readFileSync(root("tests/fixtures/sample-postings.sql"), "utf8")),
        CLIENT_KEY_SECRET: "integration-test-secret",
        BETTER_AUTH_SECRET: "integration-test-better-auth-secret-3f9c2a71d84e",
        ...(environment === "preview" ? { PREVIEW_BRANCH: "feature/quote-units", RESEND_API_KEY: "re_must_never_be_used" } : {}),
      },
      // A database of its own for tests that apply the migrations step by step (tests/integration/sample-postings.test.ts).
      d1Databases: { MIGRATIONS_DB: "migrations-test" },
    },
  }));

/** Lead mail through the real queue and triggers: waits on deliveries, so it has a runtime of its own. */
const LEADS = "tests/integration/leads.test.ts";

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify("integration-test-build") },
  plugins: [poCatalogs()],
  test: {
    root: root(""),
    // Three test workers on two cores (vitest's default is one fewer than the cores, so one here):
    // much of a worker's time is workerd waiting on its own storage, which overlaps well. Each
    // worker keeps one runtime for all the files it runs (isolate: false): a fresh runtime per
    // file cost 3 to 10 s of start-up each, over half the suite's time. So a file leaves nothing
    // another could trip on: the setup empties the tables and the KV cache before each test,
    // client addresses are never reused (helpers.ts), edge-cache tests use new paths, and no test
    // changes a seed row (postings a test adds are titled "Test …" and cleared too). The mail
    // queue is the exception: the leads file waits for the real queue to deliver, so it runs in a
    // runtime of its own (a project), never behind the hundreds of messages another file left
    // queued. Measured on this two-core machine: 126-145 s with a runtime per file, 66-77 s shared.
    maxWorkers: 3,
    isolate: false,
    // Room, not a speed check: `npm test` runs this suite beside the end-to-end suite's start, where
    // a burst of 50 requests into one Durable Object, or a file's first request loading the whole
    // server build, can pass vitest's 5 s default.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        plugins: [workers()],
        test: {
          name: "production",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ["tests/integration/preview/**", "tests/integration/preview-pages/**", "tests/integration/pages/**", LEADS],
          setupFiles: ["tests/integration/apply-migrations.ts"],
        },
      },
      {
        extends: true,
        plugins: [workers()],
        test: { name: "leads", include: [LEADS], setupFiles: ["tests/integration/apply-migrations.ts"] },
      },
      {
        extends: true,
        plugins: [workers("preview")],
        test: {
          name: "preview",
          include: ["tests/integration/preview/**/*.test.ts"],
          setupFiles: ["tests/integration/apply-migrations.ts"],
        },
      },
      {
        extends: true,
        // The same server build with the preview configuration: what a branch preview's pages show.
        plugins: [workers("preview", "build/server/index.js")],
        test: {
          name: "preview-pages",
          include: ["tests/integration/preview-pages/**/*.test.ts"],
          setupFiles: ["tests/integration/apply-migrations.ts"],
        },
      },
      {
        extends: true,
        // The production server build (npm run build first): route loaders and actions as deployed.
        plugins: [workers(undefined, "build/server/index.js")],
        test: {
          name: "pages",
          include: ["tests/integration/pages/**/*.test.ts"],
          setupFiles: ["tests/integration/apply-migrations.ts"],
        },
      },
    ],
  },
});
