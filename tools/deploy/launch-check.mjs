#!/usr/bin/env node
// npm run launch-check: what production still lacks, in words a person can act on (what, where,
// how to fix), and exit 1 while anything is left (docs/decisions/0067-one-file-of-company-facts.md).
// `npm run deploy` and the workflow's production job run it first and stop on a failure.
//
//   node tools/deploy/launch-check.mjs [--facts <facts.json>] [--config <wrangler.toml>]
//                                      [--secrets <list.json>] [--approvals <approvals.json>] [--offline]
//
// --secrets reads the Worker's secret names from a file (as `wrangler secret list --format json`
// prints them) instead of asking Cloudflare; --offline asks nobody (the secrets then count as not
// done). Each check is one entry of CHECKS, a function from what was read to its findings; the
// typical engineering sections wait for the company's engineer in APPROVALS.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const FACTS = "app/site/facts.json";
const SECTIONS = "app/catalogue/engineering/sections.json";
const APPROVALS = "app/catalogue/engineering/approvals.json";

/**
 * @typedef {{ what: string; fix: string }} Finding  One thing left: what it is (and where), and how to fix it.
 * @typedef {{ value: unknown; status: string; note: string }} Fact
 * @typedef {{ binding: string; database_name?: string; database_id?: string }} D1
 * @typedef {{ binding: string; id?: string }} Kv
 * @typedef {{ name: string; vars: Record<string, unknown>; d1_databases: D1[]; kv_namespaces: Kv[] }} Config
 * @typedef {{ names: string[] } | { error: string }} Secrets  The Worker's secret names, or why they could not be read.
 * @typedef {{ id: string; name: string; product: string }} SectionName  A typical section of sections.json.
 * @typedef {{ sections: SectionName[]; approvals: Record<string, unknown>; approvalsPath: string }} Engineering
 * @typedef {{ facts: Record<string, Fact>; factsPath: string; config: Config; configPath: string; secrets: Secrets; engineering: Engineering }} Context
 * @typedef {{ title: string; run: (context: Context) => Finding[] }} Check
 */

/** Domains that are never real: the reserved `.example`, `.test`, `.invalid` and `.localhost`. */
const RESERVED = /(^|[.@])[a-z0-9-]+\.(example|test|invalid|localhost)\b|\blocalhost\b/i;

/** The illustrative collections: their value says where they live. */
const COLLECTIONS = new Set(["testimonials", "partners", "suppliers", "leadership"]);

/** The secrets a production Worker cannot do without, and what each is for. */
export const REQUIRED_SECRETS = [
  {
    name: "CLIENT_KEY_SECRET",
    why: "keys client addresses and signs quote lists; without it requests answer 503",
    make: "any long random string",
  },
  {
    name: "BETTER_AUTH_SECRET",
    why: "signs sessions and confirmation links; without it accounts are unavailable",
    make: "openssl rand -base64 32",
  },
  {
    name: "RESEND_API_KEY",
    why: "sends the acknowledgments and account mails to visitors",
    make: "an API key from Resend, the sender's domain verified there",
  },
];

/** The domain a placeholder fact still names, if the mail domain is one. */
const placeholderDomain = (/** @type {Context} */ { facts }) =>
  facts.mailDomain?.status === "placeholder" && typeof facts.mailDomain.value === "string" ? facts.mailDomain.value : null;

/** Whether a text names a domain that is not real (reserved, or the facts' placeholder mail domain). */
function namesPlaceholder(/** @type {string} */ text, /** @type {string | null} */ domain) {
  return RESERVED.test(text) || (domain !== null && text.toLowerCase().includes(domain.toLowerCase()));
}

/** A phone number whose digits after the country code are all zeros ("+501 000 0000"). */
const zerosPhone = (/** @type {unknown} */ value) => typeof value === "string" && /^\+?\d{1,3}[\s-]*0[0\s-]*$/.test(value.trim());

/** A value as a person reads it: a text quoted; the English of a bilingual one, with its countries. */
function shown(/** @type {unknown} */ value) {
  if (value && typeof value === "object" && "en" in value) {
    const { en, countries } = /** @type {{ en: unknown; countries?: unknown }} */ (value);
    return `${JSON.stringify(en)}${Array.isArray(countries) ? ` (${countries.join(", ")})` : ""}`;
  }
  return JSON.stringify(value);
}

/** Every fact: placeholders, and values marked confirmed that cannot be real. */
function factFindings(/** @type {Context} */ context) {
  const { facts, factsPath } = context;
  /** @type {Finding[]} */
  const findings = [];
  for (const [name, fact] of Object.entries(facts)) {
    if (name.startsWith("$")) continue;
    const where = `${factsPath} → ${name}`;
    if (!fact || typeof fact !== "object" || !("value" in fact) || typeof fact.note !== "string") {
      findings.push({
        what: `${where} is not a fact: it needs a value, a status and a note.`,
        fix: `Give it the three fields, as the other facts in ${factsPath} have them.`,
      });
      continue;
    }
    if (fact.status !== "confirmed" && fact.status !== "placeholder") {
      findings.push({ what: `${where} has the status "${fact.status}".`, fix: `Set "status" to "confirmed" or "placeholder".` });
      continue;
    }
    if (fact.status === "placeholder") {
      findings.push(
        COLLECTIONS.has(name)
          ? {
              what: `${name}: illustrative, not confirmed (${fact.value}). ${fact.note}`,
              fix: `Replace them in ${fact.value}, then set "status" of ${name} to "confirmed" in ${factsPath} and commit. Until then the live site does not show them.`,
            }
          : {
              what: `${name} is a placeholder: ${shown(fact.value)}. ${fact.note}`,
              fix: `Write the real value in ${where} ("value"), set its "status" to "confirmed" and commit.`,
            },
      );
      continue;
    }
    const text = JSON.stringify(fact.value);
    if (RESERVED.test(text) || zerosPhone(fact.value)) {
      findings.push({
        what: `${name} is marked confirmed but its value ${text} cannot be real (a reserved domain or a number of zeros).`,
        fix: `Write the real value in ${where}.`,
      });
    }
  }
  const { email, mailDomain } = facts;
  if (email?.status === "confirmed" && mailDomain?.status === "confirmed" && typeof email.value === "string") {
    if (!email.value.toLowerCase().endsWith(`@${String(mailDomain.value).toLowerCase()}`)) {
      findings.push({
        what: `The public email ${email.value} is not an address at the mail domain ${mailDomain.value}.`,
        fix: `Correct email or mailDomain in ${factsPath}: mail is sent from the mail domain (Email Routing), so the public address must be on it.`,
      });
    }
  }
  return findings;
}

/** An id of zeros or of ones (the preview's placeholders): dashes and a UUID's version and variant digits aside. */
function placeholderId(/** @type {string | undefined} */ id) {
  const digits = [...(id ?? "").replace(/-/g, "")];
  return ["0", "1"].some((digit) => digits.filter((d) => d === digit).length >= digits.length - 2);
}

/** The production configuration's resource ids. */
function resourceFindings(/** @type {Context} */ { config, configPath }) {
  /** @type {Finding[]} */
  const findings = [];
  for (const db of config.d1_databases) {
    if (placeholderId(db.database_id)) {
      findings.push({
        what: `D1 database "${db.database_name}" (binding ${db.binding}) in ${configPath}: database_id ${db.database_id ?? "(none)"} is a placeholder.`,
        fix: `npx wrangler d1 create ${db.database_name}, then put the database_id it prints into [[d1_databases]] of ${configPath}.`,
      });
    }
  }
  for (const kv of config.kv_namespaces) {
    if (placeholderId(kv.id)) {
      findings.push({
        what: `KV namespace (binding ${kv.binding}) in ${configPath}: id ${kv.id ?? "(none)"} is a placeholder.`,
        fix: `npx wrangler kv namespace create ${kv.binding}, then put the id it prints into [[kv_namespaces]] of ${configPath}.`,
      });
    }
  }
  return findings;
}

/** The vars production needs, and any naming a domain that is not real. */
function varFindings(/** @type {Context} */ context) {
  const { config, configPath, facts } = context;
  const vars = /** @type {Record<string, unknown>} */ (config.vars ?? {});
  const domain = placeholderDomain(context);
  const text = (/** @type {string} */ name) => (typeof vars[name] === "string" ? /** @type {string} */ (vars[name]).trim() : "");
  const where = (/** @type {string} */ name) => `${name} in [vars] of ${configPath}`;
  /** @type {Finding[]} */
  const findings = [];
  /** @param {string} name @param {string} what @param {string} fix */
  const add = (name, what, fix) => findings.push({ what: `${where(name)} ${what}`, fix });

  const site = text("SITE_URL");
  if (!site)
    add(
      "SITE_URL",
      "is empty: canonical URLs, the sitemap and mail links need the live origin.",
      "Set it to the site's https origin, e.g. https://www.<your domain>.",
    );
  else if (!/^https:\/\/[^/]+$/.test(site.replace(/\/$/, "")))
    add("SITE_URL", `is ${site}: it must be an https origin.`, "Set it to the site's https origin, without a path.");
  for (const name of ["LEADS_EMAIL"]) {
    if (!text(name))
      add(
        name,
        "is empty: quote requests would go to the public address.",
        `Set it to the inbox that answers requests (an address verified in Email Routing; README "Mail").`,
      );
  }
  if (text("SITE_ENV") !== "production")
    add("SITE_ENV", `is "${text("SITE_ENV")}": production must say "production".`, `Set SITE_ENV = "production" in the top-level [vars].`);
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value === "string" && value && namesPlaceholder(value, domain)) {
      add(
        name,
        `is ${value}, which names a placeholder domain.`,
        `Replace it with the real ${name === "SITE_URL" ? "origin" : "address"} (README "Deploying").`,
      );
    }
  }
  // Mail leaves from the mail domain (Email Routing sends only from the zone): MAIL_FROM, else the public email.
  const mailDomain = facts.mailDomain;
  const sender = text("MAIL_FROM") || (typeof facts.email?.value === "string" ? facts.email.value : "");
  if (mailDomain?.status === "confirmed" && sender && !sender.toLowerCase().includes(`@${String(mailDomain.value).toLowerCase()}`)) {
    add(
      "MAIL_FROM",
      `(else the public email) sends as ${sender}, which is not at the mail domain ${mailDomain.value}.`,
      `Set MAIL_FROM to an address at ${mailDomain.value}, e.g. "M&M <no-reply@${mailDomain.value}>".`,
    );
  }
  return findings;
}

/** The secrets a production deploy needs, as the Worker has them; when they could not be read, not done. */
function secretFindings(/** @type {Context} */ { secrets, config }) {
  const put = (/** @type {(typeof REQUIRED_SECRETS)[number]} */ { name, make }) => `npx wrangler secret put ${name} (${make})`;
  if ("error" in secrets) {
    return [
      {
        what: `Could not read the secrets of the Worker ${config.name} (${secrets.error}), so ${REQUIRED_SECRETS.map((s) => s.name).join(", ")} count as not done.`,
        fix: `Log in (npx wrangler login, or set CLOUDFLARE_API_TOKEN) and run npm run launch-check again. Set any that is missing: ${REQUIRED_SECRETS.map(put).join("; ")}.`,
      },
    ];
  }
  return REQUIRED_SECRETS.filter(({ name }) => !secrets.names.includes(name)).map((secret) => ({
    what: `${secret.name} is not set on the Worker ${config.name}: it ${secret.why}.`,
    fix: `${put(secret)}.`,
  }));
}

/** Every typical section the company's engineer has not signed in approvals.json (its load table is computed from it). */
function sectionFindings(/** @type {Context} */ { engineering: { sections, approvals, approvalsPath } }) {
  return sections
    .filter(({ id }) => typeof approvals[id] !== "string" || !String(approvals[id]).trim())
    .map(({ id, name, product }) => ({
      what: `Section ${id} (${name}, ${product}) is typical, not approved: its properties and load table are typical values, not yet confirmed.`,
      fix: `Have the company's engineer check it in ${SECTIONS} (docs/load-span-method.md), then write their name and the date as "${id}" in ${approvalsPath} and commit.`,
    }));
}

/** @type {Check[]} The checks, in the order they are reported; each returns its findings. */
export const CHECKS = [
  { title: "Company facts", run: factFindings },
  { title: "Cloudflare resources", run: resourceFindings },
  { title: "Deployment vars", run: varFindings },
  { title: "Secrets", run: secretFindings },
  { title: "Engineering sections", run: sectionFindings },
];

/** The Worker's secret names from Cloudflare, without prompting (no terminal: wrangler never opens a login). */
function askCloudflare(/** @type {string} */ configPath) {
  const result = spawnSync("npx", ["wrangler", "secret", "list", "--format", "json", "--config", configPath], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 60_000,
    env: { ...process.env, FORCE_COLOR: "0", WRANGLER_SEND_METRICS: "false" },
  });
  // Wrangler's first words of complaint, without its colours and its "✘ [ERROR]".
  const said = `${result.stderr || result.stdout || result.error?.message || ""}`
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, "g"), "")
    .split("\n")
    .map((line) => line.replace(/^[^A-Za-z]*\[ERROR\]\s*/, "").trim())
    .find((line) => /\w/.test(line));
  /** @type {Secrets} */
  const unknown = { error: said ? `wrangler said: ${(said.split(/(?<=\.)\s/)[0] ?? said).slice(0, 200)}` : "wrangler gave no answer" };
  if (result.status !== 0) return unknown;
  return readSecretList(result.stdout) ?? unknown;
}

/** `[{ "name": "X", "type": "secret_text" }]` (wrangler's JSON) or `["X"]`: the names; null when it is neither. */
function readSecretList(/** @type {string} */ text) {
  try {
    const list = JSON.parse(text);
    if (!Array.isArray(list)) return null;
    return { names: list.map((entry) => (typeof entry === "string" ? entry : String(entry?.name))) };
  } catch {
    return null;
  }
}

/**
 * Reads the facts, the production configuration and the secrets, and runs every check.
 * @param {{ facts?: string; config?: string; secrets?: string; approvals?: string; offline?: boolean }} [options]
 */
export async function launchCheck(options = {}) {
  const factsPath = options.facts ?? FACTS;
  const configPath = options.config ?? "wrangler.toml";
  const at = (/** @type {string} */ path) => (path.startsWith("/") ? path : `${root}/${path}`);
  const { unstable_readConfig } = await import("wrangler");
  const config = /** @type {Config} */ (/** @type {unknown} */ (unstable_readConfig({ config: at(configPath) })));
  /** @type {Secrets} */
  const secrets = options.secrets
    ? (readSecretList(readFileSync(at(options.secrets), "utf8")) ?? { error: `${options.secrets} is not a list of secrets` })
    : options.offline
      ? { error: "offline: Cloudflare was not asked" }
      : askCloudflare(at(configPath));
  const approvalsPath = options.approvals ?? APPROVALS;
  /** @type {{ products: Record<string, { id: string; name: string }[]> }} */
  const { products } = JSON.parse(readFileSync(at(SECTIONS), "utf8"));
  /** @type {Engineering} */
  const engineering = {
    sections: Object.entries(products).flatMap(([product, list]) => list.map(({ id, name }) => ({ id, name, product }))),
    approvals: JSON.parse(readFileSync(at(approvalsPath), "utf8")),
    approvalsPath,
  };
  /** @type {Context} */
  const context = { facts: JSON.parse(readFileSync(at(factsPath), "utf8")), factsPath, config, configPath, secrets, engineering };
  const sections = CHECKS.map((check) => ({ title: check.title, findings: check.run(context) }));
  return { sections, left: sections.reduce((sum, section) => sum + section.findings.length, 0) };
}

/** The report, as printed. */
export function report(/** @type {Awaited<ReturnType<typeof launchCheck>>} */ { sections, left }) {
  if (left === 0) return "Launch check: nothing left. Production may be deployed.";
  const lines = [`Launch check: ${left} thing${left === 1 ? "" : "s"} left before production.`];
  for (const { title, findings } of sections) {
    lines.push("", `${title}: ${findings.length ? `${findings.length} left` : "done"}`);
    for (const { what, fix } of findings) lines.push(`  ✗ ${what}`, `    Fix: ${fix}`);
  }
  lines.push("", 'Fix these, commit, and run npm run launch-check again (README "Deploying").');
  return lines.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const result = await launchCheck({
    facts: option("--facts"),
    config: option("--config"),
    secrets: option("--secrets"),
    approvals: option("--approvals"),
    offline: args.includes("--offline"),
  });
  console.log(report(result));
  process.exit(result.left === 0 ? 0 : 1);
}
