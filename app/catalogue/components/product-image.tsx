// A product's picture (docs/decisions/0001-product-resolutions.md "Imagery"): the cross-section drawing today; a real photo
// (AVIF/WebP srcset) once the company supplies one, with the drawing as the fallback source.
import { PRODUCT_IMAGE_SIZE, productImage, type Product } from "../content/products";
import { cn } from "../../lib/cn";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";
import { Drawing } from "../../ui/drawing";

/** A photo to show instead of the drawing: responsive sources in modern formats, same 4:3 frame. */
type ProductPhoto = { avif?: string; webp?: string; src?: string; sizes?: string };

type Props = {
  product: Pick<Product, "slug" | "title">;
  /** Meaningful text for what the picture shows; defaults to naming the drawing. */
  alt?: string;
  width?: number;
  height?: number;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  sizes?: string;
  photo?: ProductPhoto;
  className?: string;
};

export function ProductImage({
  product,
  alt,
  width = PRODUCT_IMAGE_SIZE.width,
  height = PRODUCT_IMAGE_SIZE.height,
  loading = "lazy",
  fetchPriority,
  sizes,
  photo,
  className,
}: Props) {
  const t = useT(catalog);
  const drawing = productImage(product);
  const img = (
    <Drawing
      src={photo?.src ?? drawing}
      alt={alt ?? t("{title}: dimensioned cross-section drawing", { title: product.title })}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      // Explicit width/height keep the 4:3 box reserved before the file arrives (no layout shift).
      className={cn("h-auto w-full bg-slate-50 object-contain", className)}
    />
  );
  if (!photo || (!photo.avif && !photo.webp)) return img;
  return (
    <picture>
      {photo.avif ? <source type="image/avif" srcSet={photo.avif} sizes={photo.sizes ?? sizes} /> : null}
      {photo.webp ? <source type="image/webp" srcSet={photo.webp} sizes={photo.sizes ?? sizes} /> : null}
      {img}
    </picture>
  );
}
