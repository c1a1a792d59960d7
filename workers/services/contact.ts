// The contact capability (spec §5, §7, §8) behind both POST /api/contact and the /contact
// form action. Order matters: honeypot and validation first (they cost the client nothing),
// then a slot from the limiter, then the D1 insert; success only once the row is committed.
import { contactSubmissions } from "../db/schema";
import { database } from "../db/client";
import { honeypotFilled, parseContact, type ContactFieldErrors } from "../../app/lib/contact-schema";
import { clientKeyHash } from "./client-key";
import { takeClientSlot } from "./client-limit";
import { LIMITS } from "../../app/lib/constants";

export type ContactSource = "page" | "dialog" | "api";

export type ContactOutcome =
  | { kind: "stored"; id: number }
  | { kind: "dropped" }
  | { kind: "invalid"; fieldErrors: ContactFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export type ContactRequest = {
  input: unknown;
  ip: string | null;
  userAgent: string | null;
  source: ContactSource;
  /** The clock, injectable so tests can walk the window's edges. */
  now?: number;
};

type ContactEnv = Pick<Env, "DB" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET">;

export async function submitContact(env: ContactEnv, request: ContactRequest): Promise<ContactOutcome> {
  const now = request.now ?? Date.now();

  if (honeypotFilled(request.input)) {
    console.warn("contact: honeypot filled, submission dropped", { source: request.source });
    return { kind: "dropped" };
  }

  const parsed = parseContact(request.input);
  if (!parsed.ok) return { kind: "invalid", fieldErrors: parsed.fieldErrors };

  const clientKey = await clientKeyHash(request.ip, env.CLIENT_KEY_SECRET);
  const slot = await takeClientSlot(env, "contact", clientKey, now);
  if (!slot.ok) return { kind: "rate-limited", retryAfterSeconds: slot.retryAfterSeconds };

  const { data } = parsed;
  try {
    const [row] = await database(env.DB)
      .insert(contactSubmissions)
      .values({
        name: data.name,
        email: data.email,
        phone: data.phone || null,
        district: data.district,
        message: data.message,
        quoteItems: data.quoteItems,
        source: request.source,
        clientKeyHash: clientKey,
        userAgent: request.userAgent?.slice(0, LIMITS.userAgent) ?? null,
      })
      .returning({ id: contactSubmissions.id });
    return { kind: "stored", id: row!.id };
  } catch (error) {
    console.error("contact: could not store submission", error);
    await slot.release();
    return { kind: "unavailable" };
  }
}
