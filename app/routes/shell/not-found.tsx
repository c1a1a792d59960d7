import { data } from "react-router";
import type { Route } from "./+types/not-found";

export async function loader({ url }: Route.LoaderArgs) {
  console.warn("404: no page at", url.pathname);
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
