import { env } from "cloudflare:workers";
import { contactFromEnv } from "../content/company";

/** Deployment settings every page needs: contact details and the canonical origin. */
export function siteData() {
  return { contact: contactFromEnv(env), siteUrl: env.SITE_URL };
}
