// The site's secrets (docs/decisions/0061-secrets-fail-closed.md): BETTER_AUTH_SECRET signs sessions,
// confirmation links and file links; CLIENT_KEY_SECRET keys client addresses and signs the quote
// session's cookie. Requests to this machine are development and may use fixed development
// secrets; anything else is a deployment, where whatever needs a missing secret answers 503 with a
// log line naming it, and never falls back to a constant.

export type SecretName = "BETTER_AUTH_SECRET" | "CLIENT_KEY_SECRET";

/** What each secret keeps working: the log line and the 503 say it. */
const NEEDED_FOR: Record<SecretName, string> = {
  BETTER_AUTH_SECRET: "accounts and download links are off",
  CLIENT_KEY_SECRET: "requests, applications, job alerts, page views, sign-in and quote lists are off",
};

// Never used for a request that did not come to localhost.
const DEVELOPMENT_SECRETS: Record<SecretName, string> = {
  BETTER_AUTH_SECRET: "mm-local-development-only-better-auth-secret-0001",
  CLIENT_KEY_SECRET: "mm-local-development-only-client-key-secret-0001",
};

export class SecretMissingError extends Error {
  constructor(readonly secret: SecretName) {
    super(`${secret} is not set: ${NEEDED_FOR[secret]} until it is (wrangler secret put ${secret}).`);
    this.name = "SecretMissingError";
  }
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The secret `name` for a request to `url`: the configured one, a development one on localhost, else SecretMissingError. */
export function siteSecret(name: SecretName, configured: string | undefined, url: URL | string): string {
  if (configured) return configured;
  if (LOCAL_HOSTS.has(new URL(url).hostname)) return DEVELOPMENT_SECRETS[name];
  throw new SecretMissingError(name);
}
