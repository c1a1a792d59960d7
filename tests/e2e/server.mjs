#!/usr/bin/env node
// The end-to-end suite's server: the production build in workerd with the local bindings of
// .wrangler/state, as `npm run preview` serves it (the same options, read from the build's own
// wrangler.json with wrangler's API), but with workerd itself listening on the port. Vite's
// preview server passes every request through Node on its way to workerd, which cost as much CPU
// as the Worker it serves: a fifth of a test's on this two-core machine
// (tests/perf/reports/2026-12-02-test-suite-server.md). Usage: PORT=8788 node tests/e2e/server.mjs
import { Log, LogLevel, Miniflare } from "miniflare";
import { readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { createInterface } from "node:readline";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";

const root = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const port = Number(process.env.PORT ?? 8788);

const config = unstable_readConfig({ config: root("build/server/wrangler.json") });
const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
const { modulesRules: _rules, ...options } = workerOptions;
// The build is already bundled (no_bundle): the entry and every chunk beside it, as ES modules.
const rootPath = dirname(main);
const entry = basename(main);
const chunks = readdirSync(rootPath, { recursive: true }).filter((file) => /\.m?js$/.test(file) && file !== entry);

const miniflare = new Miniflare({
  workers: [
    { ...options, name: options.name ?? config.name, rootPath, modules: [entry, ...chunks].map((path) => ({ type: "ESModule", path })) },
  ],
  host: "127.0.0.1",
  port,
  // The local data `npm start` and `npm run preview` use (vite.config.ts), where the tests read it.
  defaultPersistRoot: root(".wrangler/state/v3"),
  // A visitor in Belize City, as the local servers have (tools/vite/local-cf.ts wrote it at build).
  cf: root(".wrangler/local-cf.json"),
  unsafeTriggerHandlers: true,
  log: new Log(LogLevel.WARN),
  // workerd reports every response a closing browser tab did not wait for ("Broken pipe",
  // "Connection reset by peer"), with a line of stack addresses after it: the suite closes tabs
  // all the time, so those lines are left out.
  handleRuntimeStdio(stdout, stderr) {
    stdout.pipe(process.stdout);
    let dropped = false;
    createInterface({ input: stderr }).on("line", (line) => {
      const drop =
        /disconnected: ::write\(fd, buffer|Broken pipe|Connection reset by peer/.test(line) || (dropped && /^\s*stack:/.test(line));
      if (!drop) console.error(line);
      dropped = drop;
    });
  },
});
await miniflare.ready;

// The tests read and change the local data through the server's own bindings, over a socket only
// this machine's processes can reach (tests/e2e/support.ts, dataSocket): a query costs a message,
// not a workerd of its own. POST /d1 {sql} answers the rows; POST /r2 {key} the object's bytes.
const socket = join(tmpdir(), `mm-e2e-data-${port}.sock`);
rmSync(socket, { force: true });
const data = createServer(async (request, response) => {
  try {
    let body = "";
    for await (const chunk of request) body += chunk;
    const { sql, key } = JSON.parse(body);
    if (request.url === "/d1") {
      const { results } = await (await miniflare.getD1Database("DB")).prepare(sql).all();
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(results));
    } else if (request.url === "/r2") {
      const object = await (await miniflare.getR2Bucket("UPLOADS")).get(key);
      if (!object) response.writeHead(404).end(`no R2 object ${key}`);
      else response.writeHead(200).end(Buffer.from(await object.arrayBuffer()));
    } else response.writeHead(404).end();
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}).listen(socket);
console.log(`end-to-end server on http://localhost:${port}`);

const stop = () =>
  void miniflare.dispose().finally(() => {
    data.close();
    rmSync(socket, { force: true });
    process.exit(0);
  });
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
