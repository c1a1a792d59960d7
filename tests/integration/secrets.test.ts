// Secrets fail closed (docs/decisions/0061-secrets-fail-closed.md): a deployment without
// CLIENT_KEY_SECRET or BETTER_AUTH_SECRET answers 503 for what needs it, never signing or hashing
// with a constant; and quote sessions keep to their own part of KV whatever id a cookie names.
import { accountQuotes } from "../../app/accounts/account-quotes.server";
import { createExecutionContext, env } from "cloudflare:test";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createServer } from "../../workers/server";
import { writeQuote } from "../../app/contact/quote-session.server";
import { QUOTE_SESSION_PREFIX } from "../../app/contact/quote-keys.server";
import { SecretMissingError } from "../../app/server/secret.server";
import { submitContact } from "../../app/contact/requests.server";
import { newClientIp, ORIGIN, validContact } from "./helpers";

/** The Worker as deployed without one secret. */
const withoutSecret = (name: "CLIENT_KEY_SECRET" | "BETTER_AUTH_SECRET") => {
  const server = createServer(() => new Response("page", { headers: { "Content-Type": "text/html" } }));
  const bare = { ...env, [name]: undefined } as Env;
  return (path: string, init: RequestInit = {}, origin = ORIGIN) =>
    server.fetch(
      new Request(`${origin}${path}`, {
        ...init,
        headers: { "CF-Connecting-IP": newClientIp(), "Sec-Fetch-Site": "same-origin", ...init.headers },
      }),
      bare,
      createExecutionContext(),
    );
};
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

describe("without CLIENT_KEY_SECRET", () => {
  it("refuses requests, page views, sign-in and quote lists off localhost with 503, storing nothing", async () => {
    const fetch = withoutSecret("CLIENT_KEY_SECRET");
    expect((await fetch("/api/contact", json(validContact))).status).toBe(503);
    expect((await fetch("/api/pageview", json({ pathname: "/" }))).status).toBe(503);
    expect((await fetch("/api/quote", { ...json({ items: [] }), method: "PUT" })).status).toBe(503);
    expect((await fetch("/api/auth/sign-in/email", json({ email: "a@example.com", password: "secret123" }))).status).toBe(503);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_submissions").first("n")).toBe(0);
  });

  it("still works on this machine, with the development secret", async () => {
    const fetch = withoutSecret("CLIENT_KEY_SECRET");
    expect((await fetch("/api/contact", json(validContact), "http://localhost:5173")).status).toBe(201);
  });

  it("never signs a quote session with a constant", async () => {
    const request = new Request(`${ORIGIN}/api/quote`, { method: "PUT" });
    await expect(writeQuote({ CACHE: env.CACHE, CLIENT_KEY_SECRET: undefined }, accountQuotes, request, [])).rejects.toBeInstanceOf(
      SecretMissingError,
    );
    const outcome = await submitContact({ ...env, CLIENT_KEY_SECRET: undefined } as Env, {
      input: validContact,
      ip: newClientIp(),
      userAgent: null,
      source: "api",
      origin: ORIGIN,
    });
    expect(outcome).toEqual({ kind: "unavailable" });
  });
});

describe("without BETTER_AUTH_SECRET", () => {
  // Accounts read it where they are built (app/accounts/auth.server.ts); auth.test.ts checks that rule.
  it("answers downloads with 503", async () => {
    const fetch = withoutSecret("BETTER_AUTH_SECRET");
    const download = await fetch(`/api/files?key=resumes/2026/x.pdf&expires=${Math.floor(Date.now() / 1000) + 60}&sig=${"A".repeat(43)}`);
    expect(download.status).toBe(503);
  });
});

describe("quote sessions in KV", () => {
  it("keep to their own prefix: a cookie naming another key reaches nothing but a new session", async () => {
    await env.CACHE.put("doc:sitemap.xml", "<urlset/>");
    // A cookie as the site signs it, naming a document's key as its session id.
    const forged = await createCookie("mm_quote", { secrets: ["integration-test-secret"], path: "/" }).serialize("doc:sitemap.xml");
    const res = await withoutSecret("BETTER_AUTH_SECRET")("/api/quote", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: forged.split(";")[0]! },
      body: JSON.stringify({ items: [{ id: "/products/hollow-core", name: "Hollow Core", category: "products" }] }),
    });
    expect(res.status).toBe(200);
    expect(await env.CACHE.get("doc:sitemap.xml")).toBe("<urlset/>");
    const { keys } = await env.CACHE.list({ prefix: QUOTE_SESSION_PREFIX });
    expect(keys.length).toBeGreaterThan(0);
    for (const { name } of keys) expect(name).toMatch(/^quote-session:[0-9a-f]{16}$/);
  });
});
