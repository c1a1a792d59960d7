// The Services page's Spanish text, laid over overview.ts (app/lib/localized.ts).

export const overviewBanner = {
  eyebrow: "Nuestros servicios",
  title: "Servicios de ingeniería y construcción",
  subtitle: "Desde el primer cálculo de cargas hasta la última almohadilla de apoyo",
  description:
    "Los ingenieros de M&M diseñan todos los días con concreto prefabricado y presforzado, y nuestras cuadrillas construyen con él. Ya sea que necesite revisar un puente, diseñar un muelle o construir una bodega, un solo equipo lleva el trabajo desde los planos hasta la entrega.",
};

export const serviceCards = {
  "engineering-consultation": {
    points: [
      "Diseño marítimo, de puentes, estructural y de cimentaciones",
      "Ingeniería de valor de proyectos existentes",
      "Memorias de cálculo firmadas y selladas, y planos de taller",
      "Inspecciones en obra y pruebas de carga",
    ],
  },
  "general-construction": {
    points: [
      "Diseño y construcción con un solo contrato",
      "Bodegas con sistema de muros tilt-up",
      "Preparación del terreno, cimentaciones y montaje",
      "Obras comerciales, industriales y residenciales",
    ],
  },
};

export const processSteps = [
  {
    title: "Consulta",
    description: "Nos reunimos en el sitio o por teléfono, revisamos sus planos o su croquis y anotamos cargas, claros, suelos y plazos.",
  },
  {
    title: "Evaluación del sitio",
    description:
      "Levantamientos topográficos, sondeos y niveles de agua cuando hacen falta, para que el diseño parta del terreno y la exposición reales.",
  },
  {
    title: "Diseño e ingeniería de valor",
    description:
      "Nuestros ingenieros dimensionan elementos, torones y cimentaciones, y luego reducen concreto y acero sin reducir la capacidad.",
  },
  {
    title: "Propuesta y programa",
    description: "Alcance, precio y programa de colado fijos, con planos de taller para su aprobación antes de colar cualquier elemento.",
  },
  {
    title: "Colado y construcción",
    description:
      "Los elementos se cuelan y curan en nuestra planta de Ciudad de Belice mientras avanzan los trabajos en el sitio y las cimentaciones.",
  },
  {
    title: "Montaje y entrega",
    description:
      "Nuestras cuadrillas colocan y conectan los prefabricados, inspeccionan cada elemento y entregan los registros de pruebas y los planos de obra terminada.",
  },
];

export const testimonials = [
  {
    quote:
      "M&M rediseñó nuestro embarcadero sobre pilotes presforzados en lugar de madera. Quedó instalado seis semanas antes de lo previsto y ha pasado dos temporadas de huracanes sin una sola reparación.",
    author: "Marisol Castillo",
    role: "Gerente de operaciones",
    company: "Caye Marine Services Ltd.",
  },
  {
    quote:
      "La cubierta de losas doble T de nuestro centro de distribución se montó en cuatro días. Con los ingenieros y la cuadrilla de montaje en una sola empresa, nadie discutió de quién era el problema de un detalle.",
    author: "Andre Young",
    role: "Director de proyecto",
    company: "Northern Distribution Co.",
  },
  {
    quote:
      "Sus registros de calidad son los mejores que recibimos: rotura de cilindros, alargamiento de torones y contraflecha de cada viga, entregados junto con la factura. La inspección de nuestro puente fue un trámite.",
    author: "Devon Usher, P.E.",
    role: "Ingeniero residente",
    company: "Stann Creek Road Works",
  },
];

export const overviewCallToAction = {
  title: "¿Hablamos de su proyecto?",
  text: "Cuéntenos qué va a construir y dónde. Un ingeniero le responde en un día hábil, o llame a nuestra oficina en horario de atención.",
  button: "Solicitar una consulta",
};
