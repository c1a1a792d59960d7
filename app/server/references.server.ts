// Lead references: what a visitor is shown and quotes, and what staff answer with. Six Crockford
// base-32 characters (no I, L, O or U, so nothing reads as another letter or a word) after a
// prefix that says what the lead is: RQ for a request, AP for a job application.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export type ReferenceKind = "RQ" | "AP";

export function newReference(kind: ReferenceKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `${kind}-${[...bytes].map((byte) => ALPHABET[byte % 32]).join("")}`;
}
