// sonner's Toaster, loaded with the first toast (app/ui/toast.ts). Its region is aria-live,
// so screen readers announce each toast; its own labels are said in the page's language.
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "./toast";
import { useT } from "./use-t";
import { catalog } from "./catalog";

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
      toastOptions={{ closeButtonAriaLabel: t("Close toast") }}
    />
  );
}
