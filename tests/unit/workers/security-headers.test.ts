import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "../../../workers/middleware/security-headers";

// Web Crypto, as in the Worker: this file is type-checked with the Worker's types (tsconfig.cloudflare.json).
const sha = async (s: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
};

describe("the CSP", () => {
  const mark = "0123456789abcdef0123456789abcdef";

  it("hashes each inline script the renderer marked, once, and ignores external ones", async () => {
    const html = `<script nonce="${mark}">a()</script><script type="module" nonce="${mark}">b()</script><script src="/x.js" nonce="${mark}"></script><script nonce="${mark}">a()</script>`;
    expect(await inlineScriptHashes(html, mark)).toEqual([await sha("a()"), await sha("b()")]);
  });

  it("never hashes a script without this render's mark, or with another", async () => {
    const html = `<script nonce="${mark}">a()</script><script>evil()</script><script nonce="ffffffffffffffffffffffffffffffff">evil()</script><p nonce="${mark}"><script>evil()</script></p>`;
    expect(await inlineScriptHashes(html, mark)).toEqual([await sha("a()")]);
    expect(await inlineScriptHashes(html, "not-a-mark")).toEqual([]);
  });

  it("never allows inline scripts without a hash and locks down the rest", async () => {
    const csp = contentSecurityPolicy({ scriptHashes: [await sha("a()")] });
    expect(csp).toContain(`script-src 'self' ${await sha("a()")}`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
  });
});
