// The launch check (tools/deploy/launch-check.mjs, docs/decisions/0067-one-file-of-company-facts.md):
// with today's facts and configuration it lists what is left, in words a person can act on, and
// fails; against a copy where every fact is confirmed, every engineering section signed, the ids
// are real-looking, the vars name a real domain and the secrets are listed, it passes; and each
// kind of thing left is found alone.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { CHECKS, launchCheck, REQUIRED_SECRETS, report } from "../../tools/deploy/launch-check.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const script = join(root, "tools/deploy/launch-check.mjs");
const dir = mkdtempSync(join(tmpdir(), "mm-launch-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Facts = Record<string, { value: unknown; status: string; note: string }>;
const todaysFacts = (): Facts => JSON.parse(readFileSync(join(root, "app/site/facts.json"), "utf8"));

/** Today's facts, every one confirmed with a real-looking value: what the company hands over at launch. */
function confirmedFacts(): Facts {
  const facts = todaysFacts();
  const real: Record<string, unknown> = {
    phone: "+501 223 4567",
    whatsapp: "+501 610 2345",
    email: "info@mmprecast.bz",
    mailDomain: "mmprecast.bz",
  };
  for (const [name, fact] of Object.entries(facts)) {
    if (name.startsWith("$")) continue;
    facts[name] = { ...fact, value: name in real ? real[name] : fact.value, status: "confirmed" };
  }
  return facts;
}

/** wrangler.toml with real-looking production ids and vars (the preview's stay as they are). */
function readyConfig(): string {
  return readFileSync(join(root, "wrangler.toml"), "utf8")
    .replace('database_id = "00000000-0000-4000-8000-000000000000"', 'database_id = "3f6c1e2a-9b7d-4c5e-8a1f-2d4b6c8e0a13"')
    .replace('id = "00000000000000000000000000000000"', 'id = "7d2a9c4e1b6f48a3905c2e7b1d4f6a8c"')
    .replace(/^SITE_URL = ".*"$/m, 'SITE_URL = "https://www.mmprecast.bz"')
    .replace(/^LEADS_EMAIL = ""$/m, 'LEADS_EMAIL = "sales@mmprecast.bz"');
}

let written = 0;
/** Writes a fixture file of the temporary folder and answers its path. */
function fixture(name: string, text: string): string {
  const path = join(dir, `${written++}-${name}`);
  writeFileSync(path, text);
  return path;
}

const allSecrets = () => fixture("secrets.json", JSON.stringify(REQUIRED_SECRETS.map(({ name }) => ({ name, type: "secret_text" }))));
/** Today's section approvals, every one signed by the company's engineer. */
function signedSections(): Record<string, unknown> {
  const approvals = JSON.parse(readFileSync(join(root, "app/catalogue/engineering/approvals.json"), "utf8"));
  for (const id of Object.keys(approvals)) if (!id.startsWith("$")) approvals[id] = "A. Engineer, P.E., 2026-12-01";
  return approvals;
}

const ready = () => ({
  facts: fixture("facts.json", JSON.stringify(confirmedFacts())),
  config: fixture("wrangler.toml", readyConfig()),
  secrets: allSecrets(),
  approvals: fixture("approvals.json", JSON.stringify(signedSections())),
});
const findings = (result: Awaited<ReturnType<typeof launchCheck>>) => result.sections.flatMap((section) => section.findings);

// The command-line runs start Node and read wrangler's configuration: seconds on a busy machine.
describe("the launch check with today's facts and configuration", { timeout: 60_000 }, () => {
  it("lists every placeholder, id, var and secret left, each with where and how to fix it, and fails", async () => {
    const result = await launchCheck({ offline: true });
    const text = report(result);
    for (const name of ["phone", "whatsapp", "email", "mailDomain", "deliveryArea"]) {
      expect(text).toContain(`${name} is a placeholder`);
    }
    for (const name of ["testimonials", "partners", "suppliers", "leadership"])
      expect(text).toContain(`${name}: illustrative, not confirmed`);
    expect(text).toContain(
      'D1 database "mm-website" (binding DB) in wrangler.toml: database_id 00000000-0000-4000-8000-000000000000 is a placeholder',
    );
    expect(text).toContain("npx wrangler d1 create mm-website");
    expect(text).toContain("KV namespace (binding CACHE)");
    expect(text).toContain("SITE_URL in [vars] of wrangler.toml is https://www.mm-precast.example");
    expect(text).toContain("LEADS_EMAIL in [vars] of wrangler.toml is empty");
    expect(text).toMatch(/Could not read the secrets .*offline.* count as not done/);
    expect(text).toContain("Section hc-200 (HC 200 × 1200, hollow-core) is typical, not approved");
    expect(text).toContain('write their name and the date as "hc-200" in app/catalogue/engineering/approvals.json');
    // Every finding says how to fix it.
    for (const finding of findings(result)) expect(finding.fix.length, finding.what).toBeGreaterThan(10);
    expect(result.left).toBe(findings(result).length);
    expect(result.sections.map((section) => section.title)).toEqual(CHECKS.map((check) => check.title));
  });

  it("exits 1 from the command line, with the list", () => {
    const run = spawnSync(process.execPath, [script, "--offline"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^Launch check: \d+ things left before production\./);
    expect(run.stdout).toContain("Fix: Write the real value in app/site/facts.json → phone");
  });
});

describe("the launch check once everything is in", { timeout: 60_000 }, () => {
  it("passes: every fact confirmed, real-looking ids and vars, every secret listed", async () => {
    const result = await launchCheck(ready());
    expect(findings(result)).toEqual([]);
    expect(report(result)).toBe("Launch check: nothing left. Production may be deployed.");
  });

  it("exits 0 from the command line", () => {
    const { facts, config, secrets, approvals } = ready();
    const run = spawnSync(
      process.execPath,
      [script, "--facts", facts, "--config", config, "--secrets", secrets, "--approvals", approvals],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(run.stdout).toContain("nothing left");
    expect(run.status).toBe(0);
  });

  it("finds a single secret missing, and names how to set it", async () => {
    const names = REQUIRED_SECRETS.filter(({ name }) => name !== "BETTER_AUTH_SECRET").map(({ name }) => name);
    const result = await launchCheck({ ...ready(), secrets: fixture("secrets.json", JSON.stringify(names)) });
    expect(findings(result)).toEqual([expect.objectContaining({ what: expect.stringContaining("BETTER_AUTH_SECRET is not set") })]);
    expect(findings(result)[0]!.fix).toContain("npx wrangler secret put BETTER_AUTH_SECRET");
  });

  it("finds a single fact still a placeholder, or confirmed with a value that cannot be real", async () => {
    const facts = confirmedFacts();
    facts.suppliers!.status = "placeholder";
    facts.phone!.value = "+501 000 0000";
    const result = await launchCheck({ ...ready(), facts: fixture("facts.json", JSON.stringify(facts)) });
    expect(findings(result).map((finding) => finding.what)).toEqual([
      expect.stringMatching(/^phone is marked confirmed but its value "\+501 000 0000" cannot be real/),
      expect.stringMatching(/^suppliers: illustrative, not confirmed/),
    ]);
  });

  it("finds a preview's id in production's configuration, and a var naming a placeholder domain", async () => {
    const config = readyConfig()
      .replace('id = "7d2a9c4e1b6f48a3905c2e7b1d4f6a8c"', 'id = "11111111111111111111111111111111"')
      .replace('CAREERS_EMAIL = ""', 'CAREERS_EMAIL = "jobs@mm-precast.example"');
    const result = await launchCheck({ ...ready(), config: fixture("wrangler.toml", config) });
    expect(findings(result).map((finding) => finding.what)).toEqual([
      expect.stringContaining("KV namespace (binding CACHE)"),
      expect.stringMatching(/^CAREERS_EMAIL in \[vars\] of .*wrangler.toml is jobs@mm-precast.example, which names a placeholder domain/),
    ]);
  });

  it("finds a single section the engineer has not signed", async () => {
    const approvals = { ...signedSections(), "it-508": null };
    const result = await launchCheck({ ...ready(), approvals: fixture("approvals.json", JSON.stringify(approvals)) });
    expect(findings(result).map((finding) => finding.what)).toEqual([
      expect.stringMatching(/^Section it-508 \(.*inverted-beams\) is typical/),
    ]);
  });

  it("finds a sender that is not at the mail domain", async () => {
    const config = readyConfig().replace(/^LEADS_EMAIL = .*$/m, (line) => `${line}\nMAIL_FROM = "M&M <no-reply@elsewhere.bz>"`);
    const result = await launchCheck({ ...ready(), config: fixture("wrangler.toml", config) });
    expect(findings(result)).toEqual([expect.objectContaining({ what: expect.stringContaining("not at the mail domain mmprecast.bz") })]);
  });
});
