// sonner's Toaster, loaded with the first toast (app/ui/toast.ts). Its region is aria-live,
// so screen readers announce each toast; its own labels are said in the page's language.
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "./toast";
import { useT } from "./use-t";
import { catalog } from "./translations";

export default function Toaster() {
  const t = useT(catalog);
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      position="top-right"
      visibleToasts={1}
      closeButton
      duration={5000}
      richColors
      containerAriaLabel={t("Notifications")}
      // sonner draws its close button 20 px wide; a phone's target is at least 24 (WCAG 2.2 SC 2.5.8).
      toastOptions={{ closeButtonAriaLabel: t("Close toast"), classNames: { closeButton: "size-6!" } }}
    />
  );
}
