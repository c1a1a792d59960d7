// Unit tests: pure helpers shared by server and browser, run in Node.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
