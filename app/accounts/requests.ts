// What /account shows of a visitor's requests (rules §2 "Account page"); read by ./requests.server.ts.
import type { QuoteItem } from "../lib/stored-shapes";

/** What the visitor reads of staff's status: a request marked spam reads as received, like a new one. */
export type RequestStatus = "received" | "read" | "answered";

export type AccountRequest = {
  kind: "request" | "application";
  reference: string;
  /** When it arrived, written in the page's language, Belize time. */
  sent: string;
  status: RequestStatus;
  items: QuoteItem[];
  files: { name: string; href: string }[];
  /** The position applied for (applications). */
  position?: string;
};

/** Nothing while the account's address is unconfirmed. */
export type AccountRequests = { confirmed: false } | { confirmed: true; requests: AccountRequest[] };
