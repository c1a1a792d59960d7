// Accounts written straight into D1, as better-auth writes them, for tests about signing in and
// passwords: no sign-up mail, no confirmation link, and any password (an account made under an
// older rule keeps the password it had).
import { env, exports } from "cloudflare:workers";
import { hashPassword } from "../../app/accounts/password.server";
import { newClientIp, ORIGIN } from "./helpers";

/** A user with a credential account holding `password`'s hash; confirmed unless told otherwise. */
export async function insertAccount(email: string, password: string, { confirmed = true } = {}): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES (?, '', ?, ?, ?, ?)").bind(
      id,
      email,
      confirmed ? 1 : 0,
      now,
      now,
    ),
    env.DB.prepare(
      "INSERT INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES (?, ?, 'credential', ?, ?, ?, ?)",
    ).bind(crypto.randomUUID(), id, id, await hashPassword(password), now, now),
  ]);
  return id;
}

/** POST /api/auth/<path> as a browser on the site, from client `ip`. */
function authPost(path: string, body: unknown, ip = newClientIp()) {
  return exports.default.fetch(`${ORIGIN}/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: ORIGIN },
    body: JSON.stringify(body),
  });
}

export const apiSignIn = (email: string, password: string, ip?: string) => authPost("/sign-in/email", { email, password }, ip);
export const apiSignUp = (email: string, password: string, ip?: string) => authPost("/sign-up/email", { email, password }, ip);

/** What a route action answered: a redirect (returned or thrown), or data with its status. */
export type ActionAnswer = { status: number; location: string | null; data: Record<string, unknown> | undefined; headers: Headers };

/** Posts `fields` to a page's action as a browser without JavaScript would, from client `ip` with `cookie`. */
export async function postAction(
  action: (request: Request) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  { cookie = "", ip = newClientIp() } = {},
): Promise<ActionAnswer> {
  const headers: Record<string, string> = { "CF-Connecting-IP": ip, Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  const answer = await action(request).catch((thrown: unknown) => thrown);
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get("Location"), data: undefined, headers: answer.headers };
  }
  const { data, init } = answer as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, data, headers: new Headers(init?.headers) };
}
