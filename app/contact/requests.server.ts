// The contact capability behind both POST /api/contact and the /contact form action. Order
// matters: honeypot and validation first (they cost the client nothing), then a slot from the
// limiter, then the attachments into R2 under random keys, then one D1 batch that stores the
// request with its staff notification and the visitor's acknowledgment (all three or none; the
// acknowledgment left out when its address has had its day's share), then the mails go on the
// queue. Success is answered only once the batch has committed; a failed batch removes the files
// it had stored and gives the slot back.
import { showsPlaceholders } from "../site/facts";
import { LIMITS } from "../lib/constants";
import { parseContact } from "./schema";
import type { ContactFieldErrors, SentRequest } from "./form-data";
import type { SimilarProject } from "./quoted-product";
import { honeypotFilled } from "../forms/honeypot";
import { database } from "../server/db/client.server";
import { contactSubmissions } from "../server/db/schema.server";
import { takeClientSlot } from "../server/client-limit.server";
import { contactAcknowledgment, contactNotification, type CatalogueName, type ContactLead, type ProductPage } from "./request-mails.server";
import type { LeadEnv } from "../server/mail/lead-mail-kit.server";
import { acknowledgmentCap, cappedOutboxInsert, enqueueMail, outboxInsert } from "../server/mail/outbox.server";
import { newReference } from "../server/references.server";
import { FILE_LINK_DAYS, signedFileLink } from "../server/file-links.server";
import { checkAttachments, type CheckedAttachment } from "./attachments";
import type { StoredAttachment } from "../server/db/schema.server";
import { serverT } from "../server/i18n.server";
import type { Locale } from "../lib/locale";
import { catalog } from "./translations";
import { contactMessage } from "./messages";

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
  /** Drawings and documents the form carried (the JSON API takes none). */
  attachments?: readonly File[];
  /** The clock, injectable so tests can walk the window's edges. */
  now?: number;
  /**
   * The language it was sent in (the page's, or the API's `locale`): its field messages, its
   * acknowledgment, and what staff are told to answer in. English when not said.
   */
  locale?: Locale;
  /** The catalogue's product page of a quote item's id (app/catalogue/quoted-product.server.ts): staff mail links only those; without it, none. */
  productPage?: ProductPage;
  /** Our catalogue's name of an item's product, in the request's language: the acknowledgment lists only those. */
  catalogueName?: CatalogueName;
  /** The project the form asked for a solution like (its address named it; app/company/similar-project.server.ts). */
  similarTo?: SimilarProject | null;
};

/** A page of this site the request says it came from, as a path; anything else is dropped. */
function pagePath(page: string | null | undefined): string | null {
  if (!page || !page.startsWith("/") || page.startsWith("//") || page.length > LIMITS.pathname) return null;
  return /^\/[\w\-./]*$/.test(page) ? page : null;
}

export async function submitContact(env: LeadEnv, request: ContactRequest): Promise<ContactOutcome> {
  const now = request.now ?? Date.now();
  const locale = request.locale ?? "en";
  const t = serverT(locale, catalog);

  if (honeypotFilled(request.input)) {
    console.warn("contact: honeypot filled, submission dropped", { source: request.source });
    return { kind: "dropped" };
  }

  // Every message at once, in the request's language: the fields and the files.
  const parsed = parseContact(request.input);
  const files = await checkAttachments(request.attachments ?? [], t);
  if (!parsed.ok || !files.ok) {
    const fieldErrors: ContactFieldErrors = parsed.ok ? {} : parsed.fieldErrors;
    for (const [field, message] of Object.entries(fieldErrors)) fieldErrors[field as keyof ContactFieldErrors] = contactMessage(t, message);
    return { kind: "invalid", fieldErrors: { ...fieldErrors, ...(files.ok ? {} : { attachments: files.error }) } };
  }

  const slot = await takeClientSlot(env, "contact", { ip: request.ip, url: request.origin }, now);
  if (!slot.ok) return slot.outcome;

  let attachments: StoredAttachment[];
  try {
    attachments = await storeAttachments(env, files.files, now);
  } catch (error) {
    console.error("contact: could not store the attachments", error);
    await slot.release();
    return { kind: "unavailable" };
  }

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
    attachments: attachments.map(({ name, size }) => ({ name, size })),
    attachmentLinks: [],
    page: pagePath(request.page),
    source: request.source,
    at: new Date(now),
    locale,
    ...(request.similarTo ? { similarTo: request.similarTo } : {}),
  };
  try {
    lead.attachmentLinks = await Promise.all(attachments.map((file) => signedFileLink(env, request.origin, file.key, now)));
    const acknowledgment = contactAcknowledgment(
      lead,
      { origin: request.origin, examples: showsPlaceholders(env, request.origin) },
      request.catalogueName,
    );
    const [[row], [notification], [acknowledged], undone] = await database(env.DB).batch([
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
          attachments,
          source: request.source,
          page: lead.page,
          similarProject: lead.similarTo?.id ?? null,
          locale,
          clientKeyHash: slot.clientKey,
          userAgent: request.userAgent?.slice(0, LIMITS.userAgent) ?? null,
        })
        .returning({ id: contactSubmissions.id }),
      outboxInsert(env, contactNotification(lead, env, request.origin, FILE_LINK_DAYS, request.productPage ?? (() => null))),
      ...cappedOutboxInsert(env, acknowledgment, acknowledgmentCap(Date.now())),
    ]);
    await enqueueMail(env, undone.length ? [notification!.id] : [notification!.id, acknowledged!.id]);
    const { page: _page, source: _source, at: _at, attachmentLinks: _links, locale: _locale, ...summary } = lead;
    return { kind: "stored", id: row!.id, summary: { ...summary, quoteItems: [...data.quoteItems] } };
  } catch (error) {
    console.error("contact: could not store submission", error);
    await removeAttachments(env, attachments);
    await slot.release();
    return { kind: "unavailable" };
  }
}

/** Each file into R2 under a random key (never the visitor's name), kept as a download. */
async function storeAttachments(env: Pick<Env, "UPLOADS">, files: readonly CheckedAttachment[], now: number): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const { file, kind, name } of files) {
      const key = `attachments/${new Date(now).getUTCFullYear()}/${crypto.randomUUID()}.${kind.ext}`;
      // Served only as a download (workers/api/files.ts): a PDF may also be an HTML page.
      await env.UPLOADS.put(key, file, {
        httpMetadata: { contentType: kind.contentType, contentDisposition: `attachment; filename="drawing.${kind.ext}"` },
        customMetadata: { name },
      });
      stored.push({ key, name, type: kind.contentType, size: file.size });
    }
    return stored;
  } catch (error) {
    await removeAttachments(env, stored);
    throw error;
  }
}

async function removeAttachments(env: Pick<Env, "UPLOADS">, files: readonly StoredAttachment[]): Promise<void> {
  if (!files.length) return;
  await env.UPLOADS.delete(files.map((file) => file.key)).catch((error) => console.error("contact: orphaned attachments", files, error));
}
