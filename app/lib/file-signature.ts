// Reading what a file is from its first bytes (its "magic number"): the name and the type the
// browser declares are the visitor's to choose, so neither is trusted.

/** Whether `bytes` hold `signature` at `at`. */
export function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** Whether `needle` occurs anywhere in `bytes`. */
export function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  for (let i = bytes.indexOf(first!); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first!, i + 1)) {
    if (startsWith(bytes, needle, i)) return true;
  }
  return false;
}

/** The bytes of an ASCII string, to write a signature as text. */
export const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

/**
 * A visitor's file name with the extension of the kind its bytes were read as, never the one they
 * typed: "cv.html" read as a PDF is "cv.pdf", so a staff machine opens it as what it is.
 */
export function nameForKind(name: string, ext: string, fallback: string): string {
  const base = name.replace(/\.[^.\s/\\]{1,10}$/, "").replace(/[.\s]+$/, "");
  return `${base || fallback}.${ext}`;
}
