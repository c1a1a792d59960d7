// A lazy image that fades in once loaded (rules §2 gallery). Without JavaScript, or with reduced
// motion, it is simply visible: it is hidden only under `@media (scripting: enabled)` and
// `prefers-reduced-motion: no-preference`, until its load sets data-loaded. An image that
// finished loading before hydration is caught by the ref.
import { useCallback, useState, type ImgHTMLAttributes } from "react";
import { cn } from "../../../lib/cn";
import { Drawing } from "../../../ui/drawing";

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; width: number; height: number };

export function FadeInImage({ className, onLoad, ...props }: Props) {
  const [loaded, setLoaded] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <Drawing
      {...props}
      ref={ref}
      loading="lazy"
      decoding="async"
      data-loaded={loaded ? "" : undefined}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
      className={cn(
        "motion-safe:transition-opacity motion-safe:duration-700 [@media(scripting:enabled)]:motion-safe:not-data-loaded:opacity-0",
        className,
      )}
    />
  );
}
