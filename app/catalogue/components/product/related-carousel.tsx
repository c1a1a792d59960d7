// The carousel behind Related Products, loaded on demand: embla attaches to the list the server
// rendered (loop on, one slide per step) and these are its previous/next buttons.
import useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type Props = {
  viewport: HTMLElement;
  titles: readonly string[];
  /** Receives a sentence naming the first product in view, for the live region. */
  onSelect: (announcement: string) => void;
};

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function RelatedCarousel({ viewport, titles, onSelect }: Props) {
  const t = useT(catalog);
  const [emblaRef, api] = useEmblaCarousel({ loop: true, align: "start" });

  useEffect(() => {
    viewport.scrollLeft = 0; // the native scroller may have been scrolled before embla took over
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [viewport, emblaRef]);

  useEffect(() => {
    if (!api) return;
    const announce = () => {
      const index = api.selectedScrollSnap();
      onSelect(t("{title}, {position} of {count}", { title: titles[index] ?? "", position: index + 1, count: titles.length }));
    };
    api.on("select", announce);
    return () => {
      api.off("select", announce);
    };
  }, [api, titles, onSelect, t]);

  const button =
    "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <div className="flex gap-2">
      <button type="button" className={button} aria-label={t("Previous related product")} onClick={() => api?.scrollPrev()}>
        <Arrow direction="left" />
      </button>
      <button type="button" className={button} aria-label={t("Next related product")} onClick={() => api?.scrollNext()}>
        <Arrow direction="right" />
      </button>
    </div>
  );
}
