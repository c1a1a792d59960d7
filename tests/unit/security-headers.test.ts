import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "../../workers/middleware/security-headers";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("the CSP", () => {
  it("hashes every inline script once and ignores external ones", async () => {
    const html = '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script>a()</script>';
    expect(await inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
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
