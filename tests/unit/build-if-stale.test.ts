// `npm run test:integration` builds first only when the build is older than its sources
// (tests/build-if-stale.mjs): a missing build or a source edited after it means a build.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildIsStale } from "../build-if-stale.mjs";

const dir = mkdtempSync(join(tmpdir(), "mm-stale-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `file` with its modification time `minutes` from now. */
const write = (file: string, minutes: number) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), "x");
  const at = new Date(Date.now() + minutes * 60_000);
  utimesSync(join(dir, file), at, at);
};

describe("whether the build is stale", () => {
  it("is stale without a build", () => {
    write("app/root.tsx", -10);
    expect(buildIsStale(dir)).toBe(true);
  });

  it("is current when built after every source", () => {
    write("build/client/assets/entry.js", -1);
    write("build/server/index.js", -1);
    expect(buildIsStale(dir)).toBe(false);
  });

  it("is stale once a source, a Worker file or the configuration changes after the build", () => {
    write("workers/server.ts", 0);
    expect(buildIsStale(dir)).toBe(true);
    write("build/server/index.js", 1);
    expect(buildIsStale(dir)).toBe(false);
    write("wrangler.toml", 2);
    expect(buildIsStale(dir)).toBe(true);
  });

  it("is stale once a build plugin or the catalog compiler changes after the build", () => {
    write("build/server/index.js", 3);
    write("tools/vite/compile-hint.ts", 4);
    expect(buildIsStale(dir)).toBe(true);
    write("build/server/index.js", 5);
    write("tools/i18n/catalogs.mjs", 6);
    expect(buildIsStale(dir)).toBe(true);
  });
});
