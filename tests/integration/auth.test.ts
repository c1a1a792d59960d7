// Accounts through the Worker: better-auth on D1 behind /api/auth/*, with the attempt
// limit, the outbox mailer and the cookie rules. The pages (/signin, /account) are covered by
// tests/e2e/accounts.spec.ts.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../app/accounts/messages";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import { isSameOriginRequest } from "../../workers/middleware/csrf";
import { PASSWORD_MIN_LENGTH, SIGN_IN_LIMITS } from "../../app/lib/constants";
import { cookieJar, newClientIp, newEmail, ORIGIN } from "./helpers";
import { confirmByPassword, confirmationToken } from "./accounts";

const PASSWORD = "prestressed-98";

function post(path: string, body: unknown, { ip = newClientIp(), cookie = "", origin = ORIGIN, type = "application/json" } = {}) {
  const headers: Record<string, string> = { "Content-Type": type, "CF-Connecting-IP": ip, Origin: origin };
  if (cookie) headers.Cookie = cookie;
  return exports.default.fetch(`${ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

const signUp = (email: string, password = PASSWORD, ip?: string) => post("/sign-up/email", { email, password }, { ip });
const signIn = (email: string, password = PASSWORD, ip?: string) => post("/sign-in/email", { email, password }, { ip });

async function outbox(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM email_outbox WHERE recipient = ? ORDER BY id")
    .bind(email)
    .all<Record<string, string>>();
  return results;
}

async function confirmationLink(email: string): Promise<string> {
  const mails = (await outbox(email)).filter((mail) => mail.kind === "email-confirmation");
  return mails.at(-1)!.body!.match(/https:\/\/\S+/)![0];
}

/** An account signed up and confirmed as its owner does: the mailed link's page, with the password. */
async function activeAccount(): Promise<string> {
  const email = newEmail("buyer");
  expect((await signUp(email)).status).toBe(200);
  expect(await confirmByPassword(email, PASSWORD)).toBe("confirmed");
  return email;
}

describe("sign-up", () => {
  it("stores a PBKDF2 hash (never the password) and an outbox mail with the confirmation link", async () => {
    const email = newEmail("buyer");
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).not.toContain("session_token");

    const row = await env.DB.prepare(
      "SELECT u.email_verified, a.password FROM users u JOIN accounts a ON a.user_id = u.id WHERE u.email = ?",
    )
      .bind(email)
      .first<{ email_verified: number; password: string }>();
    expect(row!.email_verified).toBe(0);
    expect(row!.password).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.password).not.toContain(PASSWORD);

    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ kind: "email-confirmation", subject: "Confirm your M&M account", status: "queued" });
    const link = new URL(await confirmationLink(email));
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/signin/confirm`);
  });

  it("answers a sign-up for a taken address like any other, and mails the owner instead", async () => {
    const email = await activeAccount();
    const again = await signUp(email, "another-password");
    expect(again.status).toBe(200);
    expect((await outbox(email)).map((mail) => mail.kind)).toEqual(["email-confirmation", "existing-account"]);
  });

  it(`refuses a password under ${PASSWORD_MIN_LENGTH} characters`, async () => {
    const res = await signUp(newEmail("buyer"), "x".repeat(PASSWORD_MIN_LENGTH - 1));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
  });
});

describe("confirmation", () => {
  const verified = async (email: string) => env.DB.prepare("SELECT email_verified FROM users WHERE email = ?").bind(email).first();

  it("activates the account: no session before the link and the password, a session after", async () => {
    const email = newEmail("buyer");
    await signUp(email);
    const early = await signIn(email);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(early.headers.getSetCookie().join()).not.toContain("session_token");

    // Opening the link (a person, or a mail provider's scanner) confirms nothing.
    expect((await exports.default.fetch(await confirmationLink(email), { redirect: "manual" })).status).toBe(200);
    expect(await verified(email)).toEqual({ email_verified: 0 });

    expect(await confirmByPassword(email, "not-the-password")).toBe("wrong-password");
    expect(await verified(email)).toEqual({ email_verified: 0 });
    expect(await confirmByPassword(email, PASSWORD)).toBe("confirmed");
    expect(await verified(email)).toEqual({ email_verified: 1 });

    expect((await signIn(email)).status).toBe(200);
  });

  it("activates nothing with a tampered token, even with the right password", async () => {
    const email = newEmail("buyer");
    await signUp(email);
    const token = await confirmationToken(email);
    const { confirmAccount } = await import("../../app/accounts/confirmation.server");
    const request = new Request(`${ORIGIN}/signin/confirm`, { method: "POST", headers: { "CF-Connecting-IP": newClientIp() } });
    expect((await confirmAccount(request, `${token.slice(0, -2)}xx`, PASSWORD)).outcome).toBe("invalid");
    expect(await verified(email)).toEqual({ email_verified: 0 });
  });
});

describe("sign-in", () => {
  it("fails with the same answer for a wrong password and an unknown address", async () => {
    const email = await activeAccount();
    const wrong = await signIn(email, "wrong-password");
    const unknown = await signIn(newEmail("buyer"), "wrong-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("sets an HttpOnly, Secure, SameSite=Lax session cookie and a script-readable hint holding only 1", async () => {
    const email = await activeAccount();
    const res = await signIn(email);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("__Secure-better-auth.session_token="))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).toMatch(/; Max-Age=604800/i);
    const hint = cookies.find((c) => c.startsWith("mm_signed_in="))!;
    expect(hint).toMatch(/^mm_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
  });

  it("never puts the session token in a JSON answer (the cookie holding it is HttpOnly)", async () => {
    const email = await activeAccount();
    const res = await signIn(email);
    const token = decodeURIComponent(cookieJar(res).match(/session_token=([^.;]+)/)![1]!);
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ user: { email } });
    expect(body).not.toContain(token);
    const session = await exports.default.fetch(`${ORIGIN}/api/auth/get-session`, { headers: { Cookie: cookieJar(res) } });
    const sessionBody = await session.text();
    expect(JSON.parse(sessionBody)).toMatchObject({ user: { email } });
    expect(sessionBody).not.toContain(token);
  });

  it("refuses a cross-site post before looking at the password", async () => {
    const email = await activeAccount();
    const res = await post("/sign-in/email", { email, password: PASSWORD }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("serves only the endpoints the site uses", async () => {
    const res = await post("/send-verification-email", { email: newEmail("buyer") });
    expect(res.status).toBe(404);
  });
});

describe("sign-out", () => {
  it("ends the session in D1: the old cookie no longer opens a session", async () => {
    const email = await activeAccount();
    const cookie = cookieJar(await signIn(email));
    const session = () =>
      exports.default
        .fetch(`${ORIGIN}/api/auth/get-session`, { headers: { Cookie: cookie } })
        .then((r) => r.json() as Promise<{ user?: { email: string } } | null>);
    expect((await session())?.user?.email).toBe(email);

    const out = await post("/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("mm_signed_in=;") && /Max-Age=0/i.test(c))).toBe(true);
    const { results } = await env.DB.prepare("SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?")
      .bind(email)
      .all();
    expect(results).toEqual([]);
    expect(await session()).toBeNull();
  });
});

describe("the attempt limit (Durable Object)", () => {
  it(`refuses one client's guesses at one address after ${SIGN_IN_LIMITS.clientAccount.limit}, saying how long to wait`, async () => {
    const email = await activeAccount();
    const ip = newClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.clientAccount.limit; i++) expect((await signIn(email, "wrong-password", ip)).status).toBe(401);
    const locked = await signIn(email, PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(await locked.json()).toEqual({
      code: "TOO_MANY_ATTEMPTS",
      message: "Too many sign-in attempts. Please wait 15 minutes before trying again.",
    });
    // Other clients are not kept out by that one's guesses (tests/integration/sign-in-limits.test.ts).
    expect((await signIn(email, PASSWORD, newClientIp())).status).toBe(200);
  });

  it(`stops a client after ${SIGN_IN_LIMITS.client.limit} failures across addresses; other clients go on`, async () => {
    const ip = newClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.client.limit; i++) expect((await signIn(newEmail("buyer"), "wrong-password", ip)).status).toBe(401);
    expect((await signIn(newEmail("buyer"), "wrong-password", ip)).status).toBe(429);
    const email = await activeAccount();
    expect((await signIn(email, PASSWORD, ip)).status).toBe(429);
    expect((await signIn(email, PASSWORD, newClientIp())).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const email = await activeAccount();
    const ip = newClientIp();
    for (let i = 0; i < SIGN_IN_LIMITS.account.limit + 3; i++) expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
  });

  it.each(["Application/JSON", "APPLICATION/JSON; charset=UTF-8"])(
    "counts guesses against the address whatever the Content-Type's case (%s)",
    async (type) => {
      const email = await activeAccount();
      // Each guess from a client of its own: only the address's own window can refuse.
      const guess = () => post("/sign-in/email", { email, password: "wrong-password" }, { type });
      for (let i = 0; i < SIGN_IN_LIMITS.account.limit; i++) expect((await guess()).status).toBe(401);
      expect((await guess()).status).toBe(429);
    },
  );

  it("holds a burst of parallel guesses from many clients to the address's limit", async () => {
    const email = await activeAccount();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => signIn(email, "wrong-password")))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.account.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - SIGN_IN_LIMITS.account.limit);
  });
});

describe("caching with accounts", () => {
  it("makes every page private for a visitor with a session; the hint alone changes nothing", async () => {
    const page = (cookie: string) => exports.default.fetch(`${ORIGIN}/about`, { headers: { Cookie: cookie } });
    expect((await page("__Secure-better-auth.session_token=abc.def")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.personal);
    // The hint cookie never changes the HTML (the header reads it after hydration): still cacheable.
    expect((await page("mm_signed_in=1")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
  });

  it("never lets a shared cache keep an auth answer", async () => {
    const email = await activeAccount();
    const res = await signIn(email);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

// The helper every state-changing form action calls (workers/middleware/csrf.ts).
const csrfPost = (headers: Record<string, string>) => new Request("https://www.mm.test/signin", { method: "POST", headers });

describe("isSameOriginRequest (every state-changing form action)", () => {
  it("lets same-origin posts and visitor-typed requests through", () => {
    expect(isSameOriginRequest(csrfPost({ "Sec-Fetch-Site": "same-origin", Origin: "https://www.mm.test" }))).toBe(true);
    expect(isSameOriginRequest(csrfPost({ "Sec-Fetch-Site": "none" }))).toBe(true);
    expect(isSameOriginRequest(csrfPost({ Origin: "https://www.mm.test" }))).toBe(true);
  });

  it("refuses cross-site and same-site-but-other-origin posts, whatever Origin claims", () => {
    expect(isSameOriginRequest(csrfPost({ "Sec-Fetch-Site": "cross-site", Origin: "https://www.mm.test" }))).toBe(false);
    expect(isSameOriginRequest(csrfPost({ "Sec-Fetch-Site": "same-site", Origin: "https://shop.mm.test" }))).toBe(false);
  });

  it("falls back to Origin where Sec-Fetch-Site is missing (older browsers)", () => {
    expect(isSameOriginRequest(csrfPost({ Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(csrfPost({ Origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(csrfPost({ Origin: "https://www.mm.test.evil.example" }))).toBe(false);
  });

  it("lets through what no browser sent (neither header): it carries no visitor's cookies", () => {
    expect(isSameOriginRequest(csrfPost({}))).toBe(true);
  });

  it("never blocks reads", () => {
    expect(isSameOriginRequest(new Request("https://www.mm.test/signin", { headers: { "Sec-Fetch-Site": "cross-site" } }))).toBe(true);
  });
});

describe("without a secret in production", () => {
  it("says accounts are unavailable rather than sign with a known key", async () => {
    const { siteSecret } = await import("../../app/server/secret.server");
    expect(() => siteSecret("BETTER_AUTH_SECRET", undefined, new URL(ORIGIN))).toThrow(/BETTER_AUTH_SECRET/);
    expect(siteSecret("BETTER_AUTH_SECRET", undefined, new URL("http://localhost:5173/"))).toMatch(/local-development-only/);
    expect(siteSecret("BETTER_AUTH_SECRET", "configured", new URL(ORIGIN))).toBe("configured");
    expect(AUTH_MESSAGES.unavailable).toMatch(/not available/);
  });
});

describe("cost", () => {
  // A figure for the operator, printed, not a timed check (speed is measured, never asserted);
  // `npm run bench` times sign-ups at length.
  const COST_SAMPLES = 7;
  it(`signs the same account in ${COST_SAMPLES} times in a row and prints the median latency`, async () => {
    const { hashPassword } = await import("../../app/accounts/password.server");
    const email = await activeAccount();
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const signIns: number[] = [];
    const hashes: number[] = [];
    for (let i = 0; i < COST_SAMPLES; i++) {
      let t = performance.now();
      expect((await signIn(email)).status).toBe(200);
      signIns.push(performance.now() - t);
      t = performance.now();
      await hashPassword(PASSWORD);
      hashes.push(performance.now() - t);
    }
    console.log(
      `sign-in: median ${median(signIns).toFixed(1)} ms over ${COST_SAMPLES}; PBKDF2 hash alone: median ${median(hashes).toFixed(1)} ms`,
    );
  }, 60_000);
});
