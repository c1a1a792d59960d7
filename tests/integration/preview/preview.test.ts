// A branch preview, run with the [env.preview] configuration of wrangler.toml: nothing it receives
// is mailed anywhere (the real queue delivers into the sink even with a mail provider's key set),
// and search engines are told to stay away.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { transportFor } from "../../../app/server/mail/transports.server";
import { ORIGIN, postJson, validContact } from "../helpers";

describe("a branch preview", () => {
  it("runs with the preview's settings", () => {
    expect(env).toMatchObject({ SITE_ENV: "preview", MAIL_DELIVERY: "sink", PREVIEW_BRANCH: "feature/quote-units" });
    expect("SEND_EMAIL" in env).toBe(false);
  });

  it("keeps the mails of a request in the outbox and sends them nowhere", async () => {
    const response = await postJson("/api/contact", { ...validContact, email: "visitor@outside.example" });
    expect(response.status).toBe(201);
    const { reference } = await response.json<{ reference: string }>();
    // The real queue hands both mails to the preview's consumer, which keeps them.
    await expect
      .poll(
        async () =>
          (
            await env.DB.prepare("SELECT audience, status, transport FROM email_outbox WHERE lead_reference = ? ORDER BY audience")
              .bind(reference)
              .all()
          ).results,
        { timeout: 15_000, interval: 200 },
      )
      .toEqual([
        { audience: "staff", status: "sent", transport: "sink" },
        { audience: "visitor", status: "sent", transport: "sink" },
      ]);
  }, 20_000); // the queue hands a batch over within its 5 s batch timeout

  it("chooses the sink for every audience even when told to send for real", () => {
    const live = { ...env, MAIL_DELIVERY: "live", RESEND_API_KEY: "re_live_key" };
    expect(transportFor(live, "visitor").name).toBe("sink");
    expect(transportFor(live, "staff").name).toBe("sink");
    // Production with the same settings would send: the preview marker is what stops it.
    expect(transportFor({ ...live, SITE_ENV: "production" }, "visitor").name).toBe("resend");
  });

  it("answers robots.txt with Disallow everything, and every answer with noindex", async () => {
    const robots = await exports.default.fetch(`${ORIGIN}/robots.txt`);
    expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
    expect(robots.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    for (const path of ["/", "/products", "/api/catalogue", "/sitemap.xml", "/no-such-page"]) {
      const response = await exports.default.fetch(`${ORIGIN}${path}`);
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
    }
  });

  it("keeps production's origin in the sitemap", async () => {
    const sitemap = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${env.SITE_URL}/</loc>`);
  });
});
