import { describe, expect, it } from "vitest";
import { safeNextPath, signinHref } from "../../app/lib/auth-next";

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
});

describe("signinHref", () => {
  it("names the mode and a next path only when they differ from the defaults", () => {
    expect(signinHref("signin")).toBe("/signin");
    expect(signinHref("signin", "/")).toBe("/signin");
    expect(signinHref("signup", "/account")).toBe("/signin?mode=signup&next=%2Faccount");
  });
});
