// Turns a posted contact <form> into the object the contact schema validates.
import type { ContactInput } from "./contact-schema";
import type { QuoteItem } from "./quote-item";

export const CONTACT_FIELDS = ["name", "email", "phone", "district", "message", "website"] as const;

export function contactInputFromForm(form: FormData): ContactInput {
  const input: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    input[field] = typeof value === "string" ? value : undefined;
  }
  const items = form.get("quoteItems");
  if (typeof items === "string" && items !== "") {
    try {
      input.quoteItems = JSON.parse(items);
    } catch {
      input.quoteItems = "invalid";
    }
  }
  return input as ContactInput;
}

/** What the visitor sent, as stored: shown back once the request is in. */
export type SentRequest = {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  district: string;
  message: string;
  quoteItems: QuoteItem[];
};

/** What the /contact action answers; the form renders it with or without JavaScript. */
export type ContactActionData = {
  status: "sent" | "invalid" | "rate-limited" | "failed" | "dropped";
  message?: string;
  /** With "sent": the stored request and its reference. */
  summary?: SentRequest;
  fieldErrors?: Partial<Record<string, string>>;
  /** Echoed back when the submission did not go through, so nothing typed is lost. */
  values?: Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;
};
