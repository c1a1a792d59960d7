// The build and the local servers, assembled from the plugins in tools/vite/ (each file says why).
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { alreadyLoaded, preloadNotLoaded } from "./tools/vite/already-loaded.ts";
import { buildId } from "./tools/vite/build-id.ts";
import { compileHint, compileHintFirst } from "./tools/vite/compile-hint.ts";
import { firstLoadGroups } from "./tools/vite/first-load-shell.ts";
import { localCf } from "./tools/vite/local-cf.ts";
import { localServerGuard } from "./tools/vite/local-server-guard.ts";
import { poCatalogs } from "./tools/vite/po-catalogs.ts";
import { quietEnvFileWarning } from "./tools/vite/quiet-env-file-warning.ts";
import { productionReactRouter } from "./tools/vite/react-router-production.ts";
import { unusedRouterLinks } from "./tools/vite/unused-router-links.ts";

process.env.CLOUDFLARE_CF_FETCH_PATH ||= localCf();
quietEnvFileWarning();
const groups = firstLoadGroups();

export default defineConfig(({ command }) => ({
  environments: {
    client: {
      build: {
        modulePreload: { resolveDependencies: preloadNotLoaded },
        rolldownOptions: {
          // Every imported constant (message ids, element ids, unit names) written where it is used,
          // not only in conditions as by default: fewer names imported across chunks, in every chunk.
          optimization: { inlineConst: { mode: "all" } },
          output: { codeSplitting: { groups }, postBanner: compileHint(groups) },
        },
      },
    },
  },
  plugins: [
    localServerGuard(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Off unless asked for: servers started side by side (tests, benchmarks) would fight over 9229.
      inspectorPort: process.env.WORKER_INSPECTOR_PORT ? Number(process.env.WORKER_INSPECTOR_PORT) : false,
      // Local D1, KV, R2 and Durable Objects live in .wrangler/state; LOCAL_STATE_DIR gives a server
      // its own (the perf tools' servers, which run beside the end-to-end server's writes).
      persistState: process.env.LOCAL_STATE_DIR ? { path: process.env.LOCAL_STATE_DIR } : true,
    }),
    tailwindcss(),
    poCatalogs(),
    reactRouter(),
    unusedRouterLinks(),
    compileHintFirst(),
    alreadyLoaded(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  resolve: { tsconfigPaths: true, alias: command === "build" ? productionReactRouter : [] },
  // One dependency cache per concurrent dev server (VITE_CACHE_DIR), so parallel servers do not clobber it.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  // Bundled up front in development: found late, they make Vite reload the page mid-visit.
  optimizeDeps: { include: ["@radix-ui/react-dialog", "zod/mini", "sonner", "clsx", "embla-carousel-react"] },
  // D1/KV writes land in .wrangler/: watching it would reload the page on every submission.
  server: { watch: { ignored: ["**/.wrangler/**", "**/build/**", "**/node_modules/**", "**/test-results/**"] } },
}));
