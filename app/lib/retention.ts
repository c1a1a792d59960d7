// How long the site keeps what it receives: the privacy page states these periods and the daily
// retention job (app/server/retention.server.ts) enforces them, both from these numbers.
export const RETENTION = {
  /** Contact and quote requests, with their quote items. */
  requestsDays: 730,
  /** Page views (only recorded with consent). */
  pageViewsDays: 761,
  /** Page-speed measurements (Core Web Vitals, only with consent): 13 months, a year to compare with. */
  vitalsDays: 395,
  /** Job applications and their résumés, counted from the day the position is filled (closed). */
  applicationsAfterFilledDays: 365,
  /** Job-alert subscriptions nobody confirmed. */
  unconfirmedAlertsDays: 7,
  /** Accounts whose address nobody confirmed, with their password and sessions. */
  unconfirmedAccountsDays: 7,
  /** Copies of mails the site sent (they repeat what a lead said). */
  mailDays: 90,
  /** Rate-limit records (the limiter objects forget a key this long after its last use). */
  rateLimitMinutes: 5,
} as const;

/** '730' days as 'two years', '761' as '25 months', '365' as '12 months', '7' as 'seven days'. */
export function periodInWords(days: number): string {
  const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
  if (days % 365 === 0) return `${words[days / 365] ?? days / 365} year${days === 365 ? "" : "s"}`;
  if (days > 60) return `${Math.round(days / 30.44)} months`;
  return `${words[days] ?? days} days`;
}
