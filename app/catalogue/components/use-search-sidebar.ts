// The /products sidebar's open/collapsed state (rules §4, §9; docs/decisions/0001-product-resolutions.md): it starts from what
// the server read from the cookies, so the first HTML is already right, and each change is
// written back to its cookie. Ctrl/Cmd+B toggles the whole sidebar.
import { useCallback, useEffect, useRef, useState } from "react";
import { SECTION_COOKIES, SIDEBAR_COOKIE, sidebarCookie, type SidebarState } from "../product-search";

const COOKIE_OF = {
  open: SIDEBAR_COOKIE,
  categoryOpen: SECTION_COOKIES.category,
  applicationOpen: SECTION_COOKIES.application,
} as const;

export function useSearchSidebar(initial: SidebarState) {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  current.current = state;

  const set = useCallback((key: keyof SidebarState, open: boolean) => {
    // A <details> reports its initial state too: only a real change is remembered.
    if (current.current[key] === open) return;
    document.cookie = sidebarCookie(COOKIE_OF[key], open);
    current.current = { ...current.current, [key]: open };
    setState(current.current);
  }, []);

  const toggle = useCallback(() => set("open", !current.current.open), [set]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "b") {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { ...state, set, toggle };
}
