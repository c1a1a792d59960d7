import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "../../workers/middleware/security-headers";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("the CSP", () => {
  const mark = "0123456789abcdef0123456789abcdef";

  it("hashes each inline script the renderer marked, once, and ignores external ones", async () => {
    const html = `<script nonce="${mark}">a()</script><script type="module" nonce="${mark}">b()</script><script src="/x.js" nonce="${mark}"></script><script nonce="${mark}">a()</script>`;
    expect(await inlineScriptHashes(html, mark)).toEqual([sha("a()"), sha("b()")]);
  });

  it("never hashes a script without this render's mark, or with another", async () => {
    const html = `<script nonce="${mark}">a()</script><script>evil()</script><script nonce="ffffffffffffffffffffffffffffffff">evil()</script><p nonce="${mark}"><script>evil()</script></p>`;
    expect(await inlineScriptHashes(html, mark)).toEqual([sha("a()")]);
    expect(await inlineScriptHashes(html, "not-a-mark")).toEqual([]);
  });

  it("never allows inline scripts without a hash and locks down the rest", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [sha("a()")] });
    expect(csp).toContain(`script-src 'self' ${sha("a()")}`);
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
