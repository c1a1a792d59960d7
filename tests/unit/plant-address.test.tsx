// The plant's address is a name, "Mile 6.16" ("Milla 6.16"): a place on the Old Northern Highway
// as Belize names it, never a distance to convert. The page's footer gives it as the facts write
// it (the spec sheet's PDF: tests/integration/plant-address.test.ts).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LOCALES, localePath, type Locale } from "../../app/lib/locale";
import { facts, publicFacts } from "../../app/site/facts";
import SiteFooter from "../../app/shell/site-footer";

const STREET: Record<Locale, string> = { en: "Mile 6.16, Old Northern Highway", es: "Milla 6.16, Old Northern Highway" };

describe("the plant's address", () => {
  it.each(LOCALES)("is a name in the facts (%s)", (locale) => {
    expect(facts.address.value[locale].street).toBe(STREET[locale]);
  });

  it.each(LOCALES)("reads as the facts write it in the page's footer (%s)", (locale) => {
    const Stub = createRoutesStub([{ id: "root", path: "/*", Component: SiteFooter }]);
    const root = { facts: publicFacts(locale, false), siteUrl: "", previewOf: null };
    const html = renderToString(<Stub initialEntries={[localePath(locale, "/")]} hydrationData={{ loaderData: { root } }} />);
    expect(html).toContain(STREET[locale]);
    expect(html).not.toMatch(/\d ?km\b|\bkm \d|\d ?miles?\b/i);
  });
});
