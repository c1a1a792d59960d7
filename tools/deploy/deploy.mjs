#!/usr/bin/env node
// npm run deploy: production, by hand. The launch check first (tools/deploy/launch-check.mjs): while
// anything is left (a placeholder fact, a placeholder id or var, a missing secret) nothing is
// deployed. Then migrations, the build and the deploy with mail going out (README "Deploying").
//
//   npm run deploy [-- --dry-run] [-- --secrets <list.json>]
//
// --dry-run stops before anything reaches Cloudflare: the launch check runs offline (so the
// secrets count as not done, unless --secrets names them) and the steps are printed, not run.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const secrets = args.includes("--secrets") ? args[args.indexOf("--secrets") + 1] : undefined;
const root = fileURLToPath(new URL("../..", import.meta.url));

const check = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL("launch-check.mjs", import.meta.url)),
    ...(dryRun ? ["--offline"] : []),
    ...(secrets ? ["--secrets", secrets] : []),
  ],
  { cwd: root, stdio: "inherit" },
);
if (check.status !== 0) {
  console.error("\nProduction deploy refused: the launch check above lists what is left. Nothing was deployed.");
  process.exit(1);
}

const STEPS = [
  ["npx", "wrangler", "d1", "migrations", "apply", "DB", "--remote"],
  ["npx", "react-router", "build"],
  ["npx", "wrangler", "deploy", "--var", "MAIL_DELIVERY:live"],
];
if (dryRun) {
  console.log(`\nDry run: the launch check passed; a deploy would now run:\n${STEPS.map((step) => `  ${step.join(" ")}`).join("\n")}`);
  process.exit(0);
}
for (const [command, ...rest] of STEPS) {
  const step = spawnSync(command, rest, { cwd: root, stdio: "inherit" });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
