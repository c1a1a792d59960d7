// What a résumé really is, judged by its bytes (docs/decisions/0001-product-resolutions.md: PDF or Word, at most 5 MB).
// The name and the browser's declared type are the visitor's to choose, so neither is trusted:
// an .exe or a text file renamed .pdf is refused. Used by the form (early answer, before a
// 5 MB upload) and by the careers service (the authority).

import { contains, startsWith } from "../lib/file-signature";

export type ResumeKind = { ext: "pdf" | "doc" | "docx"; contentType: string };

const RESUME_KINDS = {
  pdf: { ext: "pdf", contentType: "application/pdf" },
  doc: { ext: "doc", contentType: "application/msword" },
  docx: { ext: "docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
} as const satisfies Record<string, ResumeKind>;

/** The file picker's hint (the check that counts is sniffResume). */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File (Word 97–2003)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04"
const WORD_PART = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // "word/": the main part of a .docx package

/**
 * PDF: starts with "%PDF-". .doc: starts with the OLE2 signature. .docx: a ZIP whose entry
 * names include "word/". Anything else (an empty file too) is null.
 */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF)) return RESUME_KINDS.pdf;
  if (startsWith(bytes, OLE2)) return RESUME_KINDS.doc;
  if (startsWith(bytes, ZIP) && contains(bytes, WORD_PART)) return RESUME_KINDS.docx;
  return null;
}
