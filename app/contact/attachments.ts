// Drawings and documents attached to a request: at most ATTACHMENTS.count files, ATTACHMENTS.bytes
// in all, each a PDF, DWG, DXF, PNG or JPEG judged by its first bytes, never by its name or the
// type the browser declares (docs/rules.md, "Attachments on a request"). The form checks them before it sends (a
// refused file costs no upload), the contact service again as the authority.
import { ascii, nameForKind, startsWith } from "../lib/file-signature";
import { cleanText } from "../lib/clean-text";
import { interpolate, msg, translator, type Translate } from "../lib/messages";

export const ATTACHMENTS = {
  /** Files on one request. */
  count: 5,
  /** All of them together, in bytes. */
  bytes: 25 * 1024 * 1024,
  /** A file's name as kept and shown, in characters. */
  name: 200,
} as const;

const TOO_MANY = msg("Attach at most {count} files.");
const TOO_LARGE = msg(
  "These files come to more than 25 MB together. Attach fewer or smaller files; you can send the rest by email, quoting your reference.",
);
const NOT_A_DRAWING = msg("“{name}” is not a PDF, DWG, DXF, PNG or JPEG file. Remove it or choose another.");
const EMPTY = msg("“{name}” is empty. Remove it or choose another.");
/** A file without a name, as a message names it. */
const UNNAMED = msg("file");

/** English, where no language is given: the message itself. */
const ENGLISH = translator("en", undefined);

/** What the check says of refused files, in `t`'s language (English by default), as the form and the service write it. */
export const ATTACHMENT_MESSAGES = {
  count: interpolate(TOO_MANY, { count: ATTACHMENTS.count }),
  bytes: TOO_LARGE,
  type: (name: string, t: Translate = ENGLISH) => t(NOT_A_DRAWING, { name }),
  empty: (name: string, t: Translate = ENGLISH) => t(EMPTY, { name }),
} as const;

/** The count and size messages in `t`'s language. */
const tooMany = (t: Translate) => t(TOO_MANY, { count: ATTACHMENTS.count });

export type AttachmentKind = { ext: "pdf" | "dwg" | "dxf" | "png" | "jpg"; contentType: string };

const KINDS = {
  pdf: { ext: "pdf", contentType: "application/pdf" },
  dwg: { ext: "dwg", contentType: "image/vnd.dwg" },
  dxf: { ext: "dxf", contentType: "image/vnd.dxf" },
  png: { ext: "png", contentType: "image/png" },
  jpg: { ext: "jpg", contentType: "image/jpeg" },
} as const satisfies Record<string, AttachmentKind>;

const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const BINARY_DXF = ascii("AutoCAD Binary DXF\r\n\x1a\x00");
/** How many leading bytes decide a file's kind. */
const SNIFF_BYTES = 1024;

/** A DWG starts with its version: AC1012 … AC1032 (R13 to 2018 and on), AC1.40 … AC2.10 before. */
const isDwg = (head: string) => /^AC(?:10\d\d|1\.[45]0|2\.10)/.test(head);

/**
 * An ASCII DXF is lines of group code and value: optional 999 comments, then "0" and "SECTION".
 * A text file without that start (an HTML page renamed .dxf, say) is not one.
 */
function isAsciiDxf(head: string): boolean {
  if (head.includes("\0")) return false;
  const lines = head.replace(/^\u00EF\u00BB\u00BF/, "").split(/\r?\n/); // a UTF-8 byte-order mark, read byte by byte
  let i = 0;
  while (lines[i]?.trim() === "999") i += 2;
  return lines[i]?.trim() === "0" && lines[i + 1]?.trim() === "SECTION";
}

/** What the first bytes of a file say it is, if one of the kinds we take; null otherwise (an empty file too). */
export function sniffAttachment(bytes: Uint8Array): AttachmentKind | null {
  if (startsWith(bytes, PDF)) return KINDS.pdf;
  if (startsWith(bytes, PNG)) return KINDS.png;
  if (startsWith(bytes, JPEG)) return KINDS.jpg;
  if (startsWith(bytes, BINARY_DXF)) return KINDS.dxf;
  const head = String.fromCharCode(...bytes.subarray(0, SNIFF_BYTES));
  if (isDwg(head)) return KINDS.dwg;
  return isAsciiDxf(head) ? KINDS.dxf : null;
}

/** The files a form holds under `name`; an empty file picker sends one nameless, empty file, which is none. */
export function chosenFiles(form: FormData, name = "attachments"): File[] {
  return form.getAll(name).filter((value): value is File => typeof value !== "string" && !(value.name === "" && value.size === 0));
}

/** A file's name as staff see it: cleaned, bounded, with the extension of what it is. */
function attachmentName(file: File, kind: AttachmentKind): string {
  return nameForKind(cleanText(file.name).slice(0, ATTACHMENTS.name - 5), kind.ext, "drawing");
}

/** The names of the files a post carried, to name them back (bounded: a post may carry any number). */
export const attachedNames = (files: readonly File[]): string[] =>
  files.slice(0, ATTACHMENTS.count + 1).map((file) => cleanText(file.name).slice(0, ATTACHMENTS.name) || "file");

export type CheckedAttachment = { file: File; kind: AttachmentKind; name: string };
export type AttachmentsCheck = { ok: true; files: CheckedAttachment[] } | { ok: false; error: string };

/**
 * Count and total size first (nothing read), then each file's kind from its first bytes. The
 * message is written in `t`'s language (the page's, the request's): some name the visitor's file.
 */
export async function checkAttachments(files: readonly File[], t: Translate = ENGLISH): Promise<AttachmentsCheck> {
  if (files.length > ATTACHMENTS.count) return { ok: false, error: tooMany(t) };
  if (files.reduce((sum, file) => sum + file.size, 0) > ATTACHMENTS.bytes) return { ok: false, error: t(TOO_LARGE) };
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const label = cleanText(file.name).slice(0, ATTACHMENTS.name) || t(UNNAMED);
    if (file.size === 0) return { ok: false, error: ATTACHMENT_MESSAGES.empty(label, t) };
    const kind = sniffAttachment(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    if (!kind) return { ok: false, error: ATTACHMENT_MESSAGES.type(label, t) };
    checked.push({ file, kind, name: attachmentName(file, kind) });
  }
  return { ok: true, files: checked };
}

/** A size as people read it: 840 KB, 2.4 MB. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
