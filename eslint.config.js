// Lint: TypeScript and React hook rules, plus the layers of docs/architecture.md enforced as
// import boundaries (import-x/no-restricted-paths) and no import cycles.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of docs/architecture.md. Features are the capability folders; each holds its route
// modules (routes/), components, content, browser-safe rules and server code (*.server.ts).
const FEATURES = "{shell,catalogue,company,contact,careers,accounts}";
const SERVER = ["./app/server/**/*", "./app/**/*.server.ts"];
// The route modules, and the root, route table and document entry beside them.
const ROUTES = ["./app/*/routes/**/*", "./app/*.{ts,tsx}"];
// What runs in the browser (or in both): everything under app/ but server code and route modules.
const BROWSER = [
  `./app/${FEATURES}/!(routes)/**/!(*.server).{ts,tsx}`,
  `./app/${FEATURES}/!(*.server).{ts,tsx}`,
  "./app/{lib,ui,forms}/**/*",
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
            // Shared rules and constants are imported by everyone and import nothing above them.
            {
              target: "./app/lib/**/*",
              from: ["./app/!(lib)/**/*", "./app/*.{ts,tsx}", "./workers/**/*"],
              message: "app/lib imports only app/lib",
            },
            // The UI kit and the form protocol know no feature, server code or route.
            {
              target: ["./app/ui/**/*", "./app/forms/**/*"],
              from: [`./app/${FEATURES}/**/*`, ...SERVER, ...ROUTES, "./workers/**/*"],
              message: "app/ui and app/forms import only app/lib, app/ui and app/forms",
            },
            // What the browser runs never imports server code (nor the Worker).
            { target: BROWSER, from: [...SERVER, "./workers/**/*"], message: "browser code imports no server code" },
            // Server code knows nothing of pages, components or the Worker's entry.
            {
              target: SERVER,
              from: [...ROUTES, "./app/**/*.tsx", "./workers/**/*"],
              message: "server code imports no route module, component or Worker module",
            },
            // The Worker is the entry: nothing under app/ imports it.
            { target: "./app/**/*", from: "./workers/**/*", message: "app/ never imports workers/" },
          ],
        },
      ],
    },
  },
  // Playwright fixtures hand values on with a function named `use`: not React's.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
