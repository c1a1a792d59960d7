// The cookie banner's height while it is on the page, for what floats above it. Read from a
// ResizeObserver, which reports sizes after layout: nothing here makes the browser lay out early
// (at hydration or on each change to the page), as reading getBoundingClientRect would.

/** Calls `onHeight` with the banner's height as it comes, changes and goes (0 without it); returns a cleanup. */
export function watchCookieBannerHeight(onHeight: (height: number) => void): () => void {
  let banner: Element | null = null;
  const sized = new ResizeObserver(([entry]) => onHeight(entry?.borderBoxSize[0]?.blockSize ?? 0));
  const find = () => {
    const found = document.querySelector("[data-cookie-banner]");
    if (found === banner) return;
    if (banner) sized.unobserve(banner);
    banner = found;
    if (banner) sized.observe(banner);
    else onHeight(0);
  };
  find();
  // The banner comes and goes without a scroll; finding it reads no layout.
  const changes = new MutationObserver(find);
  changes.observe(document.body, { childList: true, subtree: true });
  return () => {
    changes.disconnect();
    sized.disconnect();
  };
}
