// Unit tests: pure helpers shared by server and browser, run in Node.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { poCatalogs } from "../tools/vite/po-catalogs.ts";

export default defineConfig({
  plugins: [poCatalogs()],
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    // Component tests are .tsx, type-checked with the app (tsconfig.cloudflare.json).
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
