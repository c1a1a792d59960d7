// A prerendered page (speculation rules) may never be seen: it counts no page view and measures
// nothing until the visitor is shown it (rules §4 "Consent").

/** Runs `show` now if the page is being shown, else once it is activated; returns a cleanup. */
export function whenShown(show: () => void): () => void {
  if (!(document as Document & { prerendering?: boolean }).prerendering) {
    show();
    return () => {};
  }
  const activated = () => show();
  document.addEventListener("prerenderingchange", activated, { once: true });
  return () => document.removeEventListener("prerenderingchange", activated);
}
