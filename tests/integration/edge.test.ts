import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DOCUMENT_HTML, INJECTED_SCRIPT } from "./worker";

const fetchWorker = (url: string, init?: RequestInit) => exports.default.fetch(url, init);

describe("the edge middleware", () => {
  it("redirects non-localhost http to https, keeping path and query", async () => {
    const res = await fetchWorker("http://www.mm.test/contact?x=1", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("https://www.mm.test/contact?x=1");
  });

  it("does not redirect localhost", async () => {
    const res = await fetchWorker("http://localhost/contact", { redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sets the security headers, with HSTS on https", async () => {
    const res = await fetchWorker("https://www.mm.test/");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=63072000");
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  const scriptSrc = (res: Response) =>
    res.headers
      .get("Content-Security-Policy")!
      .split("; ")
      .find((d) => d.startsWith("script-src"));
  const hashOf = async (script: string) =>
    `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)))))}'`;

  it("allows exactly the document's inline scripts by hash, and sends no mark", async () => {
    const res = await fetchWorker("https://www.mm.test/");
    // The renderer's mark is gone: every visitor gets the same page, with no nonce.
    expect(await res.text()).toBe(DOCUMENT_HTML.replace(' nonce="MARK"', ""));
    expect(scriptSrc(res)).toBe(`script-src 'self' ${await hashOf("window.x = 1")}`);
    expect(res.headers.get("X-Inline-Script-Mark")).toBeNull();
  });

  it("refuses an inline script the page's own code did not write (one an escaping bug let in)", async () => {
    const res = await fetchWorker("https://www.mm.test/injected");
    expect(await res.text()).toContain(INJECTED_SCRIPT);
    expect(scriptSrc(res)).toBe(`script-src 'self' ${await hashOf("window.x = 1")}`);
    expect(scriptSrc(res)).not.toContain(await hashOf("alert(document.cookie)"));
  });

  it("answers unknown /api/ paths with a JSON 404", async () => {
    const res = await fetchWorker("https://www.mm.test/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error: "Not found." });
  });

  it("hands every method of other paths to the document handler (form POSTs included)", async () => {
    const res = await fetchWorker("https://www.mm.test/contact", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(res.status).toBe(200);
  });

  it("turns an unexpected failure into a plain 500 without details", async () => {
    const res = await fetchWorker("https://www.mm.test/explode");
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("boom");
  });
});
