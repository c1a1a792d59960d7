// rules §5: text fields are cleaned before they are validated or stored.
// Angle brackets, script-like URL prefixes, inline handler patterns and control characters
// are removed, then the result is trimmed. Removal repeats until nothing changes, so pieces
// that join up after one pass ("java<script:>" → "javascript:") are caught too.

// Control characters except tab, newline and carriage return (messages keep their lines).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const ANGLE = /[<>\uFF1C\uFF1E]/g;
const SCRIPT_PREFIX = /\b(?:java|vb|live)script\s*:|\bdata\s*:\s*text\/html/gi;
const HANDLER = /\bon[a-z]+\s*=/gi;

export function cleanText(input: string, { multiline = false } = {}): string {
  let text = input.normalize("NFC");
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(CONTROL, "").replace(ANGLE, "").replace(SCRIPT_PREFIX, "").replace(HANDLER, "");
  }
  if (!multiline) text = text.replace(/[\t\r\n]+/g, " ");
  return text.trim();
}
