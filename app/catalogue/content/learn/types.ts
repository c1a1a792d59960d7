// The explainer pages (rules §2 "Explainer (learn) pages"). Six share one layout; the inverted
// beams page has its own sections. Imported only by the learn route's loader, so the copy never
// ships as JavaScript.
import type { SpecLabel } from "../product-details/types";

/** A 16:9 drawing (rules §9: 16:9 on explainer pages). */
export type LearnVisual = { src: string; alt: string; caption?: string };

/** Icons available to benefit and feature cards (drawn in app/catalogue/components/learn/benefit-icon.tsx). */
export type BenefitIconName =
  "strength" | "span" | "speed" | "durability" | "fire" | "sound" | "quality" | "weight" | "load" | "design" | "water" | "height";

export type Titled = { title: string; text: string };

export type StandardLearnPage = {
  kind: "standard";
  /** The product page this explains (View Product Details goes there). */
  slug: string;
  title: string;
  lead: string;
  hero: LearnVisual;
  basics: {
    heading: string;
    paragraphs: readonly string[];
    /** Specification rows of the product to show beside the text; values come from its specifications. */
    facts: readonly SpecLabel[];
    image: LearnVisual;
  };
  /** Exactly six steps. */
  process: { intro: string; steps: readonly Titled[]; image: LearnVisual };
  /** Exactly six cards. */
  benefits: readonly (Titled & { icon: BenefitIconName })[];
  applications: { intro: string; items: readonly Titled[] };
  closing: { heading: string; text: string };
};

export type InvertedBeamLearnPage = {
  kind: "inverted";
  slug: string;
  title: string;
  lead: string;
  hero: LearnVisual;
  whatIs: { heading: string; paragraphs: readonly string[]; points: readonly string[]; image: LearnVisual };
  engineering: {
    heading: string;
    intro: string;
    items: readonly (Titled & { icon: BenefitIconName })[];
    facts: readonly SpecLabel[];
    image: LearnVisual;
  };
  applications: { heading: string; intro: string; items: readonly Titled[] };
  closing: { heading: string; text: string };
};

export type LearnPage = StandardLearnPage | InvertedBeamLearnPage;

/** Drawn size of every learn visual (16:9). */
export const LEARN_IMAGE_SIZE = { width: 1200, height: 675 } as const;

export const learnImage = (name: string) => `/images/learn/${name}.svg`;
