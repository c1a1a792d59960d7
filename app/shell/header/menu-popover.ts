// The header's native popovers (the mobile menu, the Products and Services panels): the browser
// opens them from their buttons, closes them on Escape or a tap outside and gives the focus back,
// before and without JavaScript. What each popover's content adds once its code is here (its
// chunk, so no page's first load carries this): the open state on its buttons (aria-expanded), the
// focus moved in on opening (the menu), and closing on choosing a link, on navigation (Back and
// Forward too), when the focus leaves it and, for a panel, on scroll (rules §2 "Header").
import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "react-router";

/** Closes the popover `from` is in; when the visitor leaves the page, the new page keeps the focus, not the button that opened it. */
export function closeMenu(from: Element, leavesPage: boolean) {
  const popover = from.closest<HTMLElement>("[popover]");
  if (!popover?.matches(":popover-open")) return;
  if (leavesPage && document.activeElement instanceof HTMLElement && popover.contains(document.activeElement))
    document.activeElement.blur();
  popover.hidePopover();
}

export function usePopover(id: string, { focusOnOpen = false, closeOnScroll = false } = {}) {
  const { key } = useLocation();
  const seen = useRef(key);

  useEffect(() => {
    const popover = document.getElementById(id);
    if (!popover) return;
    const hide = () => popover.matches(":popover-open") && popover.hidePopover();
    const say = (open: boolean) => {
      for (const button of document.querySelectorAll(`[popovertarget="${id}"]:not([popovertargetaction="hide"])`))
        button.setAttribute("aria-expanded", String(open));
      if (closeOnScroll) {
        if (open) window.addEventListener("scroll", hide, { passive: true });
        else window.removeEventListener("scroll", hide);
      }
    };
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === "open";
      say(open);
      if (open && focusOnOpen) popover.querySelector<HTMLElement>("button, a[href], summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return; // another tab: this page stays as it is
      closeMenu(link, link.pathname !== location.pathname || link.search !== location.search);
    };
    // Focus gone elsewhere (Tab past the last link): the popover no longer belongs to what the visitor does.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Element | null;
      if (next && !popover.contains(next) && next.getAttribute("popovertarget") !== id) hide();
    };
    say(popover.matches(":popover-open")); // opened before the page was interactive, or not
    popover.addEventListener("toggle", onToggle);
    popover.addEventListener("click", onClick);
    popover.addEventListener("focusout", onFocusOut);
    return () => {
      popover.removeEventListener("toggle", onToggle);
      popover.removeEventListener("click", onClick);
      popover.removeEventListener("focusout", onFocusOut);
      window.removeEventListener("scroll", hide);
    };
  }, [id, focusOnOpen, closeOnScroll]);

  const navigated = useEffectEvent(() => {
    const popover = document.getElementById(id);
    if (popover) closeMenu(popover, true);
  });
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    navigated();
  }, [key]);
}
