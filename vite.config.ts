import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Connect, type Plugin } from "vite";
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LIMITS } from "./app/lib/constants.ts";
import { shellModuleTest } from "./tests/tools/first-load-shell.mjs";
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

/**
 * React Router 7 starts its own inner Vite servers (to read react-router.config.ts, to compile route
 * exports) with `envFile: false`, which Vite 8 reports as deprecated each time, three times a start;
 * React Router 8 passes `envDir: false` instead. Only that line is dropped (`react-router build`
 * still prints it once, before this file is read).
 */
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};

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
 * dozen tiny ones, which compress worse apart and cost a request each. A module joins the shell
 * chunk by starting with the comment `// @first-load-shell` (tests/tools/first-load-shell.mjs).
 */
const FIRST_LOAD_GROUPS = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "shell", test: shellModuleTest(fileURLToPath(new URL("./app", import.meta.url))) },
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

/**
 * Files every page has loaded before any lazy import runs: the client entry's and the root
 * route's static imports (React, the shell, Rolldown's runtime). Vite would list them again in
 * each lazy import's preload list, in every chunk that imports lazily; they are dropped from
 * those lists, and a list left with only the imported file itself is dropped whole, as Vite
 * does for an import without dependencies. Filled before Vite writes the lists.
 */
const loadedFirst = new Set<string>();
function alreadyLoaded(): Plugin {
  return {
    name: "mm-already-loaded",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        loadedFirst.clear();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== "chunk" || loadedFirst.has(fileName)) return;
          loadedFirst.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && (chunk.name === "entry.client" || /\/app\/root\.tsx(\?|$)/.test(chunk.facadeModuleId ?? "")))
            add(chunk.fileName);
        }
      },
    },
  };
}
// A file missing from a list is only not preloaded: the lazy import still fetches what it imports.
const preloadNotLoaded = (file: string, deps: string[]) => {
  const rest = deps.filter((dep) => !loadedFirst.has(dep));
  return rest.length === 1 && rest[0] === file ? [] : rest;
};

export default defineConfig(({ command }) => ({
  environments: {
    client: {
      build: {
        modulePreload: { resolveDependencies: preloadNotLoaded },
        rolldownOptions: {
          // Every imported constant (message ids, element ids, unit names) written where it is used,
          // not only in conditions as by default: fewer names imported across chunks, in every chunk.
          optimization: { inlineConst: { mode: "all" } },
          output: { codeSplitting: { groups: FIRST_LOAD_GROUPS }, postBanner: compileHint },
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
    compileHintFirst(),
    alreadyLoaded(),
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
