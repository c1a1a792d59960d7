// The answers both consent-gated beacons (/api/pageview, /api/vitals) give, one per outcome, in the
// beacon's own words: the integration tests cannot make a store fail on demand, so this reads them here.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../workers/hono-env";
import { beacon } from "../../../workers/api/beacon";

const WORDS = { notAnObject: "Send a JSON object.", tooMany: "Too many reports.", notStored: "Report not stored." };

type Outcome = Awaited<ReturnType<Parameters<typeof beacon>[1]>>;

/** A beacon whose store answers `outcome`, and what the store was handed. */
function beaconThat(outcome: Outcome) {
  const handed: unknown[] = [];
  const app = new Hono<AppEnv>().post(
    "/",
    beacon(WORDS, async (_c, body, client) => {
      handed.push({ body, client });
      return outcome;
    }),
  );
  const post = (body: string, type = "application/json") =>
    app.request("https://example.com/", { method: "POST", body, headers: { "Content-Type": type, "CF-Connecting-IP": "192.0.2.7" } });
  return { post, handed };
}

describe("a beacon", () => {
  it("stores a JSON object with the client's address and the URL, and answers 204", async () => {
    const { post, handed } = beaconThat({ kind: "stored" });
    const res = await post('{"pathname":"/"}');
    expect(res.status).toBe(204);
    expect(handed).toEqual([{ body: { pathname: "/" }, client: { ip: "192.0.2.7", url: "https://example.com/" } }]);
  });

  it("refuses what is no JSON object before the store sees it", async () => {
    const { post, handed } = beaconThat({ kind: "stored" });
    for (const res of [await post("[1]"), await post("{oops"), await post('{"pathname":"/"}', "text/plain")]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error: WORDS.notAnObject });
    }
    expect(handed).toEqual([]);
  });

  it("answers the store's own message for an invalid report", async () => {
    const res = await beaconThat({ kind: "invalid", error: "Invalid report: no route." }).post("{}");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: "Invalid report: no route." });
  });

  it("answers 429 with Retry-After when the client is over its limit", async () => {
    const res = await beaconThat({ kind: "rate-limited", retryAfterSeconds: 42 }).post("{}");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("42");
    expect(await res.json()).toEqual({ ok: false, error: WORDS.tooMany });
  });

  it("answers 503 when the report could not be stored", async () => {
    const res = await beaconThat({ kind: "unavailable" }).post("{}");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, error: WORDS.notStored });
  });
});
