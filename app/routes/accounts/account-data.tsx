// /account/data (rules §2 Account page): "Download my data" posts here and gets a JSON file. A
// resource route (no page): the answer is an attachment the browser saves, personal, so nobody
// stores it (and the edge never stores a POST). A GET, or a visitor without a session, goes to /account.
import { redirect } from "react-router";
import { pageSession } from "../../accounts/session.server";
import { accountData } from "../../accounts/your-data.server";
import { CACHE_CONTROL } from "../../lib/cache-policy";
import { localeOf, localePath } from "../../lib/locale";
import type { Route } from "./+types/account-data";

const accountPage = (request: Request) => localePath(localeOf(new URL(request.url).pathname), "/account");

export function loader({ request }: Route.LoaderArgs) {
  return redirect(accountPage(request));
}

export async function action({ request }: Route.ActionArgs) {
  const session = await pageSession(request);
  if (!session.email) return redirect(accountPage(request), { status: 303, headers: session.headers });
  const body = JSON.stringify(await accountData(session.email), null, 2);
  const headers = new Headers(session.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="mm-account-data-${new Date().toISOString().slice(0, 10)}.json"`);
  headers.set("Cache-Control", CACHE_CONTROL.personal);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(body, { headers });
}
