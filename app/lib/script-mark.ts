// The mark of the inline scripts a page's own code writes: a nonce made for one render, named in
// this response header on its way from the renderer (app/entry.server.tsx) to the security headers
// (workers/middleware/security-headers.ts), which hash the marked scripts for the CSP, remove the
// marks and drop the header. Never sent to a browser.
export const SCRIPT_MARK_HEADER = "X-Inline-Script-Mark";

/** A fresh mark: 32 hex digits. */
export const newScriptMark = () => crypto.randomUUID().replaceAll("-", "");

export const isScriptMark = (mark: string) => /^[0-9a-f]{32}$/.test(mark);
