// A disclosure dropdown for the main navigation (WAI-ARIA "disclosure navigation" pattern):
// a real button with aria-expanded controls a panel of links. It closes on outside click,
// scroll, Escape (focus back on the button), focus leaving it, and on choosing a link.
// The button needs JavaScript, so the panel's content does too: its code is fetched when the
// pointer or focus reaches the button, and it is rendered from the first opening on.
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { useT } from "../../ui/use-t";
import { catalog } from "../catalog";

type Props = { label: string; load: () => Promise<{ default: ComponentType }> };

export function NavDropdown({ label, load }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const Panel = useMemo(() => lazy(load), [load]);
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useT(catalog);

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onScroll = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <li
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void load().catch(() => {})}
        onFocus={() => void load().catch(() => {})}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        className="nav-link inline-flex items-center gap-1"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("h-4 w-4 transition-transform", open && "rotate-180")}>
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className="absolute top-full left-1/2 z-50 w-[75vw] max-w-[1000px] -translate-x-1/2 rounded-b-xl border border-slate-200 bg-white p-6 shadow-xl"
      >
        {opened ? (
          <Suspense fallback={<p className="text-sm text-slate-600">{t("Loading…")}</p>}>
            <Panel />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
