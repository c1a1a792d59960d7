// The home page's Spanish text, laid over home.ts (app/lib/localized.ts).

export const heroSlides = [
  {
    title: "Construimos los puentes de Belice",
    subtitle: "Vigas cajón y losas para puente presforzadas",
    description:
      "Vigas cajón con claros de hasta {95 ft} y losas para puentes de claro corto, coladas en nuestra planta de Ciudad de Belice y montadas sobre sus pilas en días, no en semanas de cimbra.",
  },
  {
    title: "Cimentaciones hechas para el mar",
    subtitle: "Pilotes presforzados de grado marino",
    description:
      "Pilotes cuadrados de {12 to 24 in}, de hasta {120 ft} de largo, en concreto de {6,000 to 8,000 psi} con torones de presfuerzo: hincados para muelles, muros costeros y cruces de ríos a lo largo de la costa.",
  },
  {
    title: "Grandes claros, montaje rápido",
    subtitle: "Losas doble T, losas alveolares y marcos prefabricados",
    description:
      "Las losas doble T salvan claros de {30 to 60 ft} y las losas alveolares de hasta {45 ft} sin apuntalamiento, para que bodegas, oficinas y edificios de estacionamiento queden cerrados mientras continúan los trabajos en la obra.",
  },
];

export const videoPoster = {
  alt: "Portada del video M&M en 90 segundos: una mesa de colado con una losa doble T en pleno colado y los torones tendidos a lo largo de la cimbra.",
};

export const aboutSection = {
  eyebrow: "Acerca de M&M",
  title: "Concreto presforzado colado en Ciudad de Belice desde {foundedYear}",
  paragraphs: [
    "Durante más de {yearsNumber} años, M&M ha diseñado, colado e instalado concreto prefabricado y presforzado desde nuestra planta en la Old Northern Highway: pilotes para muelles y puentes, losas doble T y losas alveolares para entrepisos y techos, vigas T y trabes para claros donde la madera y el acero no duran frente a la brisa marina.",
    "Nuestros ingenieros hacen más que suministrar elementos. Ofrecemos diseño de puentes, paquetes de diseño y construcción, ingeniería de valor que elimina concreto y acero de un proyecto antes de cotizarlo, y sistemas de bodegas con muros tilt-up que cierran un edificio en semanas.",
  ],
  figures: [
    { label: "Fundada en Ciudad de Belice" },
    { label: "Años de producción de prefabricados" },
    { label: "Pilotes presforzados instalados" },
    { label: "Años de experiencia combinada en ingeniería" },
    { label: "Índice de calidad en elementos entregados" },
  ],
};

export const productsSection = {
  eyebrow: "Productos",
  title: "Elementos prefabricados para cada parte de la estructura",
  intro:
    "Ocho líneas de productos estándar: cada elemento se cuela en mesas de colado bajo el control de la planta y se prueba antes de salir del patio. Los claros, los peraltes y la disposición de los torones se diseñan para sus cargas.",
};

export const servicesSection = {
  eyebrow: "Servicios",
  title: "Ingeniería y construcción de quienes cuelan el concreto",
  intro:
    "Díganos qué quiere construir y dónde, o envíenos un proyecto para revisión. Diseñamos en prefabricado desde el primer croquis, así que los elementos que le cotizamos son los mismos que se construyen.",
};

export const projectsSection = {
  eyebrow: "Proyectos",
  title: "Construidos en todo Belice",
  intro:
    "Puentes carreteros, edificios de oficinas, bodegas y diseños de sitio de Corozal a Toledo, construidos sobre pilotes, vigas y losas de M&M.",
};

export const teamingSection = {
  eyebrow: "Oportunidades de alianza",
  title: "Licitemos juntos proyectos más grandes",
  intro:
    "Contratistas, firmas de diseño y proveedores se alían con M&M para licitar obra pública y desarrollos privados que requieren capacidad de prefabricación, ingeniería y conocimiento local en una sola propuesta.",
  points: [
    "Suministro de prefabricados e ingeniería bajo un solo acuerdo de alianza",
    "Licitaciones conjuntas de puentes, puertos y edificios de gobierno",
    "Planta, grúas y cuadrillas compartidas para cumplir programas ajustados",
  ],
};

export const contactSection = {
  title: "¿Tiene un proyecto en mente?",
  intro:
    "Envíenos planos, un croquis o solo el claro y la carga. Un ingeniero le responde en un plazo de un día hábil con opciones, dimensiones y un precio estimado. Horario de atención: lunes a viernes, de 8:00 a 17:00, hora de Belice (UTC−6).",
};
