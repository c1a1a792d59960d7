// GET /api/files?key&expires&sig: an uploaded file, for staff who hold a signed link from a
// notification (app/server/file-links.server.ts). Always a download, never rendered by the
// browser: a PDF may also be an HTML page (a polyglot), and this origin must not run it; its name
// ends with the extension of what its bytes were read as, so a staff machine opens it as that.
import { Hono } from "hono";
import { CACHE_CONTROL } from "../../app/lib/cache-policy";
import type { AppEnv } from "../hono-env";
import { SecretMissingError } from "../../app/server/secret.server";
import { checkFileLink } from "../../app/server/file-links.server";
import { nameForKind } from "../../app/lib/file-signature";

const REFUSALS = {
  malformed: "This download link is not complete. Please copy the whole link from the mail.",
  expired: "This download link has expired. Ask for the file again, or fetch it with wrangler (README, Operating).",
  signature: "This download link is not valid.",
} as const;

const DOWNLOAD_HEADERS = {
  "Cache-Control": CACHE_CONTROL.personal,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

/** A filename for Content-Disposition: what the visitor called it, in safe characters, with the stored kind's extension (the key's). */
function downloadName(name: string | undefined, key: string): string {
  const stored = key.split("/").pop() ?? "file";
  const ext = stored.split(".").pop() ?? "bin";
  return nameForKind((name ?? "").replace(/[^\w. ()-]+/g, "_").slice(0, 115), ext, "file");
}

export const filesApi = new Hono<AppEnv>().get("/", async (c) => {
  let check: Awaited<ReturnType<typeof checkFileLink>>;
  try {
    check = await checkFileLink(c.env, new URL(c.req.url));
  } catch (error) {
    if (!(error instanceof SecretMissingError)) throw error;
    console.error("files:", error.message);
    return c.text("Downloads are not available until the site's signing secret is set.", 503, DOWNLOAD_HEADERS);
  }
  if (!check.ok) return c.text(REFUSALS[check.reason], check.reason === "malformed" ? 400 : 403, DOWNLOAD_HEADERS);
  const object = await c.env.UPLOADS.get(check.key);
  if (!object) return c.text("This file is no longer kept (see the privacy policy's retention periods).", 404, DOWNLOAD_HEADERS);
  return c.body(object.body, 200, {
    ...DOWNLOAD_HEADERS,
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Content-Disposition": `attachment; filename="${downloadName(object.customMetadata?.name, check.key)}"`,
    "Content-Length": String(object.size),
  });
});
