// The Engineering Consultation page's Spanish text, laid over engineering-consultation.ts (app/lib/localized.ts).

export const consultationBanner = {
  eyebrow: "Consultoría de ingeniería",
  title: "Consultoría de ingeniería",
  subtitle: "Diseño a cargo de los ingenieros que lo fabrican y lo construyen",
  description:
    "Ingeniería estructural, marítima, de puentes y de cimentaciones de un equipo que produce concreto prefabricado y presforzado en Belice desde 1998. Diseñamos lo que se puede colar, transportar y montar, y lo verificamos en obra.",
};

export const genericConsultation = {
  title: "Ingeniería que conoce el prefabricado",
  intro:
    "Envíenos una idea, un proyecto de licitación o una estructura que necesite revisión. Trabajamos conforme a ACI 318, PCI y AASHTO LRFD, y firmamos y sellamos nuestros cálculos y planos.",
  features: [
    {
      title: "Factibilidad y diseño conceptual",
      description:
        "Alternativas de estructura, claros y cimentación con precios estimados, antes de que usted se comprometa con una solución.",
    },
    {
      title: "Diseño detallado",
      description:
        "Dimensionamiento de elementos, disposición de torones, conexiones y planos firmados y sellados, listos para permisos y licitación.",
    },
    {
      title: "Ingeniería de valor",
      description: "Revisamos un diseño existente para ahorrar concreto, acero y semanas de obra sin perder capacidad.",
    },
    {
      title: "Inspección y evaluación",
      description:
        "Diagnósticos de estado, evaluación de capacidad de carga y diseño de reparaciones para puentes, muelles y edificios existentes.",
    },
  ],
  expertise: [
    {
      title: "Estructuras marítimas",
      description: "Muelles marginales, muelles de espigón, embarcaderos y muros costeros sobre pilotes presforzados.",
    },
    {
      title: "Puentes",
      description: "Puentes de vigas cajón, trabes y losas para puente, para la carga vehicular HL-93.",
    },
    {
      title: "Edificios prefabricados",
      description: "Marcos, entrepisos de losa doble T y losa alveolar, y bodegas con muros tilt-up.",
    },
    {
      title: "Cimentaciones",
      description: "Diseño de pilotes hincados, cabezales de pilotes y pruebas de carga en suelos costeros.",
    },
  ],
};

export const specializations = {
  marine: {
    title: "Ingeniería marítima y costera",
    intro:
      "El agua salada, los fondos marinos blandos y la marea de tormenta de los huracanes determinan cuánto dura una estructura marítima. Diseñamos para los tres, con elementos que colamos para esa exposición.",
    features: [
      {
        title: "Muelles",
        description: "Caballetes de pilotes, vigas y losas de tablero dimensionados para cargas de atraque, de amarre y de grúas.",
      },
      {
        title: "Muros costeros y revestimientos",
        description:
          "Muros de tablestacas presforzadas y muros combinados (king pile) con tirantes, vigas de coronamiento y protección del pie contra la socavación.",
      },
      {
        title: "Concreto durable",
        description:
          "Mezclas de baja permeabilidad, recubrimiento y protección contra la corrosión elegidos para la zona de salpicadura marina.",
      },
      {
        title: "Cargas de oleaje y marea de tormenta",
        description: "Niveles de agua de diseño, fuerzas de oleaje y subpresión para tormentas en la costa de Belice.",
      },
    ],
    expertise: [
      {
        title: "Análisis de atraque y amarre",
        description: "Selección de defensas, cargas en bitas y energía de atraque de embarcaciones para muelles y embarcaderos.",
      },
      {
        title: "Estudios de hincado de pilotes",
        description: "Hincabilidad, selección del martillo y esfuerzos de hincado en pilotes presforzados.",
      },
      {
        title: "Protección costera",
        description: "Muros costeros, revestimientos y rompeolas para desarrollos turísticos, cayos y poblaciones.",
      },
      {
        title: "Diagnósticos de estado",
        description: "Evaluación y reparación de muelles envejecidos y de concreto marino con corrosión.",
      },
    ],
  },
  bridge: {
    title: "Ingeniería de puentes",
    intro:
      "Desde cruces de un solo claro en comunidades rurales hasta puentes fluviales de varios claros, diseñamos superestructuras de vigas y losas prefabricadas que se montan en días, sobre subestructuras preparadas para las crecidas.",
    features: [
      {
        title: "Diseño de superestructura",
        description: "Vigas cajón, vigas I y losas para puente con tablero compuesto para la carga HL-93.",
      },
      {
        title: "Diseño de subestructura",
        description: "Estribos, cabezales de pila y caballetes sobre pilotes presforzados hincados.",
      },
      {
        title: "Hidráulica y socavación",
        description: "Secciones hidráulicas, niveles de crecida y protección contra la socavación en cruces de ríos.",
      },
      {
        title: "Evaluación de capacidad de carga",
        description: "Inspección y evaluación de capacidad de carga de puentes existentes, con opciones de refuerzo o sustitución.",
      },
    ],
    expertise: [
      {
        title: "Puentes de vigas prefabricadas",
        description: "Claros de {20 to 120 ft} con vigas cajón, vigas I y losas para puente.",
      },
      {
        title: "Sustitución rápida",
        description: "Diseños por etapas que reabren una carretera en días, no en meses.",
      },
      {
        title: "Apoyos y juntas",
        description: "Apoyos elastoméricos, detalles de continuidad y juntas de dilatación.",
      },
      {
        title: "Ingeniería de montaje",
        description: "Planes de maniobra de grúas, puntos de izaje y obras provisionales para la colocación de vigas.",
      },
    ],
  },
  structural: {
    title: "Ingeniería estructural",
    intro:
      "Con marcos prefabricados, un edificio queda cerrado en semanas. Diseñamos toda la estructura, desde las losas doble T de la cubierta hasta las conexiones que transmiten al terreno las fuerzas de los vientos huracanados.",
    features: [
      {
        title: "Marcos prefabricados",
        description: "Columnas, vigas T invertida y vigas L, vigas de fachada y muros de cortante diseñados como un solo sistema.",
      },
      {
        title: "Entrepisos y cubiertas",
        description:
          "Entrepisos de losa doble T, losa alveolar y losa maciza prefabricada dimensionados por claro, carga, resistencia al fuego y STC.",
      },
      {
        title: "Conexiones",
        description: "Ménsulas, almohadillas de apoyo, placas soldadas y pasadores detallados para el colado y el montaje.",
      },
      {
        title: "Diseño por viento y sismo",
        description: "Sistemas de resistencia lateral y diafragmas para vientos huracanados y las cargas sísmicas de la región.",
      },
    ],
    expertise: [
      {
        title: "Edificios comerciales",
        description: "Oficinas, bancos y centros de contacto con plantas libres, sin columnas intermedias.",
      },
      {
        title: "Bodegas e industria",
        description: "Muros tilt-up y cubiertas de losas doble T de gran claro para almacenamiento y plantas.",
      },
      {
        title: "Edificios de estacionamiento",
        description: "Losas doble T, rampas y barreras para estacionamientos de varios niveles.",
      },
      {
        title: "Remodelaciones y ampliaciones",
        description: "Nuevos niveles y ampliaciones sobre edificios existentes, revisados y reforzados.",
      },
    ],
  },
  foundation: {
    title: "Ingeniería de cimentaciones",
    intro:
      "Gran parte de la costa de Belice se asienta sobre arcilla blanda, turba y arena suelta. Diseñamos cimentaciones que llegan al estrato competente y demuestran su capacidad antes de levantar la estructura.",
    features: [
      {
        title: "Diseño de pilotes hincados",
        description: "Secciones, longitudes y capacidades de pilotes presforzados a partir de sondeos y registros de hincado.",
      },
      {
        title: "Cabezales y vigas de cimentación",
        description: "Cabezales, vigas de amarre y vigas de cimentación que reparten las cargas de columnas y muros a los pilotes.",
      },
      {
        title: "Pruebas de carga",
        description: "Pruebas de carga estáticas y dinámicas en pilotes que confirman la capacidad en obra.",
      },
      {
        title: "Análisis de asentamientos",
        description: "Asentamientos a largo plazo de suelos blandos, y mejoramiento del suelo donde no se necesitan pilotes.",
      },
    ],
    expertise: [
      {
        title: "Interpretación geotécnica",
        description: "Registros de sondeos y resultados de laboratorio convertidos en parámetros de diseño.",
      },
      {
        title: "Cimentaciones marítimas",
        description: "Pilotes a través del agua y del fondo marino blando para muelles y puentes.",
      },
      {
        title: "Bases industriales pesadas",
        description: "Cimentaciones para tanques, silos y maquinaria con cargas dinámicas.",
      },
      {
        title: "Recimentación",
        description: "Recalce y nuevos pilotes para edificios que han sufrido asentamientos.",
      },
    ],
  },
};

export const consultationCallToAction = {
  title: "Hable con un ingeniero sobre su estructura",
  text: "Envíenos los planos, los registros de sondeos o una foto del sitio. Le respondemos en un día hábil con el enfoque que le daríamos y lo que se necesitaría.",
  button: "Hable con un ingeniero",
};
