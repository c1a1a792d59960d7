// Fault injection on the real bindings: D1 failing, the limiter failing.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientKeyHash } from "../../app/server/client-key.server";
import type { ContactLimiter } from "../../workers/durable-objects/contact-limiter";
import { contactRows, ORIGIN, postJson, validContact } from "./helpers";

/** Breaks one client's limiter object for real: its storage loses the table it works on. */
async function breakLimiterFor(ip: string) {
  const key = await clientKeyHash(ip, env, ORIGIN);
  const stub = env.CONTACT_LIMITER.get(env.CONTACT_LIMITER.idFromName(key));
  await stub.reserve(Date.now()); // the table exists now
  await runInDurableObject(stub, (_instance: ContactLimiter, state) => {
    state.storage.sql.exec("DROP TABLE window_slots"); // workers/durable-objects/window-limiter.ts
  });
}

describe("faults", () => {
  it("stores the message when the limiter fails (docs/decisions/0002-contact-pipeline.md: a lead is never lost)", async () => {
    const ip = "198.20.0.1";
    await breakLimiterFor(ip);
    const res = await postJson("/api/contact", validContact, { ip });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    expect((await contactRows()).map((r) => r.id)).toEqual([id]);
  });

  it("still refuses invalid input when the limiter fails", async () => {
    const ip = "198.20.0.2";
    await breakLimiterFor(ip);
    expect((await postJson("/api/contact", { ...validContact, email: "nope" }, { ip })).status).toBe(400);
    expect(await contactRows()).toHaveLength(0);
  });

  it("answers 503 for a page view D1 cannot store, never a success", async () => {
    await env.DB.exec("ALTER TABLE page_views RENAME TO page_views_offline");
    try {
      const res = await postJson("/api/pageview", { pathname: "/" });
      expect(res.status).toBe(503);
    } finally {
      await env.DB.exec("ALTER TABLE page_views_offline RENAME TO page_views");
    }
  });

  it("answers 503 with no success from both D1 and a failing limiter", async () => {
    const ip = "198.20.0.3";
    await breakLimiterFor(ip);
    await env.DB.exec("ALTER TABLE contact_submissions RENAME TO contact_submissions_offline");
    try {
      const res = await postJson("/api/contact", validContact, { ip });
      expect(res.status).toBe(503);
      expect((await res.json<{ ok: boolean }>()).ok).toBe(false);
    } finally {
      await env.DB.exec("ALTER TABLE contact_submissions_offline RENAME TO contact_submissions");
    }
  });
});
