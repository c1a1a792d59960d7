/** A quote list entry (rules §3): from a product card (category 'products'), a service card ('services') or the mobile menu ('General'). */
export type QuoteItem = { id: string; name: string; category: string };
