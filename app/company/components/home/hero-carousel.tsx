// The home hero (rules §2 "Home page", §4 "Hero"): three looping slides, rendered on the server
// with the first one showing, so its drawing (the page's largest paint) loads at once. Slides
// crossfade; the text of hidden slides is inert. No carousel library: there is nothing to drag
// or scroll, and embla would add 7 KB to the home page's first load for a fade.
import { useRef, type FocusEvent, type PointerEvent } from "react";
import { Link } from "../../../ui/link";
import type { HeroSlide } from "../../content/home";
import { cn } from "../../../lib/cn";
import { HeroArrows, HeroDots } from "./hero-controls";
import { useSlideTimer } from "./use-slide-timer";
import { VideoButton } from "./video-button";
import { Measured } from "../../../ui/measured";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";

type HeroCarouselProps = {
  heading: string;
  slides: readonly HeroSlide[];
  /** HERO_SLIDE_INTERVAL_MS, sent by the loader (the constants module stays out of this page's first load). */
  interval: number;
  /** The film behind 'M&M in 90 Seconds' (the facts' film, when the page may show it); null: no button. */
  video: { url: string; example: boolean; poster: { src: string; alt: string; width: number; height: number } } | null;
};

const FADE = "transition-opacity duration-700 ease-out motion-reduce:transition-none";

export function HeroCarousel({ heading, slides, interval, video }: HeroCarouselProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const bar = useRef<HTMLDivElement>(null);
  const timer = useSlideTimer(slides.length, interval, bar);
  const swipeStart = useRef<number | null>(null);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) timer.setFocused(false);
  };
  // Keyboard focus pauses (WAI-ARIA carousel pattern); a mouse click on a dot does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => timer.setFocused(event.target.matches(":focus-visible"));
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > 48) timer.goTo(timer.index + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      aria-roledescription={t("carousel")}
      aria-labelledby="hero-heading"
      data-hydrated={timer.hydrated || undefined}
      data-slide={timer.index + 1}
      className="relative isolate flex min-h-[calc(100svh-var(--header-height))] touch-pan-y flex-col overflow-hidden bg-brand-900 text-white"
      onPointerEnter={(event) => event.pointerType === "mouse" && timer.setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && timer.setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {slides.map((slide, i) => (
        <Drawing
          key={slide.image.src}
          src={slide.image.src}
          alt={slide.image.alt}
          width={slide.image.width}
          height={slide.image.height}
          aria-hidden={i !== timer.index || undefined}
          // The first drawing is the largest paint: fetched at once, first. The others can wait.
          loading={i === 0 ? "eager" : "lazy"}
          fetchPriority={i === 0 ? "high" : "low"}
          decoding={i === 0 ? "sync" : "async"}
          className={cn(
            "absolute inset-0 size-full object-cover object-[70%_center]",
            FADE,
            i === timer.index ? "opacity-100" : "opacity-0",
          )}
        />
      ))}
      {/* Keeps the copy legible over the drawing: solid behind the text, clear towards the art. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 z-10 bg-brand-900/90 md:bg-transparent md:bg-linear-to-r md:from-brand-900 md:via-brand-900/85 md:to-brand-900/20"
      />

      <div className="relative z-20 mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 py-10 sm:px-6 md:px-20">
        <h1 id="hero-heading" className="text-sm font-semibold tracking-widest text-accent-500 uppercase">
          {heading}
        </h1>
        <div id="hero-slides" className="mt-4 grid" aria-live={timer.running ? "off" : "polite"}>
          {slides.map((slide, i) => {
            const active = i === timer.index;
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription={t("slide")}
                aria-label={t("{number} of {count}", { number: i + 1, count: slides.length })}
                aria-hidden={!active || undefined}
                inert={!active}
                className={cn(
                  "[grid-area:1/1] max-w-3xl transition-[visibility] duration-700 motion-reduce:transition-none",
                  active ? "visible" : "invisible",
                )}
              >
                <div className={cn(FADE, active ? "opacity-100" : "opacity-0")}>
                  <h2 className="text-4xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl 2xl:text-6xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 text-xl font-semibold text-accent-500 md:text-2xl">{slide.subtitle}</p>
                  <p className="mt-5 max-w-xl text-base text-slate-200 md:text-lg">
                    <Measured text={slide.description} />
                  </p>
                </div>
              </div>
            );
          })}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <Link to={to("/products")} className="btn-primary bg-accent-600 hover:bg-accent-700">
            {t("View our products")}
          </Link>
          <Link to={to("/contact")} className="btn-secondary border-white/70 bg-transparent text-white hover:bg-white/10">
            {t("Let's Talk")}
          </Link>
          {video ? <VideoButton url={video.url} example={video.example} poster={video.poster} /> : null}
        </div>
        <HeroDots timer={timer} count={slides.length} />
      </div>

      <HeroArrows timer={timer} />
      <div className="absolute inset-x-0 bottom-0 z-20 h-1 bg-white/15" aria-hidden="true">
        <div ref={bar} className={cn("h-full origin-left bg-accent-500", !timer.autoplay && "hidden")} style={{ transform: "scaleX(0)" }} />
      </div>
    </section>
  );
}
