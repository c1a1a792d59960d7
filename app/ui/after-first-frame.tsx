import { useDeferredValue, type ReactNode } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Draws `children` one render after the rest of a page a link opened in the same document, so the
 * frame that shows the new page's first screen does not wait for what is under it; meanwhile a
 * screen-high space keeps the footer where it will be. Everywhere else it draws them at once: on
 * the server, at hydration and on Back or Forward (POP), where the restored scroll position needs
 * the whole page, and for a link to a #fragment, which may point inside.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const later = useNavigationType() !== "POP" && !hash;
  return useDeferredValue(true, later ? false : undefined) ? children : <div className="min-h-screen" />;
}
