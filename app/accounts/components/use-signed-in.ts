import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { hasSignedInHint } from "../hint";

// A sign-in or sign-out in another tab shows when this one is looked at again.
function subscribe(onChange: () => void): () => void {
  window.addEventListener("focus", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

const readHint = () => hasSignedInHint(document.cookie);

/**
 * Whether this browser holds the signed-in hint (app/accounts/hint.ts). False on the server and
 * while hydrating, so every visitor gets the same HTML; read again on every render after that,
 * and every navigation renders (useLocation), so a sign-in or sign-out shows at once.
 */
export function useSignedIn(): boolean {
  useLocation();
  return useSyncExternalStore(subscribe, readHint, () => false);
}
