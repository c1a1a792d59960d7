import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./toast";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the Toaster only once something wants to toast. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
