#!/usr/bin/env node
// What CI can prove about deploying without a Cloudflare account: the workflow parses and gates
// both deploys on the tests, and production on the launch check too; `npm run deploy` refuses
// production while the launch check finds anything left (today's placeholder facts), before it
// touches Cloudflare; production's build bundles (`wrangler deploy --dry-run`, its size printed);
// and the preview environment builds and bundles too (built beside the production build, whose
// deploy redirect is put back afterwards, so `npm run preview` keeps serving production).
// Run after `npm run build`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, FORCE_COLOR: "0" };
let failed = false;
const fail = (message) => {
  console.error(`deploy check: ${message}`);
  failed = true;
};

// 1. The workflow: parses, tests first, previews off main, production only from main.
const workflow = parse(readFileSync(join(root, ".github/workflows/deploy.yml"), "utf8"));
const jobs = workflow?.jobs ?? {};
if (!jobs.test || !jobs.preview || !jobs.production) fail("the workflow needs the jobs test, preview and production");
for (const name of ["preview", "production"]) if (![jobs[name]?.needs].flat().includes("test")) fail(`${name} must need test`);
if (!String(jobs.production?.if).includes("refs/heads/main")) fail("production must deploy only from main");
const steps = (job) => (job?.steps ?? []).map((step) => String(step.run ?? "")).join("\n");
const migrateFirst = (job) => {
  const text = steps(job);
  return text.indexOf("migrations apply") >= 0 && text.indexOf("migrations apply") < text.search(/wrangler (deploy|versions upload)/);
};
if (!migrateFirst(jobs.production)) fail("production must apply migrations before it deploys");
if (!migrateFirst(jobs.preview)) fail("a preview must apply its migrations before it uploads");
// Production waits for the launch check: it runs before anything reaches Cloudflare.
const productionSteps = steps(jobs.production);
const launchCheckAt = productionSteps.indexOf("tools/deploy/launch-check.mjs");
if (launchCheckAt < 0 || launchCheckAt > productionSteps.indexOf("migrations apply"))
  fail("production must run the launch check before migrations");
if (steps(jobs.preview).includes("launch-check")) fail("previews deploy with placeholders: no launch check there");
// The sample postings (docs/decisions/0068-sample-postings-out-of-production.md): a preview gets them after its
// migrations and before its upload, on the preview database; production, by the workflow or by hand, never.
const SEED = "tests/fixtures/sample-postings.sql";
const previewSteps = steps(jobs.preview);
const seedLine = previewSteps.split("\n").find((line) => line.includes(SEED)) ?? "";
const seededAt = previewSteps.indexOf(SEED);
if (!/wrangler d1 execute DB --remote --env preview\b/.test(seedLine)) {
  fail(`a preview must run ${SEED} on the preview database (wrangler d1 execute DB --remote --env preview)`);
} else if (!(previewSteps.indexOf("migrations apply") < seededAt && seededAt < previewSteps.search(/wrangler versions upload/))) {
  fail(`a preview must run ${SEED} after its migrations and before its upload`);
}
if (productionSteps.includes(SEED) || /db:seed|d1 execute[^\n]*--file/.test(productionSteps))
  fail("production must never run the sample postings");
const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts ?? {};
for (const [name, script] of Object.entries(scripts)) {
  if (String(script).includes(SEED) && !/--local\b/.test(String(script))) fail(`npm run ${name} runs the sample postings without --local`);
}
if (/db:seed|sample-postings/.test(String(scripts.deploy))) fail("npm run deploy must never run the sample postings");
if (!failed) {
  console.log(
    "workflow: parses; preview and production need test; production from main only, after the launch check; migrations first; sample postings on previews only",
  );
}

// 2. `npm run deploy` refuses production with today's placeholder facts, and stops there (--dry-run: Cloudflare is never asked).
{
  const { status, stdout, stderr } = spawnSync("npm", ["run", "--silent", "deploy", "--", "--dry-run"], {
    cwd: root,
    encoding: "utf8",
    env,
  });
  const output = `${stdout}\n${stderr}`;
  if (
    status !== 1 ||
    !output.includes("Production deploy refused") ||
    !/Company facts: \d+ left/.test(output) ||
    !output.includes("phone is a placeholder")
  ) {
    console.error(output);
    fail("npm run deploy -- --dry-run must refuse production while facts are placeholders");
  } else console.log("deploy: refused while the launch check finds placeholders (nothing reached Cloudflare)");
}

// 3. Each environment bundles for deployment.
function dryRun(label) {
  const outdir = mkdtempSync(join(tmpdir(), "mm-bundle-"));
  const { status, stdout, stderr } = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    cwd: root,
    encoding: "utf8",
    env,
  });
  rmSync(outdir, { recursive: true, force: true });
  const output = `${stdout}\n${stderr}`;
  const total = output.match(/Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/);
  if (status !== 0 || !total) {
    console.error(output);
    fail(`${label}: wrangler deploy --dry-run failed`);
    return "";
  }
  console.log(`${label}: worker upload ${total[1]}, gzip ${total[2]} (limit 3 MiB gzip on the free plan, 10 MiB paid)`);
  return output;
}

dryRun("production bundle");

const redirect = join(root, ".wrangler/deploy/config.json");
const productionRedirect = existsSync(redirect) ? readFileSync(redirect, "utf8") : null;
const previewBuild = "build-preview";
try {
  const built = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...env, CLOUDFLARE_ENV: "preview", MM_BUILD_DIR: previewBuild },
  });
  if (built.status !== 0) {
    console.error(built.stdout, built.stderr);
    fail("preview: the build failed");
  } else {
    const output = dryRun("preview bundle");
    // The bundle must be the preview Worker with the preview's resources.
    for (const expected of ["mm-mail-preview", "mm-website-preview", 'SITE_ENV ("preview")', 'MAIL_DELIVERY ("sink")']) {
      if (output && !output.includes(expected)) fail(`preview: the dry run does not show ${expected}`);
    }
    if (output.includes("SEND_EMAIL")) fail("preview: the dry run binds SEND_EMAIL");
  }
} finally {
  if (productionRedirect) writeFileSync(redirect, productionRedirect);
  else rmSync(redirect, { force: true });
  rmSync(join(root, previewBuild), { recursive: true, force: true });
}

process.exit(failed ? 1 : 0);
