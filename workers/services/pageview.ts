// Page-view log (spec §7 logPageView). The client sends it only under the consent rule of
// DECISIONS.md; the server validates and bounds what it stores.
import { z } from "zod";
import { cleanText } from "../../app/lib/clean-text";
import { LIMITS } from "../../app/lib/constants";
import { database } from "../db/client";
import { pageViews } from "../db/schema";

const bounded = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? cleanText(v).slice(0, max) || null : null));

export const pageViewSchema = z.object({
  pathname: z
    .string()
    .max(LIMITS.pathname)
    .regex(/^\/[^\s<>"'`\\]*$/, "Invalid pathname."),
  referrer: bounded(LIMITS.referrer),
  ua: bounded(LIMITS.userAgent),
});

export type PageViewOutcome = { kind: "stored" } | { kind: "invalid"; error: string } | { kind: "unavailable" };

export async function recordPageView(db: D1Database, input: unknown): Promise<PageViewOutcome> {
  const parsed = pageViewSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", error: "Invalid page view: pathname must be a path starting with /." };
  try {
    await database(db).insert(pageViews).values(parsed.data);
    return { kind: "stored" };
  } catch (error) {
    console.error("pageview: could not store", error);
    return { kind: "unavailable" };
  }
}
