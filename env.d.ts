/** Set by Vite's `define` at build time; KV caches are rebuilt when it changes. */
declare const __BUILD_ID__: string;

declare namespace Cloudflare {
  interface Env {
    /** Secret for hashing client addresses (wrangler secret put CLIENT_KEY_SECRET). Optional locally. */
    CLIENT_KEY_SECRET?: string;
  }
}
