// Bad input at scale: generated hostile payloads against the real endpoints in
// workerd. Never a 5xx; every stored row already satisfies the cleaning rules.
// Hundreds of requests: each goes straight to the Worker's handler (see postJsonToHandler).
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanText } from "../../app/lib/clean-text";
import { EMAIL_MAX_LENGTH, LIMITS } from "../../app/lib/constants";
import { postJsonToHandler } from "./direct";

const hostileStrings = fc.constantFrom(
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:void(0)",
  "java\u0000script:alert(1)",
  "<svg/onload=alert(1)>",
  "onmouseover=alert(1)",
  "on<x>click=alert(1)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "'; DROP TABLE contact_submissions; --",
  "\u202Eevil\u202C",
  "\uFEFF\u200B\u2028\u2029",
  "ｓｃｒｉｐｔ＜＞",
  "\u0000\u0001\u0007\u001B[31m",
  "💥🚧🏗️ 𝕄&𝕄",
  "__proto__",
  "constructor",
  "a@b.co<script>",
);

const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  hostileStrings,
  fc.tuple(hostileStrings, fc.string({ maxLength: 20 }), hostileStrings).map((parts) => parts.join("")),
  fc.nat({ max: 6000 }).map((n) => "x".repeat(n)),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: anyString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "toString", "x"), anyString, { maxKeys: 2 }),
);

/** Hostile text wrapped around enough ordinary text to pass validation, so it reaches storage. */
const validButHostile = (plain: string) =>
  fc
    .tuple(
      anyString.map((s) => s.slice(0, 30)),
      fc.constant(plain),
      hostileStrings,
    )
    .map((parts) => parts.join(" "));

const contactBody = fc.record(
  {
    name: fc.oneof(anyValue, { weight: 9, arbitrary: validButHostile("Ana Lopez") }),
    email: fc.oneof(anyValue, { weight: 9, arbitrary: fc.constantFrom("ana@example.com", "a@b.co", " first.last+tag@sub.example.org ") }),
    phone: fc.oneof(anyValue, { weight: 9, arbitrary: fc.constantFrom("+501 223 4567", "", "(501) 610-0000") }),
    district: fc.oneof(anyValue, { weight: 9, arbitrary: fc.constantFrom("Belize", "Cayo", "Toledo", " Orange Walk ") }),
    message: fc.oneof(anyValue, { weight: 9, arbitrary: validButHostile("A long enough message about hollow core.") }),
    quoteItems: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      {
        weight: 6,
        arbitrary: fc.array(
          fc.record({
            id: validButHostile("/products/box-beams"),
            name: validButHostile("Box Beams"),
            category: fc.constantFrom("products", "services", "General"),
          }),
          { maxLength: 4 },
        ),
      },
      anyValue,
      fc.array(fc.record({ id: anyValue, name: anyValue, category: anyValue }), { maxLength: 4 }),
    ),
    website: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, fc.constant(""), anyValue),
    __proto__: anyValue,
  },
  { requiredKeys: [] },
);

const rawBody = fc.oneof(
  { weight: 8, arbitrary: contactBody.map((b) => JSON.stringify(b)) },
  fc.string({ maxLength: 200 }),
  fc.json(),
  contactBody.map((b) => JSON.stringify(b)),
  contactBody.map((b) => JSON.stringify(b).slice(0, -1)),
);

function expectClean(value: unknown, multiline = false) {
  if (value === null) return;
  expect(typeof value).toBe("string");
  expect(cleanText(value as string, { multiline })).toBe(value);
}

describe("hostile input", { timeout: 120_000 }, () => {
  it("POST /api/contact: 300 generated bodies, never a 5xx, every stored row clean and bounded", async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(rawBody, async (body) => {
        const res = await postJsonToHandler("/api/contact", body);
        expect(res.status).toBeLessThan(500);
        if (res.status !== 201) return;
        stored += 1;
        const { id } = await res.json<{ id: number }>();
        const row = await env.DB.prepare("SELECT * FROM contact_submissions WHERE id = ?").bind(id).first<Record<string, string>>();
        expectClean(row!.name);
        expectClean(row!.email);
        expectClean(row!.phone);
        expectClean(row!.district);
        expectClean(row!.message, true);
        expect(row!.name.length).toBeLessThanOrEqual(LIMITS.name);
        expect(row!.email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(row!.message.length).toBeLessThanOrEqual(LIMITS.message);
        for (const item of JSON.parse(row!.quote_items) as Record<string, string>[]) {
          for (const field of ["id", "name", "category"]) expectClean(item[field]);
        }
      }),
      { numRuns: 300 },
    );
    expect(stored).toBeGreaterThan(30);
    console.log(`hostile contact bodies: 300 sent, ${stored} valid enough to store, all clean`);
  });

  it("POST /api/pageview: 250 generated bodies, never a 5xx, every stored row bounded", async () => {
    const body = fc.oneof(
      rawBody,
      fc
        .record({
          pathname: fc.oneof(
            anyValue,
            fc.constant("/"),
            anyString.map((s) => `/${s}`),
          ),
          referrer: anyValue,
          ua: anyValue,
        })
        .map((b) => JSON.stringify(b)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await postJsonToHandler("/api/pageview", payload);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 250 },
    );
    const { results } = await env.DB.prepare("SELECT pathname, referrer, ua FROM page_views").all<Record<string, string | null>>();
    for (const row of results) {
      expect(row.pathname!).toMatch(/^\/[^\s<>"'`\\]*$/);
      expect(row.pathname!.length).toBeLessThanOrEqual(LIMITS.pathname);
      expectClean(row.referrer);
      expectClean(row.ua);
      expect((row.referrer ?? "").length).toBeLessThanOrEqual(LIMITS.referrer);
      expect((row.ua ?? "").length).toBeLessThanOrEqual(LIMITS.userAgent);
    }
  });
});
