// Which secret signs sessions and confirmation links (docs/decisions/0017-accounts.md). Requests to
// this machine are development and may use a fixed development secret; anything else is a
// deployment, where accounts refuse to run until BETTER_AUTH_SECRET is set.

// Never used for a request that did not come to localhost.
const DEVELOPMENT_SECRET = "mm-local-development-only-better-auth-secret-0001";

export class AuthUnavailableError extends Error {}

function isLocalRequest(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
}

export function authSecret(secret: string | undefined, url: URL): string {
  if (secret) return secret;
  if (isLocalRequest(url)) return DEVELOPMENT_SECRET;
  throw new AuthUnavailableError("BETTER_AUTH_SECRET is not set: accounts are off until it is.");
}
