import { env, exports } from "cloudflare:workers";

export const ORIGIN = "https://mm.test";

export const validContact = {
  name: "Ana Lopez",
  email: "ana.lopez@example.com",
  phone: "+501 223 4567",
  district: "Cayo",
  message: "We need forty 14 in prestressed piles for a dock in Placencia.",
};

// The files of one test worker share its runtime, and the limits remember every client they
// saw: each evaluation of this module takes a random block of addresses of its own.
const block = Array.from(crypto.getRandomValues(new Uint16Array(2)), (n) => n.toString(16)).join(":");
let clients = 0;
/**
 * A fresh client per call, so tests do not share a rate-limit window. Limits count an IPv6 /64 as
 * one client, so each call takes a random /64 of the documentation prefix (2001:db8::/32).
 */
export function newClientIp(): string {
  clients += 1;
  const network = Array.from(crypto.getRandomValues(new Uint16Array(2)), (n) => n.toString(16)).join(":");
  return `2001:db8:${network}::${clients.toString(16)}`;
}

let addresses = 0;
/**
 * A fresh email address per call. Sign-in, sign-up and reset attempts are limited per address
 * too, and that limit outlives a test: two files of one runtime that both used a fixed address
 * shared its window, and the second was refused.
 */
export function newEmail(name = "buyer"): string {
  addresses += 1;
  return `${name}.${block.replace(":", "")}.${addresses}@example.com`;
}

export type JsonPost = { ip?: string; headers?: Record<string, string> };

/** A JSON POST as a browser on its own address sends it. */
export function jsonRequest(path: string, body: unknown, { ip = newClientIp(), headers = {} }: JsonPost = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A JSON POST through the Worker's entry, as the runtime hands it a request. */
export function postJson(path: string, body: unknown, options?: JsonPost) {
  return exports.default.fetch(jsonRequest(path, body, options));
}

export async function contactRows() {
  const { results } = await env.DB.prepare("SELECT * FROM contact_submissions ORDER BY id").all<Record<string, unknown>>();
  return results;
}

/** The Cookie header a browser would send back after `res` (cleared cookies dropped). */
export function cookieJar(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

type OutboxRow = {
  id: number;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  kind: string;
  audience: string;
  lead_reference: string | null;
  status: string;
  tries: number;
  last_error: string | null;
  next_attempt_at: string | null;
};

/** The outbox in the order mails were written: one lead's (staff notification, then acknowledgment), or all. */
export const outbox = async (reference?: string) =>
  (
    await env.DB.prepare(`SELECT * FROM email_outbox ${reference ? "WHERE lead_reference = ?" : ""} ORDER BY id`)
      .bind(...(reference ? [reference] : []))
      .all<OutboxRow>()
  ).results;
