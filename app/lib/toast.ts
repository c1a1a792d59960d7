// Toasts (spec §4, DECISIONS.md): one at a time, top-right, about 5 s, announced to screen
// readers. sonner is loaded on the first toast, so pages that never toast never download it.
import type { ExternalToast } from "sonner";

type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
type Listener = () => void;

let sonner: Promise<typeof import("sonner")> | null = null;
const mountListeners = new Set<Listener>();
let mounted = false;
let mountedResolve: (() => void) | null = null;
const mountedPromise = new Promise<void>((resolve) => (mountedResolve = resolve));

/** The Toaster calls this once it is on the page. */
export function toasterMounted() {
  mounted = true;
  mountedResolve?.();
}

/** The root listens for the first toast to mount the Toaster. */
export function onFirstToast(listener: Listener) {
  mountListeners.add(listener);
  return () => {
    mountListeners.delete(listener);
  };
}

/** Clears any toast on screen (e.g. before a drawer opens where it would cover it). */
export function dismissToasts() {
  void sonner?.then(({ toast: show }) => show.dismiss());
}

export async function toast({ title, description, variant = "default" }: ToastInput) {
  sonner ??= import("sonner");
  if (!mounted) for (const listener of mountListeners) listener();
  const [{ toast: show }] = await Promise.all([sonner, mountedPromise]);
  show.dismiss(); // spec §4: a new toast replaces the old one
  const options: ExternalToast = { description, duration: 5000 };
  if (variant === "destructive") show.error(title, options);
  else show(title, options);
}
