// The service drawings' Spanish text, laid over drawings.ts (app/lib/localized.ts).

export const serviceDrawings = {
  consultation: {
    alt: "Hoja de diseño de un marco prefabricado: una viga presforzada sobre dos columnas bajo carga distribuida, su diagrama de momento flexionante y una sección de la viga con sus torones.",
  },
  structural: {
    alt: "Detalle estructural de una conexión prefabricada: una viga T invertida apoyada en la ménsula de una columna, con almohadilla de apoyo y pasador, que recibe losas alveolares.",
  },
  bridge: {
    alt: "Sección transversal de un puente: tablero de dos carriles sobre vigas cajón presforzadas, cabezal de pila y pilotes hincados, con las cargas de rueda HL-93 y sus cotas.",
  },
  marine: {
    alt: "Sección de un muelle sobre pilotes presforzados verticales e inclinados, con defensa, bita, niveles de pleamar y bajamar y el nivel del lecho marino.",
  },
  seaWall: {
    alt: "Sección de un muro costero de tablestacas presforzadas con viga de coronamiento de concreto, tirante hacia un muro de anclaje, enrocado al pie y el nivel de marea de tormenta.",
  },
  foundation: {
    alt: "Sección de un grupo de pilotes: cabezal de concreto sobre pilotes presforzados hincados que atraviesan arcilla blanda hasta arena densa, con los estratos del suelo y la carga de diseño.",
  },
  construction: {
    alt: "Alzado de una bodega en construcción: una grúa móvil iza un panel de muro tilt-up junto a paneles ya montados y una cubierta de losas doble T.",
  },
  quality: {
    alt: "Hoja de control de calidad: un cilindro de concreto en ensayo de compresión, la curva de ganancia de resistencia hasta los 28 días y una verificación del alargamiento de torones.",
  },
};
