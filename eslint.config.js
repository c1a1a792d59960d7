// Lint: TypeScript and React hook rules, plus the layers of docs/architecture.md enforced as
// import boundaries (import-x/no-restricted-paths), folders that never import each other both ways
// (tools/eslint/one-way.mjs) and no import cycles. Every rule names layers by pattern, never by a
// list of features: a new folder under app/ is a feature and is covered as one.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import houseRules from "./tools/eslint/one-way.mjs";

// The shared layers, below every feature: site (what every page needs), server, ui, forms, lib.
const SHARED = "lib|ui|forms|server|site";
// The route layer: app/routes/ (a folder per feature) and the root, route table and document
// entry at app/'s top. It may import every layer, and nothing imports it.
const ROUTES = ["./app/routes/**/*", "./app/*.{ts,tsx}"];
// Every other folder of app/ is a feature (shell, the frame, among them).
const FEATURES = `./app/!(${SHARED}|routes)/**/*`;
const SERVER = ["./app/server/**/*", "./app/**/*.server.ts"];
// What runs in the browser (or in both): everything under app/ but server code and route modules.
const BROWSER = ["./app/!(server|routes)/**/!(*.server).{ts,tsx}"];

// A branch on a language's code (`locale === "es"`, `"en" !== t.locale`, `case "es":`): the
// languages of app/lib/locale.ts's LOCALES.
const LANGUAGE_CODE = "/^(en|es)$/";
const PICK_BY_DATA =
  "Pick a language through data, not a branch on its code: content through `localized` (app/lib/localized.ts), anything else through a record keyed by Locale (app/lib/locale.ts).";

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
    languageOptions: { globals: { ...globals.browser, ...globals.node }, parserOptions: { tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks, "import-x": importX, house: houseRules },
    settings: {
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      // Without these, import-x reads only JavaScript files and finds no cycle among .ts modules.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "house/one-way": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
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
              from: [FEATURES, "./app/site/**/*", ...SERVER, ...ROUTES, "./workers/**/*"],
              message: "app/ui and app/forms import only app/lib, app/ui and app/forms",
            },
            // What every page needs (company facts, page metadata types, site data) knows no feature or server code.
            {
              target: "./app/site/**/*",
              from: [FEATURES, "./app/server/**/*", ...ROUTES, "./workers/**/*"],
              message: "app/site imports only app/lib, app/ui, app/forms and app/site",
            },
            // The shared server layer serves every feature and knows none.
            {
              target: "./app/server/**/*",
              from: [FEATURES, ...ROUTES, "./workers/**/*"],
              message: "app/server imports only app/lib, app/site and app/server",
            },
            // What the browser runs never imports server code (nor the Worker).
            { target: BROWSER, from: [...SERVER, "./workers/**/*"], message: "browser code imports no server code" },
            // Server code knows nothing of pages, components or the Worker's entry.
            {
              target: SERVER,
              from: [...ROUTES, "./app/**/*.tsx", "./workers/**/*"],
              message: "server code imports no route module, component or Worker module",
            },
            // Features and the shared layers sit below the routes: none imports a route module.
            {
              target: ["./app/!(routes)/**/*"],
              from: "./app/routes/**/*",
              message: "route modules are imported by nothing but the route layer: move what is shared down a layer",
            },
            // The Worker is the entry: nothing under app/ imports it.
            { target: "./app/**/*", from: "./workers/**/*", message: "app/ never imports workers/" },
          ],
        },
      ],
    },
  },
  // One way to pick a language (docs/architecture.md "Two languages"); the mechanism's own two modules branch.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/locale.ts", "app/lib/localized.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: `BinaryExpression[operator=/^[!=]==?$/][left.value=${LANGUAGE_CODE}]`, message: PICK_BY_DATA },
        { selector: `BinaryExpression[operator=/^[!=]==?$/][right.value=${LANGUAGE_CODE}]`, message: PICK_BY_DATA },
        { selector: `SwitchCase[test.value=${LANGUAGE_CODE}]`, message: PICK_BY_DATA },
      ],
    },
  },
  // One link for the site (app/ui/link.tsx), which fetches the next page ahead on intent.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Use Link from app/ui/link.tsx: it fetches the next page ahead on intent.",
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures hand values on with a function named `use`: not React's.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
