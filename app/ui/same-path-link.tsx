// @first-load-shell
import type { ComponentProps, MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { useLocalePath } from "./use-t";

/**
 * rules §2 Header: a navigation link to the page already shown scrolls smoothly to the top instead.
 * `to` is a site path in either form ("/projects"): the link goes to it in the page's language.
 */
export function SamePathLink({ to, onClick, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const { pathname } = useLocation();
  const target = useLocalePath()(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (target === pathname && !event.defaultPrevented && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: "smooth" });
    }
  };
  // Once the page is interactive, the next page's data and code are fetched as the pointer rests on the link or focus reaches it.
  return <Link to={target} onClick={handleClick} prefetch="intent" {...props} />;
}
