// @first-load-shell
import type { ComponentProps, MouseEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "./link";
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
  return <Link to={target} onClick={handleClick} {...props} />;
}
