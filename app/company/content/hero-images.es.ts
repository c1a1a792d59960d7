// Spanish twin of hero-images.ts: the alt texts of the three home-hero scenes.
import type { HeroImage } from "./hero-images";

export const heroImages: readonly HeroImage[] = [
  {
    src: "/images/hero/bridge.svg",
    alt: "Dibujo de ingeniería de un puente carretero de tres claros sobre vigas cajón presforzadas y pilas de concreto sobre un río, con la sección transversal de una viga cajón.",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/marine-piles.svg",
    alt: "Dibujo de ingeniería de un muelle marino apoyado en pilotes cuadrados de concreto presforzado, hincados a través del agua hasta el lecho marino, con la sección transversal de un pilote.",
    width: 1600,
    height: 900,
  },
  {
    src: "/images/hero/double-tee-building.svg",
    alt: "Dibujo de ingeniería de la estructura prefabricada de un edificio de tres niveles: entrepisos de losas doble T apoyados en vigas T invertidas y columnas, con la sección transversal de una losa doble T.",
    width: 1600,
    height: 900,
  },
];
