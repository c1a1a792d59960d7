/** Set by Vite's `define` at build time; KV caches are rebuilt when it changes. */
declare const __BUILD_ID__: string;

declare namespace Cloudflare {
  interface Env {
    /** Secret for hashing client addresses (wrangler secret put CLIENT_KEY_SECRET). Optional locally. */
    CLIENT_KEY_SECRET?: string;
    /**
     * Signs session cookies and confirmation links (wrangler secret put BETTER_AUTH_SECRET, 32+ random
     * bytes). Optional only for requests to localhost; elsewhere accounts refuse to run without it.
     */
    BETTER_AUTH_SECRET?: string;
    /** Resend API key for account mails (wrangler secret put RESEND_API_KEY); unset: mails go to the console. */
    RESEND_API_KEY?: string;
    /** From line of every mail, e.g. "M&M <no-reply@example.com>", an address at the mail domain; default: the public email (app/company/content/facts.json). */
    MAIL_FROM?: string;
  }
}

/** A Spanish catalog, compiled from its PO file at build time (tools/vite/po-catalogs.ts). */
declare module "*.po" {
  const messages: import("./app/lib/messages").Messages;
  export default messages;
}
