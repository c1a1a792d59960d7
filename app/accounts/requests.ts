// What /account shows of a visitor's requests (rules §2 "Account page"); read by ./requests.server.ts.
import type { QuoteItem } from "../lib/stored-shapes";
import type { ProjectDetails } from "../contact/form-data";

/** What the visitor reads of staff's status: a request marked spam reads as received, like a new one. */
export type RequestStatus = "received" | "read" | "answered";

export type AccountRequest = {
  kind: "request" | "application";
  reference: string;
  /** When it arrived, written in the page's language, Belize time. */
  sent: string;
  status: RequestStatus;
  items: QuoteItem[];
  /** The message sent (a request's, or an application's cover letter), as written; "" when none. */
  message: string;
  /** The project a Request a Similar Solution named, by its title in the page's language. */
  similarTo?: string;
  /** The project details given with a request, by field (none left empty). */
  project: Partial<ProjectDetails>;
  files: { name: string; href: string }[];
  /** The position applied for (applications). */
  position?: string;
};

/** Nothing while the account's address is unconfirmed. */
export type AccountRequests = { confirmed: false } | { confirmed: true; requests: AccountRequest[] };
