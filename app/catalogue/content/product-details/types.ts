// The heavier half of a product page (rules §3 "Product content"): features, the specification
// rows beyond the catalogue's own, applications and the 'Real World Applications' gallery.
// Imported only by the product route's loader, so none of it ships as JavaScript
// (docs/decisions/0007-site-shell.md "Product content and the first load").
import { localized } from "../../../lib/localized";
import * as es from "./types.es";

/** The specification labels of rules §2, in its order; every specification row uses one. */
export const SPEC_LABELS = [
  "Cross-Section",
  "Length",
  "Concrete Strength",
  "Prestressing",
  "Load Capacity",
  "Reinforcement",
  "Standard Width",
  "Depth",
  "Span Capability",
  "Flange Thickness",
  "Fire Rating",
  "Width Range",
  "Wall Thickness",
  "Ledge Width",
  "Web Thickness",
  "Standard Depths",
  "Sound Transmission Class",
  "Surface Finish",
  "Edge Detail",
  "Load Rating",
] as const;
export type SpecLabel = (typeof SPEC_LABELS)[number];

/** Each specification label as a reader reads it: in English, the label itself (the key). */
export const SPEC_LABEL_NAMES = Object.fromEntries(SPEC_LABELS.map((label) => [label, label])) as Readonly<Record<SpecLabel, string>>;

export const specLabelNamesIn = localized(SPEC_LABEL_NAMES, { es: es.SPEC_LABEL_NAMES });

export type SpecRow = { label: string; value: string };

/** One picture of the gallery (rules §3 "Gallery image"); all are 4:3 drawings. */
type GalleryImage = { src: string; alt: string; caption: string };

export type ProductDetail = {
  /** A second paragraph for the hero, after the catalogue description. */
  overview: string;
  /** Five or six specific points. */
  features: readonly string[];
  /**
   * Rows after the catalogue's own specifications (app/catalogue/content/products.ts), with the rules §2
   * labels. The page shows both; a row whose label the catalogue already has is left out.
   */
  moreSpecifications: readonly { label: SpecLabel; value: string }[];
  applications: readonly string[];
  /** Exactly four scenes (rules §2 'Real World Applications'). */
  gallery: readonly GalleryImage[];
};

export const galleryImage = (scene: string) => `/images/gallery/${scene}.svg`;
