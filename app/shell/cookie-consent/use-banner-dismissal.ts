// rules §2 "Cookie consent UI": the banner goes away when the page scrolls or when any control
// whose label mentions "menu" ("menú" on Spanish pages) is clicked (the visitor is busy with the
// page; nothing is stored).
import { useEffect } from "react";

const MENU_LABEL = /men[uú]/i;
const CONTROL = "button, a[href], summary, [role='button'], [role='menuitem'], [role='tab']";

/** The accessible label of a control, close enough for this rule: aria-label, labelledby, text. */
function labelOf(control: Element): string {
  const ariaLabel = control.getAttribute("aria-label");
  if (ariaLabel) return ariaLabel;
  const labelledBy = control.getAttribute("aria-labelledby");
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
  }
  return control.textContent ?? "";
}

export function useBannerDismissal(active: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (control && MENU_LABEL.test(labelOf(control))) dismiss();
    };
    window.addEventListener("scroll", dismiss, { passive: true });
    // Capture: a menu button that stops propagation still counts.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("scroll", dismiss);
      document.removeEventListener("click", onClick, true);
    };
  }, [active, dismiss]);
}
