// The three home-hero scenes (docs/decisions/0001-product-resolutions.md "Imagery": original engineering drawings). The
// service worker precaches exactly HERO_IMAGES (rules §7 "Service worker").
import { localized } from "../../lib/localized";
import * as es from "./hero-images.es";

export type HeroImage = { src: string; alt: string; width: number; height: number };

export const heroImages: readonly HeroImage[] = [
  {
    src: "/images/hero/bridge.svg",
    alt: "Engineering drawing of a three-span highway bridge on prestressed box beams and concrete piers over a river, with a box beam cross-section.",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/marine-piles.svg",
    alt: "Engineering drawing of a marine pier standing on square prestressed concrete piles driven through the water into the seabed, with a pile cross-section.",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/double-tee-building.svg",
    alt: "Engineering drawing of a three-level precast building frame: double tee floors resting on inverted tee beams and columns, with a double tee cross-section.",
    width: 1600,
    height: 900,
  },
] as const satisfies readonly HeroImage[];

export const HERO_IMAGES: string[] = heroImages.map((image) => image.src);

export const heroImagesIn = localized(heroImages, { es: es.heroImages });
