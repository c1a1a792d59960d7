// The preference centre (rules §2 "Cookie consent UI", §4): a modal dialog on Radix (focus trap,
// Escape, overlay click), loaded on demand. Choosing stores the consent and closes the dialog.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useState } from "react";
import { Link } from "../../ui/link";
import { cn } from "../../lib/cn";
import { consentChoices, DEFAULT_CATEGORIES, readConsent, saveConsent, type CategoryChoices, type ConsentRecord } from "./consent";
import { CategorySwitch } from "./category-switch";
import { COOKIE_CATEGORIES, COOKIE_EXPLANATION } from "./cookie-categories";
import { FLOATING_BUTTON_CLASS } from "./cookie-settings-button";
import { CloseIcon } from "./icons";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";

export type PreferenceCentreProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back where the visitor was (the centre has no Radix Trigger to return to). */
  onClosed: () => void;
  /** Draws the close button over the floating settings button while open (rules §2). */
  showFloatingClose: boolean;
};

export default function PreferenceCentre({ open, onOpenChange, onClosed, showFloatingClose }: PreferenceCentreProps) {
  const [choices, setChoices] = useState<CategoryChoices>(DEFAULT_CATEGORIES);
  const ids = useId();
  const t = useT(catalog);
  const to = useLocalePath();

  // Each opening shows what is stored now; a visitor who has not chosen sees everything on.
  useEffect(() => {
    if (open) setChoices(readConsent()?.categories ?? DEFAULT_CATEGORIES);
  }, [open]);

  const choose = (record: ConsentRecord) => {
    saveConsent(record);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn(
            "fixed inset-0 z-50 grid place-items-center bg-slate-950/60 p-4 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none",
            // Room below the dialog for the floating close button, so it never covers a choice.
            showFloatingClose && "pb-20",
          )}
        >
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
            className={cn(
              "flex w-full max-w-2xl flex-col rounded-xl bg-white text-slate-800 shadow-2xl outline-none",
              showFloatingClose ? "max-h-[calc(100dvh-6rem)]" : "max-h-[calc(100dvh-2rem)]",
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 py-4 pr-4 pl-6">
              <Dialog.Title className="pt-1.5 text-xl font-bold text-brand-900">{t("Cookie preferences")}</Dialog.Title>
              <Dialog.Close
                aria-label={t("Close preference centre")}
                className="grid size-10 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>

            <div className="overflow-y-auto px-6 py-5 text-sm leading-relaxed">
              <Dialog.Description>{t(COOKIE_EXPLANATION[0])}</Dialog.Description>
              <p className="mt-3">{t(COOKIE_EXPLANATION[1])}</p>
              <p className="mt-3">
                {t("Your choice is kept in this browser; change it at any time with the cookie button at the bottom left of every page.")}{" "}
                <Link
                  to={to("/privacy")}
                  onClick={() => onOpenChange(false)}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t("Read our privacy policy")}
                </Link>
              </p>

              <h3 className="mt-6 text-base font-bold text-brand-900">{t("Manage consent preferences")}</h3>
              <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
                {COOKIE_CATEGORIES.map((category) => {
                  const titleId = `${ids}-${category.id}-title`;
                  const descriptionId = `${ids}-${category.id}-description`;
                  return (
                    <li key={category.id} className="py-4">
                      <div className="flex items-center justify-between gap-4">
                        <h4 id={titleId} className="font-semibold text-slate-900">
                          {t(category.title)}
                        </h4>
                        {category.id === "necessary" ? (
                          <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-brand-700">{t("Always Active")}</span>
                        ) : (
                          <CategorySwitch
                            checked={choices[category.id]}
                            onChange={(on) => setChoices((current) => ({ ...current, [category.id]: on }))}
                            labelledBy={titleId}
                            describedBy={descriptionId}
                          />
                        )}
                      </div>
                      <p id={descriptionId} className="mt-1 text-slate-600">
                        {t(category.description)}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </div>

            <div className="flex flex-col gap-3 border-t border-slate-200 px-6 py-4 sm:flex-row sm:justify-end">
              <button type="button" className="btn-secondary" onClick={() => choose(consentChoices.rejectAll())}>
                {t("Reject All")}
              </button>
              <button type="button" className="btn-secondary" onClick={() => choose(consentChoices.confirm(choices))}>
                {t("Confirm My Choices")}
              </button>
              <button type="button" className="btn-primary" onClick={() => choose(consentChoices.acceptAll())}>
                {t("Accept All")}
              </button>
            </div>

            {showFloatingClose ? (
              // Inside the dialog so it stays reachable: outside it the page is inert while modal.
              <Dialog.Close aria-label={t("Close cookie settings")} className={`${FLOATING_BUTTON_CLASS} z-50`}>
                <CloseIcon className="size-6" />
              </Dialog.Close>
            ) : null}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
