// @first-load-shell
// The site's links are plain anchors, and one listener for the whole document routes them
// (docs/decisions/0107-controls-before-scripts-links-as-anchors.md). React Router's own Link runs half a
// dozen hooks and reads the location, so every link on the page (about seventy: header, page and
// footer) rendered again on every navigation and hydrated with those hooks at start-up.
import { useEffect, useState, type ComponentProps } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/** How long the pointer or focus rests on a link before its page is fetched ahead (React Router's own delay). */
const INTENT_MS = 100;

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A path of this site ("/products", "/es/proyectos#x"), or a whole URL, which is left to the browser. */
  to: string;
  /** Loads the page as a new document instead of showing it in this one. */
  reloadDocument?: boolean;
  /** Replaces the page in the history instead of adding one (a filter cleared). */
  replace?: boolean;
  /** Keeps the scroll position (a change within the page, such as a filter). */
  preventScrollReset?: boolean;
};

/**
 * The site's link (lint refuses React Router's own elsewhere). A site path carries
 * `data-discover`: React Router learns its route when it comes into view, and `LinkRouting`
 * shows it in this document on a click and fetches its data and code ahead when the pointer or
 * focus rests on it. Before hydration the browser follows it, and the speculation rules
 * (app/shell/speculation-rules.ts) fetch it ahead.
 */
export function Link({ to, reloadDocument = false, replace = false, preventScrollReset = false, ...props }: LinkProps) {
  const routed = !reloadDocument && to.startsWith("/") && !to.startsWith("//");
  return (
    <a
      href={to}
      data-discover={routed || undefined}
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      {...props}
    />
  );
}

/** The routed link an event happened on (a site path shown in this document); null for anything else. */
function routedAnchor(event: Event): HTMLAnchorElement | null {
  // The window's own events (a focus coming back to the tab) have no element to look from.
  const anchor = (event.target as Partial<Element>).closest?.<HTMLAnchorElement>("a[data-discover][href]");
  return anchor && (!anchor.target || anchor.target === "_self") && !anchor.hasAttribute("download") ? anchor : null;
}

/** Where a routed link goes: `Link` marks only site paths ("/…", never "//…"), so its href is the path. */
const pathOf = (anchor: HTMLAnchorElement) => anchor.getAttribute("href")!;

/** Rendered once, in the root layout: routes the clicks on every `Link` and fetches ahead on intent. */
export function LinkRouting() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let resting: HTMLAnchorElement | null = null;
    const click = (event: MouseEvent) => {
      // The link's own handlers have run: React listens on the document, this on the window.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = routedAnchor(event);
      if (!anchor) return;
      event.preventDefault();
      const path = pathOf(anchor);
      void navigate(path, {
        // As React Router's Link: the page already shown is replaced in the history, not pushed again.
        replace: anchor.hasAttribute("data-replace") || path === location.pathname + location.search + location.hash,
        preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
      });
    };
    // Pointer events come for every element the pointer crosses inside a link: only a new link counts.
    const rest = (event: Event) => {
      const anchor = routedAnchor(event);
      if (!anchor || anchor === resting) return;
      resting = anchor;
      clearTimeout(timer);
      timer = setTimeout(() => setIntent(pathOf(anchor).replace(/#.*$/, "")), INTENT_MS);
    };
    const leave = (event: Event) => {
      const anchor = routedAnchor(event);
      if (!anchor || anchor !== resting) return;
      // Still within the link (from its text to its icon, say): the pointer has not left it.
      if (anchor.contains((event as MouseEvent | FocusEvent).relatedTarget as Node | null)) return;
      resting = null;
      clearTimeout(timer);
    };
    const listeners = [
      ["click", click],
      ["pointerover", rest],
      ["focusin", rest],
      ["touchstart", rest],
      ["pointerout", leave],
      ["focusout", leave],
    ] as const;
    for (const [type, listener] of listeners) addEventListener(type, listener as EventListener, { passive: type !== "click" });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) removeEventListener(type, listener as EventListener);
    };
  }, [navigate]);
  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
