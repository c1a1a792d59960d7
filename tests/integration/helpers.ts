import { env, exports } from "cloudflare:workers";

export const ORIGIN = "https://mm.test";

export const validContact = {
  name: "Ana Lopez",
  email: "ana.lopez@example.com",
  phone: "+501 223 4567",
  district: "Cayo",
  message: "We need forty 14 in prestressed piles for a dock in Placencia.",
};

let clients = 0;
/** A fresh client address per call, so tests do not share a rate-limit window. */
export function newClientIp(): string {
  clients += 1;
  return `198.51.${(clients >> 8) & 255}.${clients & 255}`;
}

export function postJson(path: string, body: unknown, { ip = newClientIp(), headers = {} as Record<string, string> } = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
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
