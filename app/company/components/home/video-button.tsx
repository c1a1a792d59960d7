// 'M&M in 90 Seconds' (rules §2 "Home page"): shown only when a film is configured (the facts'
// film), it opens the video dialog, whose code (Radix and the player) loads on the first click only.
import { lazy, Suspense, useState } from "react";
import { OutlineIcon } from "../../../ui/outline-icon";
import { ExampleMark } from "../../../ui/example-mark";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

const VideoDialog = lazy(() => import("./video-dialog"));

type VideoButtonProps = { url: string; example: boolean; poster: { src: string; alt: string; width: number; height: number } };

export function VideoButton({ url, example, poster }: VideoButtonProps) {
  const t = useT(catalog);
  const [state, setState] = useState({ loaded: false, open: false });
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setState({ loaded: true, open: true })}
        className="inline-flex items-center gap-2 rounded-md px-3 py-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-white text-brand-900">
          <OutlineIcon className="size-4" strokeWidth={2}>
            <path d="M6.5 4.2v11.6L16 10z" fill="currentColor" />
          </OutlineIcon>
        </span>
        {t("M&M in 90 Seconds")}
        <ExampleMark when={example} />
      </button>
      {state.loaded ? (
        <Suspense fallback={null}>
          <VideoDialog open={state.open} onOpenChange={(open) => setState((s) => ({ ...s, open }))} url={url} poster={poster} />
        </Suspense>
      ) : null}
    </>
  );
}
