// The consent banner (rules §2 "Cookie consent UI"): a labelled region fixed to the bottom of the
// viewport, so it never moves the page. Not a modal: the page stays usable behind it. On a phone
// it takes at most a quarter of the screen's height: a short text and the two buttons on one row.
import type { MouseEvent, Ref } from "react";
import { Link } from "../../ui/link";
import { cn } from "../../lib/cn";
import { CloseIcon } from "./icons";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";

type CookieBannerProps = {
  ref: Ref<HTMLElement>;
  leaving: boolean;
  onAcceptAll: () => void;
  onOpenSettings: (event: MouseEvent<HTMLButtonElement>) => void;
  onPrepareSettings: () => void;
  onClose: () => void;
};

export function CookieBanner({ ref, leaving, onAcceptAll, onOpenSettings, onPrepareSettings, onClose }: CookieBannerProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <section
      ref={ref}
      aria-label={t("Cookie consent")}
      data-cookie-banner=""
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_42_68/0.12)]",
        "transition-transform duration-300 ease-out starting:translate-y-full motion-reduce:transition-none",
        // Not inert while leaving: that would drop keyboard focus before it can move on.
        leaving && "pointer-events-none translate-y-full",
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:gap-4 sm:px-6 sm:py-5 lg:flex-row lg:items-center lg:gap-8 lg:pr-16">
        <div className="pr-10 text-sm text-slate-700 lg:flex-1 lg:pr-0">
          <p className="font-semibold text-brand-900">{t("We use cookies")}</p>
          <p className="mt-1">
            {t(
              "We use cookies and similar browser storage to keep this site working, remember your preferences and count visits to improve it.",
            )}{" "}
            <Link to={to("/privacy")} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t("Privacy policy")}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <button
            type="button"
            className="btn-secondary px-3 whitespace-nowrap sm:px-5"
            aria-haspopup="dialog"
            onClick={onOpenSettings}
            onPointerEnter={onPrepareSettings}
            onFocus={onPrepareSettings}
          >
            {t("Cookie Settings")}
          </button>
          <button type="button" className="btn-primary px-3 whitespace-nowrap sm:px-5" onClick={onAcceptAll}>
            {t("Accept All")}
          </button>
        </div>
      </div>
      <button
        type="button"
        aria-label={t("Close cookie banner")}
        onClick={onClose}
        className="absolute top-1.5 right-2 grid size-10 sm:top-3 sm:right-3 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <CloseIcon />
      </button>
    </section>
  );
}
