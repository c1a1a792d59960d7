// Every state-changing request from another site is refused before it is read .
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const contactBody = JSON.stringify({
  name: "Cross Site",
  email: "cross@example.com",
  district: "Belize",
  message: "This request comes from another site.",
  website: "",
});

describe("cross-site requests", () => {
  it("refuses a cross-site JSON post to /api/contact and stores nothing", async () => {
    const res = await SELF.fetch("https://example.com/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      body: contactBody,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false });
    const { results } = await env.DB.prepare("select count(*) as n from contact_submissions").all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });

  it("refuses a cross-site form post to a page, by Origin when Sec-Fetch-Site is absent", async () => {
    const res = await SELF.fetch("https://example.com/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "name=A&email=a%40b.co&district=Belize&message=hello+there+friend",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("lets same-origin posts and plain reads through", async () => {
    const res = await SELF.fetch("https://example.com/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "198.51.100.77" },
      body: contactBody,
    });
    expect(res.status).toBe(201);
    const read = await SELF.fetch("https://example.com/api/catalogue", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(read.status).toBe(200);
  });
});
