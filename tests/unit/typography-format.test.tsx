// The formatting helpers write what each language's typography record says (app/lib/typography.ts).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SpanLoadAnswerCard } from "../../app/catalogue/components/span-load-answer";
import { clockHour, clockTime, numericDate, readDate } from "../../app/lib/calendar";
import { formatNumber, formatPercent } from "../../app/lib/typography";

describe("numbers", () => {
  it("group with a comma from 1,000 and mark decimals with a point, in both languages", () => {
    expect(formatNumber(4450, "es")).toBe("4,450");
    expect(formatNumber(99_999.25, "es", { places: 2 })).toBe("99,999.25");
    expect(formatNumber(1220, "en")).toBe("1,220");
    expect(formatNumber(12.5, "es", { places: 1 })).toBe("12.5");
    expect(formatNumber(3, "en", { places: 2, fixed: true })).toBe("3.00");
    expect(formatNumber(-0.04, "en", { places: 1 })).toBe("0");
    expect(formatNumber(-1234.5, "en", { places: 1 })).toBe("-1,234.5");
  });

  it("write a percentage with no space before the sign", () => {
    expect(formatPercent(20, "es")).toBe("20%");
    expect(formatPercent(1234, "en", true)).toBe("+1,234%");
  });
});

describe("the clock", () => {
  it("is 12-hour in English and 24-hour in Spanish", () => {
    expect(clockTime(14, 5, "en")).toBe("2:05 PM");
    expect(clockTime(14, 5, "es")).toBe("14:05");
    expect(clockHour(8, "en", true)).toBe("8 AM");
    expect(clockHour(17, "es", true)).toBe("17:00");
    expect(clockTime(0, 30, "en")).toBe("12:30 AM");
  });
});

describe("dates", () => {
  it("are written day first, as the date hint shows them", () => {
    expect(numericDate("2027-03-31", "es")).toBe("31/03/2027");
    expect(numericDate("2027-03-31", "en")).toBe("31/03/2027");
  });

  it("are read as typed, day first or as a date field sends them; never a date that does not exist", () => {
    expect(readDate("31/03/2027")).toBe("2027-03-31");
    expect(readDate("1.4.2027")).toBe("2027-04-01");
    expect(readDate("2027-03-31")).toBe("2027-03-31");
    for (const text of ["03/31/2027", "31/02/2027", "2027-02-30", "tomorrow", "31/03/27"]) expect(readDate(text), text).toBeNull();
  });
});

describe("find by span and load's margin", () => {
  const answer = {
    sectionId: "hc-200",
    designId: "hc-200-4",
    sectionName: "HC 200 × 1200, 4x12.7",
    productSlug: "hollow-core",
    productTitle: "Hollow Core",
    depth: "{200 mm|7.9 in}",
    selfWeight: "{2.74 kPa|57 psf}",
    capacity: "{9.8 kPa|205 psf}",
    tableSpan: null,
    marginPct: 1234,
    note: "",
  };
  it("is a percentage as the page's language writes it", () => {
    const Stub = createRoutesStub([{ path: "/*", Component: () => <SpanLoadAnswerCard answer={answer} /> }]);
    const html = renderToString(<Stub initialEntries={["/products"]} />);
    expect(html.replace(/<[^>]+>/g, " ")).toMatch(/Margin\s*:\s*\+1,234%/);
  });
});
