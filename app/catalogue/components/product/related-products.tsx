// Related Products (rules §2): up to 6 other products in a looping carousel, 1 per view on
// phones, 2 from 768 px, 3 from 1024 px. The server renders a plain scrolling list, complete
// without JavaScript; the carousel code (embla) loads only when the section nears the viewport,
// so it never weighs on the page's first load.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "../../../ui/link";
import { productPath } from "../../content/products";
import { ProductImage } from "../product-image";
import { Measured } from "../../../ui/measured";
import { cn } from "../../../lib/cn";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

const CarouselControls = lazy(() => import("./related-carousel"));

type Item = { slug: string; title: string; blurb: string };

function RelatedCard({ item }: { item: Item }) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* The title below names the product; the drawing adds nothing a screen reader needs. */}
      <ProductImage
        product={item}
        alt=""
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        className="border-b border-slate-200"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-700">
          <Measured text={item.blurb} />
        </p>
        {/* 32 px tall to tap, drawn where a 24 px line would be: the padding is taken back by the margins. */}
        <Link to={to(productPath(item))} className="mt-3 -mb-1 self-start py-1 font-semibold text-brand-700 hover:underline">
          {t("View Details")}
          <span className="sr-only">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}

export function RelatedProducts({ items }: { items: readonly Item[] }) {
  const t = useT(catalog);
  const sectionRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setEnhanced(true);
        observer.disconnect();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  if (items.length === 0) return null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="related-title"
      aria-roledescription={enhanced ? "carousel" : undefined}
      data-print="hide"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16"
    >
      <div className="flex min-h-10 items-center justify-between gap-4">
        <h2 id="related-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
          {t("Related Products")}
        </h2>
        {enhanced && viewport ? (
          <Suspense fallback={null}>
            <CarouselControls viewport={viewport} titles={items.map((item) => item.title)} onSelect={setAnnouncement} />
          </Suspense>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {/* A native scroller until the carousel takes over; its links make it reachable by keyboard.
          Positioned, so the slides' screen-reader text is clipped with them instead of widening the page. */}
      <div ref={setViewport} className={cn("relative mt-6", enhanced ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto pb-2")}>
        <ul className="-ml-4 flex touch-pan-y">
          {items.map((item, index) => (
            <li
              key={item.slug}
              data-slide-index={index}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <RelatedCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
