// Worker integration tests: vitest inside workerd with the real D1, KV, R2 and Durable Object
// bindings of wrangler.toml (miniflare). Kept apart from vite.config.ts: the React Router plugin
// does not belong in the workers pool.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: root("tests/integration/worker.ts"),
      wrangler: { configPath: root("wrangler.toml") },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(root("migrations")),
          CLIENT_KEY_SECRET: "integration-test-secret",
          BETTER_AUTH_SECRET: "integration-test-better-auth-secret-3f9c2a71d84e",
        },
      },
    })),
  ],
  define: { __BUILD_ID__: JSON.stringify("integration-test-build") },
  test: {
    root: root(""),
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["tests/integration/apply-migrations.ts"],
  },
});
