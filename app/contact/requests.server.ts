// The contact capability behind both POST /api/contact and the /contact form action. Order
// matters: honeypot and validation first (they cost the client nothing), then a slot from the
// limiter, then one D1 batch that stores the request with its staff notification and the
// visitor's acknowledgment (all three or none), then the mails go on the queue. Success is
// answered only once the batch has committed.
import { contactFromEnv } from "../company/content/company";
import { LIMITS } from "../lib/constants";
import { parseContact } from "./schema";
import type { ContactFieldErrors, SentRequest } from "./form-data";
import { honeypotFilled } from "../forms/honeypot";
import { database } from "../server/db/client.server";
import { contactSubmissions } from "../server/db/schema.server";
import { clientKeyHash } from "../server/client-key.server";
import { takeClientSlot } from "../server/client-limit.server";
import { contactAcknowledgment, contactNotification, type ContactLead } from "../server/mail/lead-mails.server";
import { enqueueMail, outboxInsert } from "../server/mail/outbox.server";
import { newReference } from "../server/references.server";

type ContactSource = "page" | "dialog" | "api";

export type ContactOutcome =
  | { kind: "stored"; id: number; summary: SentRequest }
  | { kind: "dropped" }
  | { kind: "invalid"; fieldErrors: ContactFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export type ContactRequest = {
  input: unknown;
  ip: string | null;
  userAgent: string | null;
  source: ContactSource;
  /** The site's origin, for the links in the staff notification. */
  origin: string;
  /** The path of the page the request was sent from, when known. */
  page?: string | null;
  /** The clock, injectable so tests can walk the window's edges. */
  now?: number;
};

type ContactEnv = Pick<
  Env,
  "DB" | "CONTACT_LIMITER" | "CLIENT_KEY_SECRET" | "MAIL_QUEUE" | "COMPANY_EMAIL" | "COMPANY_PHONE" | "LEADS_EMAIL" | "CAREERS_EMAIL"
>;

/** A page of this site the request says it came from, as a path; anything else is dropped. */
function pagePath(page: string | null | undefined): string | null {
  if (!page || !page.startsWith("/") || page.startsWith("//") || page.length > LIMITS.pathname) return null;
  return /^\/[\w\-./]*$/.test(page) ? page : null;
}

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
  const lead: ContactLead = {
    reference: newReference("RQ"),
    name: data.name,
    email: data.email,
    phone: data.phone || null,
    country: data.country,
    district: data.district,
    message: data.message,
    quoteItems: data.quoteItems,
    project: {
      projectName: data.projectName,
      projectLocation: data.projectLocation,
      requiredBy: data.requiredBy,
      span: data.span,
      loads: data.loads,
    },
    page: pagePath(request.page),
    source: request.source,
    at: new Date(now),
  };
  try {
    const [[row], [notification], [acknowledgment]] = await database(env.DB).batch([
      database(env.DB)
        .insert(contactSubmissions)
        .values({
          reference: lead.reference,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          country: lead.country,
          district: lead.district,
          message: lead.message,
          projectName: data.projectName || null,
          projectLocation: data.projectLocation || null,
          requiredBy: data.requiredBy || null,
          span: data.span || null,
          loads: data.loads || null,
          quoteItems: data.quoteItems,
          source: request.source,
          page: lead.page,
          clientKeyHash: clientKey,
          userAgent: request.userAgent?.slice(0, LIMITS.userAgent) ?? null,
        })
        .returning({ id: contactSubmissions.id }),
      outboxInsert(env, contactNotification(lead, env, request.origin)),
      outboxInsert(env, contactAcknowledgment(lead, contactFromEnv(env))),
    ]);
    await enqueueMail(env, [notification!.id, acknowledgment!.id]);
    const { page: _page, source: _source, at: _at, ...summary } = lead;
    return { kind: "stored", id: row!.id, summary: { ...summary, quoteItems: [...data.quoteItems] } };
  } catch (error) {
    console.error("contact: could not store submission", error);
    await slot.release();
    return { kind: "unavailable" };
  }
}
