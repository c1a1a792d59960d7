// Opens the search box (docs/decisions/0049-site-search.md) from the header's Search links and
// the "/" key. Part of what loads once the page is interactive (app/shell/after-load.tsx), so the
// header carries only plain links: before this loads, and without JavaScript, they lead to /search.
import { lazy, Suspense, useEffect, useState } from "react";

const SearchDialog = lazy(() => import("./search-dialog"));

export function SiteSearch() {
  const [state, setState] = useState({ loaded: false, open: false });
  useEffect(() => {
    const open = () => setState({ loaded: true, open: true });
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (!(event.target as Element).closest?.("a[data-site-search]")) return;
      event.preventDefault();
      open();
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if (
        event.key !== "/" ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.closest?.("input, textarea, select, [contenteditable]")
      )
        return;
      event.preventDefault();
      open();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    document.documentElement.setAttribute("data-search-ready", "");
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  if (!state.loaded) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog open={state.open} onOpenChange={(open) => setState({ loaded: true, open })} />
    </Suspense>
  );
}
