// Starts the production build in workerd (`npm run preview`) on a loopback port for the perf,
// bench, screenshot and security scripts, and stops it by its process group.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import chromium from "../chromium.json" with { type: "json" };
import { freePort } from "./free-port.mjs";

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** Builds unless asked not to (`--no-build`) and a build exists. */
export function ensureBuild({ build = !process.argv.includes("--no-build") } = {}) {
  if (!build && existsSync(`${root}build/server/index.js`)) return;
  const { status } = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) throw new Error("build failed");
}

/**
 * Serves the build on `preferred`, or on a free port when that one is taken (tests/perf/free-port.mjs),
 * with local data of its own (migrated and seeded afresh, removed on stop): it never contends for
 * SQLite's locks with another server, `npm start` or the end-to-end suite's, running beside it.
 * @param {number} preferred
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPreview(preferred) {
  const release = await startLock();
  try {
    return await startPreviewAlone(preferred);
  } finally {
    release();
  }
}

/**
 * One preview starting at a time on this machine, whichever tool starts it: `vite preview`'s React
 * Router plugin rewrites .react-router/types as it starts, and two starts at once remove the folder
 * under each other. Held until the server answers; a lock older than START_LOCK_STALE_MS was left
 * by a tool that died and is taken over.
 */
const START_LOCK = join(tmpdir(), "mm-preview-start.lock");
const START_LOCK_STALE_MS = 240_000;
async function startLock() {
  for (;;) {
    try {
      mkdirSync(START_LOCK);
      return () => rmSync(START_LOCK, { recursive: true, force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(START_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > START_LOCK_STALE_MS) rmSync(START_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** @param {number} preferred */
async function startPreviewAlone(preferred) {
  const port = await freePort(preferred);
  // Refuse a port something else already answers on: we would measure the wrong server.
  if (
    await fetch(`http://localhost:${port}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use`);
  }
  const state = mkdtempSync(join(tmpdir(), "mm-preview-state-"));
  const child = spawn("npm", ["run", "--silent", "preview"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOCAL_STATE_DIR: state },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(state, { recursive: true, force: true });
  };
  process.once("exit", stop);
  const url = `http://localhost:${port}`;
  // Generous: on a loaded two-core machine the migrations and workerd take over a minute to start.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`preview did not answer on ${url}`);
}

/**
 * Every public route, from the sitemap the server itself publishes.
 * @param {string} url
 */
export async function publicRoutes(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * `--routes a,b` picks some routes; otherwise all of them.
 * @param {string[]} all
 */
export function pickRoutes(all) {
  const i = process.argv.indexOf("--routes");
  if (i === -1) return all;
  return process.argv[i + 1].split(",").map((r) => (r.startsWith("/") ? r : `/${r}`));
}

export const chromiumPath = existsSync(chromium.path) ? chromium.path : undefined;
export const chromiumFlags = chromium.flags;
