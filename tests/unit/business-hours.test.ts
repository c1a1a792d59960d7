import { describe, expect, it } from "vitest";
import { businessHoursStatus } from "../../app/contact/business-hours";
import { company } from "../../app/site/company";
import { officeHours } from "../../app/site/facts";

/** The office's schedule as the contact page receives it: the facts' office hours. */
const schedule = officeHours("en");

/** The instant when Belize's wall clock (UTC−6 all year, no daylight saving) shows this time. */
const belize = (isoLocal: string) => new Date(`${isoLocal}-06:00`);
const label = (isoLocal: string) => businessHoursStatus(belize(isoLocal), schedule).label;

// Wednesday 16 July 2025; Saturday 19 and Sunday 20 July 2025.
describe("business-hours status in Belize time (rules §4, docs/decisions/0001-product-resolutions.md)", () => {
  it("is Closed all weekend", () => {
    expect(label("2025-07-19T10:00")).toBe("Closed");
    expect(label("2025-07-20T07:30")).toBe("Closed");
    expect(label("2025-07-20T23:59")).toBe("Closed");
  });

  it("counts down in the last hour before opening", () => {
    expect(label("2025-07-16T07:05")).toBe("Opening in 55 minutes");
    expect(label("2025-07-16T07:01")).toBe("Opening in 59 minutes");
    expect(label("2025-07-16T07:59")).toBe("Opening in 1 minute");
  });

  it("gives the opening time when it is an hour or more away", () => {
    expect(label("2025-07-16T06:59")).toBe("Opening at 8:00 AM");
    expect(label("2025-07-16T07:00")).toBe("Opening at 8:00 AM");
    expect(label("2025-07-16T00:00")).toBe("Opening at 8:00 AM");
  });

  it("is Open Now from 8:00 to just before 17:00", () => {
    expect(businessHoursStatus(belize("2025-07-16T08:00"), schedule)).toEqual({ open: true, label: "Open Now" });
    expect(label("2025-07-16T12:30")).toBe("Open Now");
    expect(label("2025-07-16T16:59")).toBe("Open Now");
  });

  it("is Closed for today from 17:00", () => {
    expect(businessHoursStatus(belize("2025-07-16T17:00"), schedule)).toEqual({ open: false, label: "Closed for today" });
    expect(label("2025-07-18T23:59")).toBe("Closed for today"); // Friday night
  });

  it("opens on Monday, not on Sunday night", () => {
    expect(label("2025-07-21T07:30")).toBe("Opening in 30 minutes");
    expect(label("2025-07-21T08:00")).toBe("Open Now");
  });

  // Three visitors, each browser running in its own zone: the instants are written as their
  // clocks show them, and the process time zone is switched to theirs. The answer is Belize's.
  const visitors = [
    { zone: "Europe/Madrid", at: "2025-07-16T15:05:00+02:00", localHour: 15, expected: "Opening in 55 minutes" }, // Wed 07:05 Belize
    { zone: "Europe/Madrid", at: "2025-07-17T00:30:00+02:00", localHour: 0, expected: "Open Now" }, // Wed 16:30 Belize
    { zone: "America/New_York", at: "2025-07-16T10:00:00-04:00", localHour: 10, expected: "Open Now" }, // Wed 08:00 Belize
    { zone: "America/New_York", at: "2025-07-19T01:00:00-04:00", localHour: 1, expected: "Closed for today" }, // Fri 23:00 Belize
    { zone: "Asia/Tokyo", at: "2025-07-17T08:00:00+09:00", localHour: 8, expected: "Closed for today" }, // Wed 17:00 Belize
    { zone: "Asia/Tokyo", at: "2025-07-21T22:59:00+09:00", localHour: 22, expected: "Opening in 1 minute" }, // Mon 07:59 Belize
    { zone: "Asia/Tokyo", at: "2025-07-20T09:00:00+09:00", localHour: 9, expected: "Closed" }, // Sat 18:00 Belize, Sunday in Tokyo
  ];
  for (const visitor of visitors) {
    it(`tells a visitor in ${visitor.zone} at ${visitor.at} Belize's status`, () => {
      const before = process.env.TZ;
      process.env.TZ = visitor.zone; // Node applies a changed TZ at once
      try {
        const instant = new Date(visitor.at);
        expect(instant.getHours()).toBe(visitor.localHour); // the process really runs on the visitor's clock
        expect(businessHoursStatus(instant, schedule).label).toBe(visitor.expected);
      } finally {
        process.env.TZ = before;
      }
    });
  }

  it("reads Belize's wall clock as the time zone database does, every hour of two years", () => {
    const zone = new Intl.DateTimeFormat("en-US", {
      timeZone: company.timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < start + 2 * 365 * 24 * 3_600_000; t += 3_600_000 + 60_000) {
      const parts = Object.fromEntries(zone.formatToParts(t).map((part) => [part.type, part.value]));
      const wall = new Date(t + company.utcOffsetMinutes * 60_000);
      const seen = `${wall.toUTCString().slice(0, 3)} ${String(wall.getUTCHours()).padStart(2, "0")}:${String(wall.getUTCMinutes()).padStart(2, "0")}`;
      expect(seen, new Date(t).toISOString()).toBe(`${parts.weekday} ${parts.hour}:${parts.minute}`);
    }
  });
});
