// rules §5: a field people never see (Honeypot in app/forms/protocol.tsx); anything in it means a
// robot. The browser then sends nothing, and the server drops the post silently (logged).

export const HONEYPOT_FIELD = "website";

/** The one honeypot check, for a posted form, a form read into an object, or a JSON body. */
export function honeypotFilled(input: unknown): boolean {
  if (!input || typeof input !== "object") return false;
  const value = input instanceof FormData ? input.get(HONEYPOT_FIELD) : (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}
