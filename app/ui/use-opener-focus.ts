// Radix gives the focus back to its own Trigger; our openers are plain buttons and links the
// caller owns. These handlers remember whatever had the focus when a dialog or sheet opened and
// return it there on close (unless the caller's own handler already decided).
import { useRef } from "react";

type FocusEventHandler = (event: Event) => void;

export function useOpenerFocus(onOpenAutoFocus?: FocusEventHandler, onCloseAutoFocus?: FocusEventHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
