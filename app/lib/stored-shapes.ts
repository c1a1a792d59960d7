// Shapes that D1 stores and several parts of the site read: the schema (app/server/db/) types its
// columns with them, the features that write and show them import them from here.

/** A quote list entry (rules §3): from a product card (category 'products'), a service card ('services') or the mobile menu ('General'). */
export type QuoteItem = {
  id: string;
  name: string;
  category: string;
  /** How many, when the visitor says (1 to QUOTE_QUANTITY_MAX in app/contact/quote-item.ts). */
  quantity?: number;
  /** Span, length, loading: what the visitor notes about this item. */
  note?: string;
};

/** What a posting's salary is counted per (migrations/0012). */
export const SALARY_PERIODS = ["month", "year", "hour"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
