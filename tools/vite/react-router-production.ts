// React Router's package points every import at its development files, whose warnings stay on in
// a production build (dev-only checks, console warnings, the "hey developer" error screen). The
// production files beside them are the same code with those warnings off, but the package's
// `exports` names no condition that selects them (Vite asks for "production" in a build; React
// Router 7 answers it with the development files all the same), and a bare specifier into
// `dist/production` is refused as not exported. So a build aliases the two entry points the app
// imports to those files by their path, found from the package's own package.json.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const production = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");

/** Vite's `resolve.alias` for a build. */
export const productionReactRouter = [
  { find: /^react-router$/, replacement: join(production, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(production, "dom-export.mjs") },
];
