// The Quality Assurance page's Spanish text, laid over quality-assurance.ts (app/lib/localized.ts).

export const qualityBanner = {
  eyebrow: "Aseguramiento de calidad",
  title: "Aseguramiento de calidad",
  subtitle: "Cada elemento probado, cada registro guardado",
  description:
    "El concreto presforzado es tan bueno como su mezcla, sus torones y su curado. Nuestro programa de calidad verifica cada uno de ellos en planta y en obra, y le entrega los registros que lo demuestran.",
};

export const qualityFeatures = [
  {
    title: "Ensayos de materiales",
    description: "Cemento, agregados, aditivos y torón certificados y verificados antes de entrar a producción.",
  },
  {
    title: "Verificación de resistencia",
    description: "Cilindros de cada colado ensayados a la transferencia y a los 28 días contra la resistencia f′c especificada.",
  },
  {
    title: "Control dimensional",
    description: "Longitud, sección, contraflecha y piezas ahogadas medidas contra los planos de taller.",
  },
  {
    title: "Trazabilidad completa",
    description: "Cada elemento lleva una marca que lo vincula con su colado, su rollo de torón, sus ensayos y su inspector.",
  },
];

export const qualityPhases = [
  {
    title: "Planeación",
    description:
      "Un plan de calidad para el proyecto: especificaciones, tolerancias, frecuencias de ensayo y puntos de espera acordados con usted y con el ingeniero responsable del diseño.",
  },
  {
    title: "Implementación",
    description:
      "Diseños de mezcla, revisión de cimbras, tensado de torones y curado realizados según procedimientos escritos por cuadrillas capacitadas.",
  },
  {
    title: "Control",
    description:
      "Inspección antes y después de cada colado, ensayos de cilindros y verificación de alargamientos, con retención de los elementos no conformes.",
  },
  {
    title: "Mejora",
    description:
      "Resultados de ensayos y observaciones de obra revisados cada mes, para corregir las causas en el proceso y no elemento por elemento.",
  },
];

export const qualityServices = [
  {
    title: "Diseño de mezclas de concreto",
    description: "Mezclas de {5,000 to 8,000 psi} con la trabajabilidad y la resistencia temprana que requiere el presfuerzo.",
  },
  {
    title: "Ensayos de compresión de cilindros",
    description: "Roturas a la transferencia y a los 28 días para nuestros elementos y para los colados de su obra.",
  },
  {
    title: "Verificación del tensado de torones",
    description: "Registros de presión de manómetro y alargamiento de cada torón, dentro de un 5% del valor calculado.",
  },
  {
    title: "Inspección en planta y patio",
    description: "Cimbras, acero de refuerzo, piezas ahogadas y recubrimiento revisados antes de cada colado.",
  },
  {
    title: "Inspección del montaje en obra",
    description: "Apoyos, alineación, conexiones y rellenos de mortero revisados a medida que se colocan los elementos.",
  },
  {
    title: "Documentación y certificación",
    description: "Informes de ensayos, registros de contraflecha y certificados de conformidad con cada entrega.",
  },
];

export const qualityCallToAction = {
  title: "¿Necesita prefabricados con respaldo documental?",
  text: "Solicite nuestro plan de calidad, un informe de ensayo de muestra o una inspección del concreto en su propia obra.",
  button: "Solicitar una consulta",
};
