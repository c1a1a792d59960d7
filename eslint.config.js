// Lint: TypeScript and React hook rules, plus the layers of docs/architecture.md enforced as
// import boundaries (import-x/no-restricted-paths) and no import cycles.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Shared: app/lib and app/content, except the route modules' server halves (*.server.ts).
const SHARED = ["./app/lib/**/!(*.server).ts", "./app/lib/**/*.tsx", "./app/content/**/*"];
const SERVER_DOMAIN = ["./workers/services", "./workers/db", "./workers/auth"];
const UI = ["./app/components", "./app/hooks"];
const ENTRY = [
  "./workers/app.ts",
  "./workers/server.ts",
  "./workers/middleware",
  "./workers/api",
  "./workers/queue.ts",
  "./workers/scheduled.ts",
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-preview/**",
      ".react-router/**",
      "node_modules/**",
      "worker-configuration.d.ts",
      "test-results/**",
      "tests/perf/reports/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // Shared code (rules, schemas, content) is imported by everyone and imports no layer above it.
            {
              target: SHARED,
              from: [...UI, "./app/routes", "./workers"],
              message: "shared code imports nothing from the UI, routes or the Worker",
            },
            // Server domain code knows nothing of pages, UI or the Worker's entry.
            {
              target: SERVER_DOMAIN,
              from: [...UI, "./app/routes", ...ENTRY],
              message: "server domain code imports no UI, route or entry module",
            },
            // The UI never imports server code.
            { target: UI, from: ["./workers/**/*", "./app/**/*.server.ts"], message: "UI imports no server code" },
          ],
        },
      ],
    },
  },
  // Playwright fixtures hand values on with a function named `use`: not React's.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
