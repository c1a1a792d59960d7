// Starts the production build in workerd (`npm run preview`) on a loopback port for the perf,
// bench, screenshot and security scripts, and stops it by its process group.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import chromium from "../chromium.json" with { type: "json" };

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** Builds unless asked not to (`--no-build`) and a build exists. */
export function ensureBuild({ build = !process.argv.includes("--no-build") } = {}) {
  if (!build && existsSync(`${root}build/server/index.js`)) return;
  const { status } = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) throw new Error("build failed");
}

/** A loopback port nothing listens on now (the system picks it), for a server started next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "localhost", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<{ url: string, stop: () => void }>} Without a port, on a free one. */
export async function startPreview(port) {
  port ??= await freePort();
  // Refuse a port something else already answers on: we would measure the wrong server.
  if (
    await fetch(`http://localhost:${port}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use`);
  }
  const child = spawn("npm", ["run", "--silent", "preview"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.once("exit", stop);
  const url = `http://localhost:${port}`;
  // Migrations, then workerd: over a minute on a busy two-core machine.
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

/** Every public route, from the sitemap the server itself publishes. */
export async function publicRoutes(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** `--routes a,b` picks some routes; otherwise all of them. */
export function pickRoutes(all) {
  const i = process.argv.indexOf("--routes");
  if (i === -1) return all;
  return process.argv[i + 1].split(",").map((r) => (r.startsWith("/") ? r : `/${r}`));
}

export const chromiumPath = existsSync(chromium.path) ? chromium.path : undefined;
export const chromiumFlags = chromium.flags;
