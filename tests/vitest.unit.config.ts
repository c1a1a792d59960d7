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
    // One module registry for all files (isolate: false): a fresh one per file was most of the
    // suite's time (importing the app's modules again for each of some sixty files). So globals a
    // test stubs are put back after it, and fake timers never outlive their file.
    isolate: false,
    unstubGlobals: true,
  },
});
