// A centred modal (shadcn/ui "Dialog") on Radix Dialog: focus trap and restore, Escape, overlay
// click, scroll lock, the rest of the page hidden from assistive technology. Load it on demand
// (React.lazy) from the component that opens it; it is not part of any page's first load.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useOpenerFocus } from "./use-opener-focus";
import { useT } from "./use-t";
import { catalog } from "./translations";

export const Dialog = DialogPrimitive.Root;

const MOTION_CSS = `
@keyframes dialog-in { from { opacity: 0; transform: translateY(8px) scale(.98) } }
@keyframes dialog-fade-in { from { opacity: 0 } }
`;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string };

export function DialogContent({ className, children, closeLabel, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const focusHandlers = useOpenerFocus(onOpenAutoFocus, onCloseAutoFocus);
  const t = useT(catalog);
  return (
    <>
      <style href="dialog-motion" precedence="default">
        {MOTION_CSS}
      </style>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 motion-safe:animate-[dialog-fade-in_200ms_ease-out]" />
        <DialogPrimitive.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
            "rounded-xl bg-white p-6 text-slate-900 shadow-2xl outline-none motion-safe:animate-[dialog-in_200ms_ease-out] sm:p-8",
            className,
          )}
          {...focusHandlers}
          {...props}
        >
          {children}
          <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{closeLabel ?? t("Close")}</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("pr-10 text-xl font-bold text-brand-900", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-2 text-sm text-slate-600", className)} {...props} />;
}
