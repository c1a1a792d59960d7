// The office's open/closed status (rules §4 "Business-hours status"), always in Belize time:
// docs/decisions/0001-product-resolutions.md, a visitor in Madrid must not be told the office is open at midnight in Belize.
// Pure: it takes an instant, so the server (first HTML) and the browser (each minute) agree.
import { company } from "../company/content/company";
import { OFFICE_HOURS } from "../lib/constants";

export type BusinessHoursStatus = { open: boolean; label: string };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
let formatter: Intl.DateTimeFormat | undefined;

/** Day of week (0 = Sunday) and minutes since midnight on the office's wall clock. */
function officeClock(now: Date): { day: number; minutes: number } {
  formatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: company.timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: WEEKDAYS.indexOf(parts.weekday ?? ""), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
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
