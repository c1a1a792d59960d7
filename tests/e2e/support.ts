import { test as base, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";

/** Reads the local D1 database the preview server writes to (the operators' own command). */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--json", "--command", sql], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return (JSON.parse(out) as { results: T[] }[])[0]!.results;
}

/** The mails written for a lead, staff notification first: the outbox is where a lead's mails start. */
export function leadMails(reference: string) {
  return d1<{ audience: "staff" | "visitor"; kind: string; recipient: string; reply_to: string | null; body: string }>(
    `SELECT audience, kind, recipient, reply_to, body FROM email_outbox WHERE lead_reference = '${reference.replace(/'/g, "")}' ORDER BY audience, id`,
  );
}

const run = Date.now();
let client = 0;

/** Every test is its own client (its own CF-Connecting-IP), so rate limits never leak between tests. */
export const test = base.extend<{ clientIp: string }>({
  clientIp: [
    async ({ context }, use) => {
      client += 1;
      const ip = `100.${64 + (run % 60)}.${Math.floor(run / 60) % 250}.${client}`;
      await context.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
      await use(ip);
    },
    { auto: true },
  ],
});

export { expect };

export const uniqueToken = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A form control by its accessible name (the visible label without the required asterisk). */
export function field(page: import("@playwright/test").Page, name: string) {
  return page.getByRole(name === "District" ? "combobox" : "textbox", { name, exact: true });
}
