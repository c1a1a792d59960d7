// The home-hero scenes' Spanish text, laid over hero-images.ts (app/lib/localized.ts).

export const heroImages = [
  {
    alt: "Dibujo de ingeniería de un puente carretero de tres claros sobre vigas cajón presforzadas y pilas de concreto sobre un río, con la sección transversal de una viga cajón.",
  },
  {
    alt: "Dibujo de ingeniería de un muelle marino apoyado en pilotes cuadrados de concreto presforzado, hincados a través del agua hasta el lecho marino, con la sección transversal de un pilote.",
  },
  {
    alt: "Dibujo de ingeniería de la estructura prefabricada de un edificio de tres niveles: entrepisos de losas doble T apoyados en vigas T invertidas y columnas, con la sección transversal de una losa doble T.",
  },
];
