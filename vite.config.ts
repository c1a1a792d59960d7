import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Connect, type Plugin } from "vite";
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { LIMITS } from "./app/lib/constants.ts";
import { poCatalogs } from "./tests/tools/i18n/catalogs.mjs";

/** Identifies a build (commit + time): KV caches of generated documents are rebuilt when it changes. */
function buildId(): string {
  let commit = "dev";
  try {
    commit = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // not a git checkout: the time alone keeps builds apart
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/**
 * The `request.cf` of local requests: a visitor in Belize City. Miniflare would otherwise fetch the
 * real one from the internet (a warning and a stack trace offline) or stand in with Austin, Texas,
 * whose country would preselect the United States on every form. Written fresh at each start, as
 * miniflare refetches a cached copy older than 30 days.
 */
function localCf(): string {
  const file = ".wrangler/local-cf.json";
  mkdirSync(".wrangler", { recursive: true });
  const cf = { country: "BZ", city: "Belize City", continent: "NA", timezone: "America/Belize", colo: "MIA", httpProtocol: "HTTP/2" };
  writeFileSync(file, JSON.stringify(cf));
  return file;
}
process.env.CLOUDFLARE_CF_FETCH_PATH ||= localCf();

/** Methods the local server hands to the Worker; Node's fetch refuses TRACE, TRACK and CONNECT outright. */
const FORWARDED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A Host header as browsers send it: a name or an address, and an optional port. Nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** How long an oversized body is read and dropped before its 413, at most; then the connection is cut. */
const LINGER_MS = 5_000;

function refuse(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(`${text}\n`);
}

/**
 * The local servers (`npm start`, `npm run preview`) stand in for Cloudflare's edge, which never
 * hands the Worker these requests: refused methods, a Host that is not a host, a path starting
 * with "//" (Node would read it as another host), a body beyond what the Worker drains. Each gets
 * a plain 4xx here; anything else that fails is a short 502 without a stack trace or file paths.
 */
function localServerGuard(): Plugin {
  const guard: Connect.NextHandleFunction = (req, res, next) => {
    if (!FORWARDED_METHODS.has(req.method ?? ""))
      return refuse(res, 405, "Method not allowed.", { Allow: [...FORWARDED_METHODS].join(", ") });
    if (!PLAIN_HOST.test(req.headers.host ?? "")) return refuse(res, 400, "Bad request: the Host header is not a host name.");
    const target = req.url ?? "/";
    // Absolute form ("GET https://host/path") is how the local security scan says which scheme it used.
    if (!target.startsWith("/") && !/^https?:\/\/[^/?#@\\]+(?:[/?#]|$)/i.test(target)) {
      return refuse(res, 400, "Bad request: the request target is not a path.");
    }
    if (target.startsWith("//")) req.url = (req as { originalUrl?: string }).originalUrl = target.replace(/^\/+/, "/");
    if (Number(req.headers["content-length"] ?? 0) > LIMITS.drainBytes) {
      // Read to the end and dropped before the answer, as the Worker does below this size
      // (docs/decisions/0020-a-refused-upload-is-read-to-the-end-before-the-413-page.md): an answer
      // sent while the body is still arriving lets TCP reset the connection, and the client loses
      // it (EPIPE while still writing). A body still arriving after LINGER_MS is cut off.
      let answered = false;
      const answer = (cut: boolean) => {
        if (answered) return;
        answered = true;
        clearTimeout(linger);
        if (cut) {
          res.setHeader("Connection", "close");
          res.once("finish", () => req.socket.destroy());
        }
        refuse(res, 413, "This request is too large.");
      };
      const linger = setTimeout(() => answer(true), LINGER_MS);
      req.once("end", () => answer(false));
      req.once("close", () => clearTimeout(linger));
      req.resume();
      return;
    }
    next();
  };
  const quietErrors: Connect.ErrorHandleFunction = (error, _req, res) => {
    console.error("local server: the Worker could not answer", error instanceof Error ? error.message : error);
    if (res.headersSent) return res.end();
    refuse(res, 502, "The local Worker could not answer this request.");
  };
  return {
    name: "mm-local-server-guard",
    enforce: "pre",
    configureServer: (server) => void server.middlewares.use(guard),
    configurePreviewServer(server) {
      server.middlewares.use(guard);
      return () => void server.middlewares.use(quietErrors);
    },
  };
}

/**
 * Small modules nearly every page loads first, and React's own: one chunk each instead of a
 * dozen tiny ones, which compress worse apart and cost a request each.
 */
const SHELL_MODULES = [
  "lib/cn",
  "lib/words",
  "ui/toast",
  "ui/when-visible",
  "ui/use-hydrated",
  "ui/outline-icon",
  "ui/brand-mark",
  "contact/quote-store",
  "contact/quote-item",
  "contact/add-to-quote",
  "contact/components/add-to-quote-button",
  "accounts/hint",
  "company/content/company",
  "company/content/services",
  "catalogue/content/catalogue-filters",
  "shell/header/same-path-link",
  "shell/header/header-parts",
  "shell/header/language-switch",
  "shell/language/language-choice",
  "lib/locale",
  "lib/messages",
  "ui/use-t",
  "shell/cookie-consent/open-settings",
  "shell/head/page-head",
  "shell/navigation",
  "shell/use-site-data",
  "lib/constants",
];
const FIRST_LOAD_GROUPS = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "shell", test: new RegExp(`[\\\\/]app[\\\\/](${SHELL_MODULES.join("|").replaceAll("/", "[\\\\/]")})\\.tsx?$`) },
];

/**
 * React Router's package points every import at its development files, whose warnings stay on
 * in a production build (dev-only checks, console warnings, the "hey developer" error screen).
 * The production files beside them are the same code with those warnings off: builds use them.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterProduction, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, "dom-export.mjs") },
];

/**
 * Chromium compiles every function of a script that starts with the comment
 * `//# allFunctionsCalledOnLoad` on a background thread while the file downloads, instead of on
 * the main thread when hydration first calls each one: about a fifth less main-thread script per
 * page load. Only the chunks a page runs as it loads carry it (React, the shell, the client entry
 * and the route modules); dialogs and other chunks loaded later do not. The comment ends in CR LF:
 * a plain LF costs brotli several times the bytes on the React chunk (143 against 19).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\r";
const compileHint = (chunk: { isEntry: boolean; name: string }) =>
  chunk.isEntry || FIRST_LOAD_GROUPS.some((group) => group.name === chunk.name) ? COMPILE_HINT : "";

/**
 * The comment counts only before any code, and Vite writes its preload map above everything in
 * a chunk that imports others lazily, after the file names are hashed: this moves the comment
 * back to the first line once every other plugin is done. (Rolldown writes it, as a banner, so
 * that a chunk's name changes with it.)
 */
function compileHintFirst(): Plugin {
  const line = `${COMPILE_HINT}\n`;
  return {
    name: "mm-compile-hint-first",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const at = chunk.code.indexOf(line);
          if (at > 0) chunk.code = line + chunk.code.slice(0, at) + chunk.code.slice(at + line.length);
        }
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS }, postBanner: compileHint } } },
    },
  },
  plugins: [
    localServerGuard(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Off unless asked for: servers started side by side (tests, benchmarks) would fight over 9229.
      inspectorPort: process.env.WORKER_INSPECTOR_PORT ? Number(process.env.WORKER_INSPECTOR_PORT) : false,
    }),
    tailwindcss(),
    poCatalogs(),
    reactRouter(),
    compileHintFirst(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  resolve: { tsconfigPaths: true, alias: command === "build" ? productionReactRouter : [] },
  // One dependency cache per concurrent dev server (VITE_CACHE_DIR), so parallel servers do not clobber it.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  // Bundled up front in development: found late, they make Vite reload the page mid-visit.
  optimizeDeps: { include: ["@radix-ui/react-dialog", "zod/mini", "sonner", "clsx", "embla-carousel-react"] },
  server: {
    // D1/KV writes land in .wrangler/: watching it would reload the page on every submission.
    watch: { ignored: ["**/.wrangler/**", "**/build/**", "**/node_modules/**", "**/test-results/**"] },
  },
}));
