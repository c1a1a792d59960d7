import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeNextPath, signinHref } from "../../app/accounts/next-path";

describe("safeNextPath: where sign-in may send a visitor", () => {
  it.each([
    ["/account", "/account"],
    ["/products?category=beams&application=bridge", "/products?category=beams&application=bridge"],
    ["/products/hollow-core#quote", "/products/hollow-core#quote"],
    ["/services/../account", "/account"],
  ])("keeps the path on this site: %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/account",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\t/evil.example",
    "/\n/evil.example",
    " /account",
    "evil.example",
    "%2F%2Fevil.example",
    "/signin",
    "/signin/",
    "/SignIn?next=//evil.example",
    "/es/signin",
    "/es/SignIn/?next=/es/account",
    "/api/auth/sign-out",
    "/api",
    `/${"a".repeat(600)}`,
    "",
  ])("refuses %j and falls back to /", (next) => {
    expect(safeNextPath(next)).toBe("/");
  });

  it("refuses anything that is not one string", () => {
    for (const next of [undefined, null, 42, ["/account"], { href: "/account" }]) expect(safeNextPath(next)).toBe("/");
  });

  it("falls back to the given path", () => {
    expect(safeNextPath("//evil.example", "/account")).toBe("/account");
  });

  it("keeps a Spanish page, and falls back to the Spanish home page on a Spanish sign-in page", () => {
    expect(safeNextPath("/es/account")).toBe("/es/account");
    expect(safeNextPath("/es/signin", "/es/")).toBe("/es/");
  });
});

describe("signinHref", () => {
  it("names the mode and a next path only when they differ from the defaults", () => {
    expect(signinHref("signin")).toBe("/signin");
    expect(signinHref("signin", "/")).toBe("/signin");
    expect(signinHref("signup", "/account")).toBe("/signin?mode=signup&next=%2Faccount");
  });
});

describe("safeNextPath: whatever `next` holds, the Location we send stays on this site", () => {
  const SITE = "https://www.mm-precast.example";
  /** How a browser reads the Location header: resolved against the page's own URL. */
  const landsOn = (location: string) => new URL(location, `${SITE}/signin?next=x`).origin;

  const KNOWN_BAD = [
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/a/../..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/%2e%2e//evil.example",
    "/a/%2E%2e/%2e%2E//evil.example/x?y#z",
    "/.%2f/evil.example",
    "/%2f%2fevil.example",
    "/%2F%2Fevil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/.\\/evil.example",
    "/\u0000/evil.example",
    "/\u0085/evil.example",
    "/\u2028/evil.example",
    "/ /evil.example",
    "/.//EVIL.example",
    "/A/..//Evil.Example",
    "/..//evil.example:443/",
    "/.//user:pass@evil.example",
    "/./%09/evil.example",
  ];

  it.each(KNOWN_BAD)("keeps %j on this site", (next) => {
    const location = safeNextPath(next);
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(landsOn(location)).toBe(SITE);
  });

  // Pieces an attacker combines: slashes and their encodings, dot segments, hosts, control characters.
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "./",
    "../",
    "%2e",
    "%2E",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "%2e%2e",
    "%252f",
    "evil.example",
    "EVIL.example",
    "@",
    ":",
    "?",
    "#",
    "&",
    "=",
    "a",
    "next",
    "signin",
    "api",
    "\t",
    "\n",
    "\r",
    "\u0000",
    "\u007f",
    "\u0085",
    "\u00a0",
    "\u2028",
    "\ufeff",
    " ",
    "http:",
    "https://",
    "javascript:",
  );
  const attack = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

  it("never resolves elsewhere, for generated paths made of dangerous pieces", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          attack,
          attack.map((rest) => `/${rest}`),
          fc.string(),
          fc.webPath(),
        ),
        (next) => {
          const location = safeNextPath(next);
          expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
          // eslint-disable-next-line no-control-regex -- no control character may reach the Location header
          expect(/[\\\u0000-\u001f\u007f]/.test(location)).toBe(false);
          expect(landsOn(location)).toBe(SITE);
          // Idempotent: what we send is itself accepted unchanged.
          expect(safeNextPath(location)).toBe(location === "/" ? "/" : location);
        },
      ),
      { numRuns: 5000 },
    );
    // 5000 generated cases take a few seconds on a busy two-core machine: room, not a speed check.
  }, 60_000);

  it("keeps ordinary paths on this site as they are", () => {
    fc.assert(
      fc.property(fc.webPath({ size: "small" }), (path) => {
        const next = path.startsWith("/") ? path : `/${path}`;
        fc.pre(!next.startsWith("//") && !/^\/(signin|api)(\/|$)/i.test(next) && !/(^|\/)\.{1,2}(\/|$)|%2e/i.test(next));
        expect(safeNextPath(next)).toBe(new URL(next, SITE).pathname);
      }),
    );
  });
});
