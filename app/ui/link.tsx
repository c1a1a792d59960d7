// @first-load-shell
import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";

/**
 * The site's link (lint refuses React Router's own elsewhere): once the page is interactive, the
 * next page's data and code are fetched as the pointer rests on the link or focus reaches it, so a
 * click shows the page without waiting for the network. Before hydration the speculation rules
 * (app/shell/speculation-rules.ts) do the same for the browser.
 */
export function Link({ prefetch = "intent", ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink prefetch={prefetch} {...props} />;
}
