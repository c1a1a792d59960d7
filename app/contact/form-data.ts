// The contact form's fields and what the /contact action answers (the form renders it with or
// without JavaScript). How a post is read is with the schema (schema.ts).
import type { SimilarProject } from "./quoted-product";
import type { FieldErrors, FieldValues } from "../forms/parse";
import type { QuoteItem } from "../lib/stored-shapes";
import { msg } from "../lib/messages";

/** What estimators ask about a project, all optional: in form order, after the message. */
export const PROJECT_FIELDS = ["projectName", "projectLocation", "requiredBy", "span", "loads"] as const;
export type ProjectDetails = Record<(typeof PROJECT_FIELDS)[number], string>;
/** How the confirmation and the mails name each project detail (translated where shown; staff read English). */
export const PROJECT_LABELS: ProjectDetails = {
  projectName: msg("Project"),
  projectLocation: msg("Location"),
  requiredBy: msg("Required by"),
  span: msg("Span"),
  loads: msg("Loads"),
};

/** The file picker's hint for attachments (the check that counts reads each file's first bytes: attachments.ts). */
export const ATTACHMENT_ACCEPT = ".pdf,.dwg,.dxf,.png,.jpg,.jpeg,application/pdf,image/vnd.dwg,image/vnd.dxf,image/png,image/jpeg";

/** The fields a visitor fills, in form order. */
export const CONTACT_FIELDS = ["name", "email", "phone", "country", "district", "message", ...PROJECT_FIELDS] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number] | "quoteItems" | "attachments";
export type ContactFieldErrors = FieldErrors<ContactField>;

/** What the visitor sent, as stored: shown back once the request is in. */
export type SentRequest = {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  /** Empty unless the country is Belize. */
  district: string;
  message: string;
  quoteItems: QuoteItem[];
  /** Each "" when not given. */
  project: ProjectDetails;
  /** The drawings and documents attached, as named by the visitor. */
  attachments: { name: string; size: number }[];
  /** The project it asks for a solution like (Request a Similar Solution on a case study). */
  similarTo?: SimilarProject;
};

/** What the /contact action answers; the form renders it with or without JavaScript. */
export type ContactActionData = {
  status: "sent" | "invalid" | "rate-limited" | "failed" | "dropped";
  message?: string;
  /** With "sent": the stored request and its reference. */
  summary?: SentRequest;
  /** With "sent": what happens next, in the language of the page the request was sent from. */
  answerPromise?: string;
  fieldErrors?: ContactFieldErrors;
  /** Echoed back when the submission did not go through, so nothing typed is lost. */
  values?: FieldValues<ContactField>;
  /**
   * The names of the files a post that did not go through carried: a page sent without JavaScript
   * comes back with an empty file picker (no browser refills one), so the form names what to choose again.
   */
  attached?: string[];
};
