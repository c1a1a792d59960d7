import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { execSync } from "node:child_process";

/** Identifies a build (commit + time): KV caches of generated documents are rebuilt when it changes. */
function buildId(): string {
  let commit = "dev";
  try {
    commit = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {}
  return `${commit}-${Date.now().toString(36)}`;
}

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Off unless asked for: servers started side by side (tests, benchmarks) would fight over 9229.
      inspectorPort: process.env.WORKER_INSPECTOR_PORT ? Number(process.env.WORKER_INSPECTOR_PORT) : false,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  resolve: { tsconfigPaths: true },
  // One dependency cache per concurrent dev server (VITE_CACHE_DIR), so parallel servers do not clobber it.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  // Bundled up front in development: found late, they make Vite reload the page mid-visit.
  optimizeDeps: { include: ["@radix-ui/react-dialog", "zod/mini", "sonner", "clsx", "embla-carousel-react"] },
  server: {
    // D1/KV writes land in .wrangler/: watching it would reload the page on every submission.
    watch: { ignored: ["**/.wrangler/**", "**/build/**", "**/node_modules/**", "**/test-results/**"] },
  },
});
