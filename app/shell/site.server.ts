import { env } from "cloudflare:workers";
import { contactFromEnv } from "../company/content/company";

/**
 * Deployment settings every page needs: contact details, the canonical origin (production's, also
 * on a preview) and, on a branch preview, the branch it shows (the same for every visitor of it).
 */
export function siteData() {
  const previewOf = env.SITE_ENV === "preview" ? env.PREVIEW_BRANCH || "unnamed branch" : null;
  return { contact: contactFromEnv(env), siteUrl: env.SITE_URL, previewOf };
}
