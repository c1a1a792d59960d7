// The office's open/closed status (rules §4 "Business-hours status"), always in Belize time:
// docs/decisions/0001-product-resolutions.md, a visitor in Madrid must not be told the office is open at midnight in Belize.
// Pure: it takes an instant and the office's schedule (the facts' office hours, which the page's
// loader hands on), so the server (first HTML) and the browser (each minute) agree.
import { clockHour } from "../lib/calendar";
import { translator, type Translate } from "../lib/messages";

export type BusinessHoursStatus = { open: boolean; label: string };

/** The office's week: open days (0 = Sunday), opening and closing hour, and Belize's offset from UTC. */
export type OfficeSchedule = { weekdays: readonly number[]; opens: number; closes: number; utcOffsetMinutes: number };

/**
 * Day of week (0 = Sunday) and minutes since midnight on the office's wall clock: the instant
 * moved by Belize's fixed offset (Belize has no daylight saving). Plain arithmetic rather than
 * Intl with a time zone: a browser builds its first Intl formatter from its locale data in one
 * long task (about 45 ms on our two-core test machine) while the page hydrates
 * (docs/decisions/0056-blocking-time-on-a-two-core-machine.md). A unit test checks the offset
 * against the time zone database for every hour of two years.
 */
function officeClock(now: Date, utcOffsetMinutes: number): { day: number; minutes: number } {
  const wall = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  return { day: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** English, where no language is given. */
const ENGLISH = translator("en", undefined);

/** Whether the office is open at `now`, and how to say so in `t`'s language (English by default). */
export function businessHoursStatus(now: Date, schedule: OfficeSchedule, t: Translate = ENGLISH): BusinessHoursStatus {
  const { day, minutes } = officeClock(now, schedule.utcOffsetMinutes);
  const opens = schedule.opens * 60;
  const closes = schedule.closes * 60;
  if (!schedule.weekdays.includes(day)) return { open: false, label: t("Closed") };
  if (minutes >= closes) return { open: false, label: t("Closed for today") };
  if (minutes >= opens) return { open: true, label: t("Open Now") };
  const wait = opens - minutes;
  if (wait < 60) return { open: false, label: t.n(wait, "Opening in # minute", "Opening in # minutes") };
  return { open: false, label: t("Opening at {time}", { time: clockHour(schedule.opens, t.locale) }) };
}
