import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { CONTACT_WINDOW_MS } from "../../app/lib/constants";
import { ContactLimiter } from "../../workers/durable-objects/contact-limiter";
import { submitContact } from "../../app/contact/requests.server";
import { contactRows, ORIGIN, postJson, validContact } from "./helpers";

describe("the contact limit (Durable Object)", () => {
  it("accepts 3 submissions in the window and answers the 4th with 429, Retry-After and the spec message", async () => {
    const ip = "198.19.0.1";
    for (let i = 0; i < 3; i++) expect((await postJson("/api/contact", validContact, { ip })).status).toBe(201);
    const res = await postJson("/api/contact", validContact, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(300);
    expect(await res.json()).toEqual({ ok: false, error: CONTACT_MESSAGES.rateLimited });
    expect(await contactRows()).toHaveLength(3);
    // Another client is not affected.
    expect((await postJson("/api/contact", validContact, { ip: "198.19.0.2" })).status).toBe(201);
  });

  it("stores exactly 3 rows from a burst of 50 parallel posts by one client", async () => {
    const ip = "198.19.1.1";
    const responses = await Promise.all(Array.from({ length: 50 }, () => postJson("/api/contact", validContact, { ip })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(47);
    for (const r of responses.filter((r) => r.status === 429)) expect(r.headers.get("Retry-After")).toBeTruthy();
    expect(await contactRows()).toHaveLength(3);
    console.log(
      `burst: 50 parallel posts -> ${statuses.filter((s) => s === 201).length} stored, ${statuses.filter((s) => s === 429).length} refused with 429`,
    );
  });

  it("does not count invalid or honeypot submissions against the allowance", async () => {
    const ip = "198.19.2.1";
    for (let i = 0; i < 5; i++) expect((await postJson("/api/contact", { ...validContact, name: "A" }, { ip })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await postJson("/api/contact", { ...validContact, website: "x" }, { ip })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await postJson("/api/contact", validContact, { ip })).status).toBe(201);
    // Refused posts do not push the window out either: the 4th is refused, the window is unchanged.
    for (let i = 0; i < 3; i++) expect((await postJson("/api/contact", validContact, { ip })).status).toBe(429);
  });

  it("never asks a client to wait longer than the window, whatever order the clocks arrive in", async () => {
    // Requests read their clocks before they reach the object: a later clock may arrive first.
    const t0 = Date.now();
    const send = (now: number) =>
      submitContact(env, { input: validContact, ip: "198.19.4.1", userAgent: null, source: "api", origin: ORIGIN, now });
    for (let i = 0; i < 3; i++) expect((await send(t0 + 900)).kind).toBe("stored");
    expect(await send(t0)).toEqual({ kind: "rate-limited", retryAfterSeconds: CONTACT_WINDOW_MS / 1000 });
  });

  it("reopens exactly 5 minutes after each accepted submission (controlled clock)", async () => {
    // Relative to the real clock: the object's clean-up alarm runs on real time.
    const t0 = Date.now();
    const send = (now: number) =>
      submitContact(env, { input: validContact, ip: "198.19.3.1", userAgent: null, source: "api", origin: ORIGIN, now });

    expect((await send(t0)).kind).toBe("stored");
    expect((await send(t0 + 60_000)).kind).toBe("stored");
    expect((await send(t0 + 120_000)).kind).toBe("stored");
    const refused = await send(t0 + CONTACT_WINDOW_MS - 1);
    expect(refused).toEqual({ kind: "rate-limited", retryAfterSeconds: 1 });
    // The first slot frees at exactly t0 + 5 min; the second one minute later.
    expect((await send(t0 + CONTACT_WINDOW_MS)).kind).toBe("stored");
    expect((await send(t0 + CONTACT_WINDOW_MS + 1)).kind).toBe("rate-limited");
    expect((await send(t0 + CONTACT_WINDOW_MS + 60_000)).kind).toBe("stored");
    expect(await contactRows()).toHaveLength(5);
  });

  it("reports Retry-After as the time until the oldest slot frees", async () => {
    const stub = env.CONTACT_LIMITER.get(env.CONTACT_LIMITER.idFromName("retry-after"));
    const t0 = Date.now();
    await stub.reserve(t0);
    await stub.reserve(t0 + 10_000);
    await stub.reserve(t0 + 20_000);
    expect(await stub.reserve(t0 + 100_000)).toEqual({ ok: false, retryAfterSeconds: 200 });
  });

  it("forgets a client after the window (alarm clears its storage)", async () => {
    const stub = env.CONTACT_LIMITER.get(env.CONTACT_LIMITER.idFromName("forgotten"));
    const past = Date.now() - CONTACT_WINDOW_MS - 5_000;
    await stub.reserve(past);
    await runInDurableObject(stub, async (instance: ContactLimiter, state) => {
      await instance.alarm();
      expect(await state.storage.getAlarm()).toBeNull();
      expect(instance.used(Date.now())).toBe(0);
    });
    // The same live object keeps working after its storage was cleared.
    expect((await stub.reserve(Date.now())).ok).toBe(true);
  });
});
