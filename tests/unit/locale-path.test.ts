// A page's twin in the other language is always a path of this site (app/lib/locale.ts): a path
// that arrived with doubled slashes or backslashes never becomes "//host/…", another site's address.
import { describe, expect, it } from "vitest";
import { localePath } from "../../app/lib/locale";

describe("localePath with a path as it may arrive", () => {
  it.each([
    ["/es//evil.example/login", "/evil.example/login", "/es/evil.example/login"],
    ["//evil.example/login", "/evil.example/login", "/es/evil.example/login"],
    ["/\\evil.example/x", "/evil.example/x", "/es/evil.example/x"],
    ["/es/\\\\evil.example/x", "/evil.example/x", "/es/evil.example/x"],
    ["\\/evil.example", "/evil.example", "/es/evil.example"],
    ["/es///", "/", "/es/"],
    ["/products//hollow-core", "/products/hollow-core", "/es/products/hollow-core"],
  ])("%s is %s in English and %s in Spanish", (path, english, spanish) => {
    expect(localePath("en", path)).toBe(english);
    expect(localePath("es", path)).toBe(spanish);
  });

  it("leaves the query and the fragment as they are", () => {
    expect(localePath("es", "//products?next=//evil.example#a//b")).toBe("/es/products?next=//evil.example#a//b");
    expect(localePath("en", "/es/?q=a\\b")).toBe("/?q=a\\b");
  });

  it("never starts a path with two slashes, whatever it is given", () => {
    for (const path of ["//x", "///x", "/\\x", "\\\\x", "/es//x", "/es/\\x", "/es\\\\x"]) {
      for (const locale of ["en", "es"] as const) expect(localePath(locale, path), `${locale} ${path}`).not.toMatch(/^[/\\]{2}/);
    }
  });
});
