// The floating cookie-settings button, bottom left. While the preference centre is open, the
// centre draws its close button in the same spot, so this one appears to turn into a close button.
import type { MouseEvent, RefObject } from "react";
import { useRef } from "react";
import { cn } from "../../lib/cn";
import { HELD_BACK, useClearOfContent } from "../../ui/use-clear-of-content";
import { CookieIcon } from "./icons";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";

const FLOATING_SPOT = "fixed bottom-4 left-4 z-40 size-12";
const FLOATING_LOOK =
  "grid size-12 place-items-center rounded-full bg-brand-900 text-white shadow-lg ring-1 ring-white/25 transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const FLOATING_BUTTON_CLASS = `${FLOATING_SPOT} ${FLOATING_LOOK}`;

type CookieSettingsButtonProps = {
  ref: RefObject<HTMLButtonElement | null>;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
  onPrepare: () => void;
};

/**
 * Shown only while it covers no text or control; the footer's "Cookie preferences" is always there.
 * The spot it may take is measured, not the button, which grows into it when it appears.
 */
export function CookieSettingsButton({ ref, onOpen, onPrepare }: CookieSettingsButtonProps) {
  const spot = useRef<HTMLDivElement>(null);
  const clear = useClearOfContent(spot, true);
  const t = useT(catalog);
  return (
    <div ref={spot} className={cn(FLOATING_SPOT, "transition-opacity", !clear && HELD_BACK)}>
      <button
        ref={ref}
        type="button"
        aria-label={t("Cookie settings")}
        data-floating="cookie-settings"
        aria-haspopup="dialog"
        title={t("Cookie settings")}
        onClick={onOpen}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        className={cn(FLOATING_LOOK, "duration-300 starting:scale-75 starting:opacity-0 motion-reduce:transition-none")}
      >
        <CookieIcon />
      </button>
    </div>
  );
}
