import type { ComponentProps, MouseEvent } from "react";
import { Link, useLocation } from "react-router";

/** rules §2 Header: a navigation link to the page already shown scrolls smoothly to the top instead. */
export function SamePathLink({ to, onClick, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const { pathname } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (to === pathname && !event.defaultPrevented && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: "smooth" });
    }
  };
  return <Link to={to} onClick={handleClick} {...props} />;
}
