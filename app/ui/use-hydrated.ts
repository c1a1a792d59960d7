// @first-load-shell
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true in every render after. Read through
 * useSyncExternalStore rather than set from an effect: a state update made in an effect while a
 * Suspense boundary hydrates was seen to be lost now and then, leaving a component "not yet
 * hydrated" for good.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
