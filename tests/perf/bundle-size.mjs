#!/usr/bin/env node
// Proves the production Worker bundles for deployment (`wrangler deploy --dry-run`, no account
// needed) and prints its size, raw and gzip, as wrangler reports it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const outdir = mkdtempSync(join(tmpdir(), "mm-bundle-"));
const { status, stdout, stderr } = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
  encoding: "utf8",
  env: { ...process.env, FORCE_COLOR: "0" },
});
rmSync(outdir, { recursive: true, force: true });
const total = `${stdout}\n${stderr}`.match(/Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/);
if (status !== 0 || !total) {
  console.error(stdout, stderr);
  console.error("bundle: wrangler deploy --dry-run failed");
  process.exit(1);
}
console.log(`bundle: worker upload ${total[1]}, gzip ${total[2]} (limit 3 MiB gzip on the free plan, 10 MiB paid)`);
