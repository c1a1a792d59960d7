// The floating cookie-settings button, bottom left (spec §2 "Cookie consent UI"). While the
// preference centre is open, the centre draws its close button in the same spot, so this one
// appears to turn into a close button.
import type { MouseEvent, Ref } from "react";
import { CookieIcon } from "./icons";

export const FLOATING_BUTTON_CLASS =
  "fixed bottom-4 left-4 z-40 grid size-12 place-items-center rounded-full bg-brand-900 text-white shadow-lg ring-1 ring-white/25 transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

type CookieSettingsButtonProps = {
  ref: Ref<HTMLButtonElement>;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
  onPrepare: () => void;
};

export function CookieSettingsButton({ ref, onOpen, onPrepare }: CookieSettingsButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Cookie settings"
      aria-haspopup="dialog"
      title="Cookie settings"
      onClick={onOpen}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      className={`${FLOATING_BUTTON_CLASS} duration-300 starting:scale-75 starting:opacity-0 motion-reduce:transition-none`}
    >
      <CookieIcon />
    </button>
  );
}
