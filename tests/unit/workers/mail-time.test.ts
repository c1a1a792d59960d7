// When a lead arrived, as its mails say it (app/server/mail/lead-mail-kit.server.ts): in Belize
// time, on the language's one clock (app/lib/typography.ts) and in its date order, as its pages.
import { describe, expect, it } from "vitest";
import { receivedAt } from "../../../app/server/mail/lead-mail-kit.server";

describe("a lead's arrival in its mails", () => {
  const afternoon = new Date("2026-11-23T20:05:00Z"); // 14:05 in Belize (UTC−6)
  const morning = new Date("2026-11-23T14:05:00Z"); // 8:05

  it("reads the 24-hour clock in Spanish, as the office hours do", () => {
    expect(receivedAt(afternoon, "es")).toBe("lunes, 23 de noviembre de 2026, 14:05, hora de Belice");
    expect(receivedAt(morning, "es")).toBe("lunes, 23 de noviembre de 2026, 8:05, hora de Belice");
  });

  it("reads the 12-hour clock in English, the day before the month as English pages write dates", () => {
    expect(receivedAt(afternoon, "en")).toBe("Mon, 23 Nov 2026, 2:05 PM Belize time");
    expect(receivedAt(morning)).toBe("Mon, 23 Nov 2026, 8:05 AM Belize time");
  });
});
