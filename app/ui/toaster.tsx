// sonner's Toaster, loaded with the first toast (app/ui/toast.ts). Its region is aria-live,
// so screen readers announce each toast.
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "./toast";

export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return <Sonner position="top-right" visibleToasts={1} closeButton duration={5000} richColors />;
}
