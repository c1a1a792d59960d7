// @first-load-shell
// Toasts (rules §4, docs/decisions/0001-product-resolutions.md): one at a time, top-right, about 5 s, announced to screen
// readers. sonner is loaded on the first toast, so pages that never toast never download it.
import type { ExternalToast } from "sonner";

type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };

let sonner: Promise<typeof import("sonner")> | undefined;
/** Set by the root's ToastHost: puts the Toaster on the page. */
let requestToaster: (() => void) | undefined;
let toasterReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (toasterReady = resolve));

/** The Toaster calls this once it is on the page. */
export function toasterMounted() {
  toasterReady();
}

/** The root's ToastHost registers how to mount the Toaster on the first toast. */
export function onFirstToast(mount: () => void) {
  requestToaster = mount;
  return () => {
    if (requestToaster === mount) requestToaster = undefined;
  };
}

/** Clears any toast on screen (e.g. before a drawer opens where it would cover it). */
export function dismissToasts() {
  void sonner?.then(({ toast: show }) => show.dismiss());
}

export async function toast({ title, description, variant = "default" }: ToastInput) {
  sonner ??= import("sonner");
  requestToaster?.();
  const [{ toast: show }] = await Promise.all([sonner, ready]);
  show.dismiss(); // rules §4: a new toast replaces the old one
  const options: ExternalToast = { description, duration: 5000 };
  if (variant === "destructive") show.error(title, options);
  else show(title, options);
}
