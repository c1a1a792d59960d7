// Posting to the production server build's pages as a browser without JavaScript does: a form
// body, same-origin, from a client address of its own (so rate limits never leak between tests).
import { env, exports } from "cloudflare:workers";
import { newClientIp, ORIGIN } from "../helpers";

export function postForm(path: string, fields: Record<string, string | File>, { ip = newClientIp(), cookie = "" } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const hasFile = Object.values(fields).some((value) => typeof value !== "string");
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    // A browser sends a plain form urlencoded and a form with a file as multipart.
    body: hasFile ? body : new URLSearchParams(fields as Record<string, string>),
  });
}

export function getPage(path: string, { ip = newClientIp(), cookie = "" } = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    redirect: "manual",
    headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** The page's text as a visitor reads it: tags dropped, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

export async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>();
  return results;
}

/** The path (and token) of the newest confirmation link mailed to `email`. */
export async function confirmationPath(email: string): Promise<string> {
  const [mail] = await rows<{ body: string }>(
    "SELECT body FROM email_outbox WHERE recipient = ? AND kind = 'email-confirmation' ORDER BY id DESC LIMIT 1",
    email,
  );
  const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  return link.pathname + link.search;
}

/** Confirms `email`'s account as its owner does: the mailed link's page, posted with the password chosen. */
export async function confirmWithPassword(email: string, password: string): Promise<Response> {
  const path = await confirmationPath(email);
  const token = new URL(path, ORIGIN).searchParams.get("token") ?? "";
  return postForm(path, { intent: "confirm", token, password });
}
