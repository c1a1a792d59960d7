// A drawing in the page's language and the visitor's units (rules §11 "Drawings"), by its English
// file (./drawing-files.ts picks the files). A drawing with dimensions is rendered twice, metric
// and imperial, and the stylesheet shows the visitor's (app/app.css, like every quantity): the HTML
// is the same for everyone. A hidden lazy image is never fetched, so both are lazy; for a drawing
// the page needs at once, both are marked, and the head's script (./drawing-boot.server.ts) makes
// the shown one eager as the parser adds it, so it is fetched as early as an eager image and the
// other never is.
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { drawingFiles, EAGER_DRAWING } from "./drawing-files";
import { useLocale } from "./use-t";

type DrawingProps = Omit<ComponentProps<"img">, "src"> & { src: string };

/** An <img> of a drawing (every attribute as given), in the page's language and the visitor's units. */
export function Drawing({ src, className, loading, ...img }: DrawingProps) {
  const files = drawingFiles(src, useLocale());
  if (!files.imperial) return <img {...img} src={files.metric} loading={loading} className={className} />;
  const eager = loading === "lazy" ? {} : { [EAGER_DRAWING]: "" };
  return (
    <>
      <img {...img} {...eager} src={files.metric} loading="lazy" className={cn(className, "u-metric")} suppressHydrationWarning />
      <img {...img} {...eager} src={files.imperial} loading="lazy" className={cn(className, "u-imperial")} suppressHydrationWarning />
    </>
  );
}
