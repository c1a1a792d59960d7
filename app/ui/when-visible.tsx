// @first-load-shell
// Hydration when it is needed (docs/decisions/0032-paint-first-then-script.md). A part of a page
// far below the first screen (the footer, the lower sections of a long page) is rendered on the
// server like everything else, and the visitor sees and uses it as plain HTML (its links and
// forms work without JavaScript). Its code is fetched, and it becomes interactive, when it comes
// within a screen of the viewport, the pointer rests on a link, or the visitor first clicks or
// types: until then React leaves the server's HTML as it is.
// On the server, and after a client-side navigation, it renders at once.
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";

const INTERACTIONS = ["pointerdown", "keydown", "pointerover"] as const;

/**
 * Resolves once the element with `id` is near the viewport; at once if it is not in the page; as
 * soon as it leaves it (React had to render the part anew); and at the visitor's first click or
 * key press anywhere, or pointer over a link, since what follows (a form sent, a navigation) may
 * update the part, and React can only update it once its code is here: a link's hover gives it
 * the time React Router takes to fetch the next page ahead, so the click never waits for it.
 */
function needed(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    // A pointer already resting on a link moves no more: it would never be seen arriving.
    if (!element || document.querySelector("a[href]:hover")) return resolve();
    const done = (event?: Event) => {
      // A pointer over anything but a link asks for nothing.
      if (event?.type === "pointerover" && !(event.target as Element).closest("a[href]")) return;
      seen.disconnect();
      gone.disconnect();
      for (const type of INTERACTIONS) removeEventListener(type, done, true);
      resolve();
    };
    const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: "100% 0px" });
    const gone = new MutationObserver(() => !element.isConnected && done());
    seen.observe(element);
    gone.observe(document.body, { childList: true, subtree: true });
    for (const type of INTERACTIONS) addEventListener(type, done, { capture: true, passive: true });
  });
}

/** Props equal in value: a revalidation hands the part new objects with the same data. */
const sameValue = (a: object, b: object) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A component whose code loads when the element with `id` (rendered by the component itself)
 * nears the viewport. `id` must be the id of an element the component renders on the server.
 */
export function whenVisible<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return serverDrawn(
    id,
    lazy(() => (typeof document === "undefined" ? load() : needed(id).then(load))),
  );
}

/**
 * The same for a part that must be interactive soon whatever the visitor does (the header's menu
 * and panels, which work as plain HTML meanwhile): its code starts loading as the page hydrates,
 * so a navigation rarely has to wait for it (React holds a transition that reaches a part still
 * waiting for its code).
 */
export function atHydration<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return serverDrawn(id, lazy(load));
}

function serverDrawn<P extends object>(id: string, Lazy: ComponentType<P>) {
  // The part as the server sent it, found at hydration (the first render in the browser), with the
  // props it was drawn for. React does not always wait for the code: an update outside a
  // transition that reaches the part (React Router gives the whole tree a new context value on
  // every navigation, the gallery's Load More included) makes React drop the server's HTML and draw
  // the part anew, which shows the fallback until the code arrives. While the props are those the
  // server drew, the fallback is the server's part itself, put back, so nothing disappears and
  // nothing around it moves; it works as plain HTML meanwhile, as it did. For other props (another
  // product's page) there is none: nothing is better than the wrong content. Read in the browser
  // only: the server renders the part itself and never needs it.
  let server: Copy | undefined;
  // Memoised by value: a parent's re-render with the same data must not make React render the
  // part anew before its code has arrived.
  return memo(function WhenVisible(props: P): ReactNode {
    const drawn = typeof document === "undefined" ? "" : JSON.stringify(props);
    if (drawn) server ??= { element: document.getElementById(id), props: drawn };
    return (
      <Suspense fallback={server?.props === drawn ? <CopyOf copy={server} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }, sameValue);
}

type Copy = { element: Element | null; props: string };

/**
 * The server's part, moved back into the fallback once React has committed it: never copied or
 * parsed, so the fallbacks React draws and throws away before it commits one cost nothing (a
 * product's load tables are over 100 KB of HTML), and what a visitor typed in the part stays.
 */
function CopyOf({ copy }: { copy: Copy }) {
  return <div className="contents" ref={(div) => void (copy.element && div?.appendChild(copy.element))} />;
}
