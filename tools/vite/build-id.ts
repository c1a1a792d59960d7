// `__BUILD_ID__` (vite.config.ts `define`): identifies a build by its commit and time, so KV caches
// of generated documents, the search index and edge-cached pages are rebuilt when it changes.
import { execSync } from "node:child_process";

export function buildId(): string {
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
