// The office's open/closed status (rules §4 "Business-hours status"), always in Belize time:
// docs/decisions/0001-product-resolutions.md, a visitor in Madrid must not be told the office is open at midnight in Belize.
// Pure: it takes an instant, so the server (first HTML) and the browser (each minute) agree.
import { company } from "../company/content/company";
import { OFFICE_HOURS } from "../lib/constants";

export type BusinessHoursStatus = { open: boolean; label: string };

/**
 * Day of week (0 = Sunday) and minutes since midnight on the office's wall clock: the instant
 * moved by Belize's fixed offset (Belize has no daylight saving). Plain arithmetic rather than
 * Intl with a time zone: a browser builds its first Intl formatter from its locale data in one
 * long task (about 45 ms on our two-core test machine) while the page hydrates
 * (docs/decisions/0056-blocking-time-on-a-two-core-machine.md). A unit test checks the offset
 * against the time zone database for every hour of two years.
 */
function officeClock(now: Date): { day: number; minutes: number } {
  const wall = new Date(now.getTime() + company.utcOffsetMinutes * 60_000);
  return { day: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** '8:00 AM' from 8, '5:00 PM' from 17. */
function hourLabel(hour: number): string {
  return `${hour % 12 || 12}:00 ${hour < 12 ? "AM" : "PM"}`;
}

export function businessHoursStatus(now: Date): BusinessHoursStatus {
  const { day, minutes } = officeClock(now);
  const opens = OFFICE_HOURS.openHour * 60;
  const closes = OFFICE_HOURS.closeHour * 60;
  if (day === 0 || day === 6) return { open: false, label: "Closed" };
  if (minutes >= closes) return { open: false, label: "Closed for today" };
  if (minutes >= opens) return { open: true, label: "Open Now" };
  const wait = opens - minutes;
  if (wait < 60) return { open: false, label: `Opening in ${wait} ${wait === 1 ? "minute" : "minutes"}` };
  return { open: false, label: `Opening at ${hourLabel(OFFICE_HOURS.openHour)}` };
}
