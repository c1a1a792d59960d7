// One D1 session per request (the D1 Sessions API): reads go to the nearest read replica, and a
// visitor who has just written reads their own write. A request that writes (any method but GET
// and HEAD) starts at the primary and leaves the session's bookmark in a short-lived cookie; the
// visitor's next requests start no earlier than that bookmark.
import type { MiddlewareHandler } from "hono";
import { withDatabaseSession } from "../../app/server/db/client.server";
import type { AppEnv } from "../hono-env";

const BOOKMARK_COOKIE = "mm_d1";
/** Long enough for any replica to catch up; after that, any replica is as new as the write. */
const BOOKMARK_SECONDS = 300;
/** D1 bookmarks are dash-separated hex: anything else in the cookie is ignored, never sent to D1. */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}(?:-[0-9a-f]{8,64}){2,4}$/i;

function readBookmark(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === BOOKMARK_COOKIE && value && BOOKMARK_SHAPE.test(value)) return value;
  }
  return null;
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const writes = c.req.method !== "GET" && c.req.method !== "HEAD";
  const bookmark = readBookmark(c.req.header("Cookie"));
  const session = c.env.DB.withSession(writes ? "first-primary" : (bookmark ?? "first-unconstrained"));
  await withDatabaseSession(session, next);
  const latest = writes ? session.getBookmark() : null;
  if (latest && latest !== bookmark && BOOKMARK_SHAPE.test(latest)) {
    c.header("Set-Cookie", `${BOOKMARK_COOKIE}=${latest}; Max-Age=${BOOKMARK_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`, {
      append: true,
    });
  }
};
