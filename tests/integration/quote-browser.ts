// A browser as the quote list tests see it: its own quote cookies (and sign-in cookies while signed
// in), kept from answer to answer as a browser keeps them, on a client address of its own.
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { insertAccount } from "./account-fixtures";
import { newEmail, ORIGIN } from "./helpers";

const PASSWORD = "hollow-core-12";

/**
 * A client address no other test file shares, IPv4 so that no address block groups it with
 * another (limits count a client per address, or per IPv6 /64).
 */
export function ownClientIp(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

export type QuoteAnswer = { ok?: boolean; items: { id: string }[]; removed?: string[]; dropped?: { id: string }[]; error?: string };

export function browser(ip = ownClientIp()) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
      if (value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const fetchHere = async (path: string, init: RequestInit = {}) =>
    keep(
      await exports.default.fetch(`${ORIGIN}${path}`, {
        ...init,
        headers: { "CF-Connecting-IP": ip, "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, Cookie: cookie(), ...init.headers },
      }),
    );
  const json = (method: string, body: unknown) => ({
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    ip,
    jar,
    cookie,
    fetch: fetchHere,
    get: () => fetchHere("/api/quote"),
    put: (items: unknown) => fetchHere("/api/quote", json("PUT", { items })),
    patch: (edits: unknown) => fetchHere("/api/quote", json("PATCH", { edits })),
    /** The list as GET /api/quote answers it. */
    async list(): Promise<QuoteAnswer> {
      const res = await fetchHere("/api/quote");
      expect(res.status).toBe(200);
      return (await res.json()) as QuoteAnswer;
    },
    async signIn(email: string) {
      const res = await fetchHere("/api/auth/sign-in/email", json("POST", { email, password: PASSWORD }));
      expect(res.status).toBe(200);
    },
    async signOut() {
      const res = await fetchHere("/api/auth/sign-out", json("POST", {}));
      expect(res.status).toBe(200);
      return res;
    },
    /** Forgets the sign-in cookies only, as when the session runs out or ends on another device. */
    dropSignIn() {
      for (const name of [...jar.keys()]) if (name.includes("better-auth") || name === "mm_signed_in") jar.delete(name);
    },
  };
}

/** A confirmed account, written into D1 as better-auth writes one (no sign-up mail to wait on); its address. */
export async function confirmedAccount(): Promise<string> {
  const email = newEmail("quote");
  await insertAccount(email, PASSWORD);
  return email;
}

/** An item of the catalogue's kind, `n` making its id its own. */
export const quoteItem = (n: number | string, extra: Record<string, unknown> = {}) => ({
  id: `/products/item-${n}`,
  name: `Item ${n}`,
  category: "products",
  ...extra,
});

/** How many rows the account with `email` holds in account_quote_items: live and removed. */
export async function accountRows(email: string): Promise<{ live: number; removed: number }> {
  const row = await env.DB.prepare(
    `SELECT SUM(q.removed = 0) AS live, SUM(q.removed = 1) AS removed
     FROM account_quote_items q JOIN users u ON u.id = q.user_id WHERE u.email = ?`,
  )
    .bind(email)
    .first<{ live: number | null; removed: number | null }>();
  return { live: row?.live ?? 0, removed: row?.removed ?? 0 };
}
