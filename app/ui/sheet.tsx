// A side panel (shadcn/ui "Sheet") on Radix Dialog, which brings the focus trap, focus
// restore, Escape, overlay click, scroll lock and hiding the rest of the page from assistive
// technology. The width is the caller's: pass it in className.
import * as SheetPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useOpenerFocus } from "./use-opener-focus";
import { useT } from "./use-t";
import { catalog } from "./translations";

export const Sheet = SheetPrimitive.Root;

// Radix keeps a closing panel mounted until its CSS animation ends, so the slide-out needs
// keyframes (transitions are not waited for). They ship with the panel, which is loaded on
// demand, and React hoists and dedupes the element into <head>. Under reduced motion no
// animation runs and the panel simply appears and disappears.
const MOTION_CSS = `
@keyframes sheet-in { from { transform: translateX(100%) } }
@keyframes sheet-out { to { transform: translateX(100%) } }
@keyframes sheet-fade-in { from { opacity: 0 } }
@keyframes sheet-fade-out { to { opacity: 0 } }
`;

function SheetOverlay({ className, ...props }: ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      className={cn(
        "fixed inset-0 z-50 bg-slate-950/50",
        "motion-safe:data-[state=open]:animate-[sheet-fade-in_300ms_ease-out]",
        "motion-safe:data-[state=closed]:animate-[sheet-fade-out_200ms_ease-in_forwards]",
        className,
      )}
      {...props}
    />
  );
}

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  /** The close button's accessible name. */
  closeLabel?: string;
};

/** The panel itself, on the right edge, full height. Its first tab stop is the close button. */
export function SheetContent({ className, children, closeLabel, onOpenAutoFocus, onCloseAutoFocus, ...props }: SheetContentProps) {
  const focusHandlers = useOpenerFocus(onOpenAutoFocus, onCloseAutoFocus);
  const t = useT(catalog);
  return (
    <>
      <style href="sheet-motion" precedence="default">
        {MOTION_CSS}
      </style>
      <SheetPrimitive.Portal>
        <SheetOverlay />
        <SheetPrimitive.Content
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex h-dvh flex-col border-l border-slate-200 bg-white text-slate-900 shadow-xl outline-none",
            "motion-safe:data-[state=open]:animate-[sheet-in_300ms_cubic-bezier(0.32,0.72,0,1)]",
            "motion-safe:data-[state=closed]:animate-[sheet-out_200ms_ease-in_forwards]",
            className,
          )}
          {...focusHandlers}
          {...props}
        >
          <SheetPrimitive.Close
            className={cn(
              "absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-md text-slate-600",
              "hover:bg-slate-100 hover:text-slate-900",
              "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{closeLabel ?? t("Close")}</span>
          </SheetPrimitive.Close>
          {children}
        </SheetPrimitive.Content>
      </SheetPrimitive.Portal>
    </>
  );
}

/** The top row; leaves room on the right for the close button. */
export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex min-h-16 shrink-0 items-center border-b border-slate-200 py-3 pr-16 pl-5", className)} {...props} />;
}

/** Pinned to the bottom of the panel, below the scrolling body; the caller sets its padding. */
export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("shrink-0 border-t border-slate-200", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("text-lg font-bold text-brand-900", className)} {...props} />;
}
