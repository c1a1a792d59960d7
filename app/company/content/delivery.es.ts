// The delivery page's Spanish text, laid over delivery.ts (app/lib/localized.ts).

export const delivery = {
  hero: {
    title: "Entrega, plazos y cotizaciones",
    intro:
      "Los elementos prefabricados se fabrican por pedido, son pesados y a menudo largos. Esta página explica cómo llegan de nuestra planta en la Old Northern Highway a su obra, qué determina el plazo de entrega y cómo se arma una cotización. Cuando una cifra depende del proyecto, lo decimos: se cotiza por proyecto.",
  },
  area: {
    title: "Dónde entregamos",
    lead: "Entregamos en:",
    unconfirmed: "Díganos dónde está su obra: cada cotización indica el punto de entrega y confirma que podemos llegar a él.",
    note: "Las obras en otros lugares de la región se estudian caso por caso.",
  },
  sections: {
    "by-road": {
      title: "Por carretera dentro de Belice",
      paragraphs: [
        "Los elementos salen de la planta en camiones y plataformas cama baja y recorren las carreteras nacionales hasta la obra. Los pilotes largos (hasta {120 ft}) y las losas doble T anchas (hasta {12 ft}) viajan como carga sobredimensionada, con los permisos y escoltas que exija la ruta.",
        "Antes de la primera carga revisamos con usted la ruta y el acceso a la obra: los puentes, las curvas, las líneas aéreas y el terreno blando deciden qué puede viajar en una sola pieza y cuántas cargas necesita el proyecto.",
      ],
      points: [
        "El último tramo debe soportar una plataforma cargada: firme, drenado y con espacio para maniobrar.",
        "Las obras en los cayos o a las que se llega por río necesitan transporte marítimo: avísenos pronto, y se planifica y cotiza por proyecto.",
        "Las entregas se programan con su calendario de obra, para que los elementos lleguen en el orden en que se montan.",
      ],
    },
    abroad: {
      title: "A los países vecinos",
      paragraphs: [
        "Para proyectos en Guatemala, México y más allá, la cotización indica el cruce fronterizo, el punto de entrega y quién se encarga de cada paso: los documentos de exportación en Belice, el despacho aduanero y los aranceles e impuestos en destino.",
        "Los tiempos de espera en la frontera varían, así que las entregas al extranjero se programan con holgura y se confirman carga por carga.",
      ],
    },
    erection: {
      title: "Grúa y montaje",
      paragraphs: [
        "Podemos entregar en obra para que su contratista haga el montaje, o montar los elementos con nuestras propias cuadrillas. En ambos casos nuestros ingenieros planifican los izajes: la pieza más pesada y el mayor alcance definen la grúa.",
        "La grúa necesita terreno firme y nivelado cerca de donde van los elementos, y un camino despejado para las plataformas. El hincado de pilotes, el relleno con mortero y las conexiones se acuerdan en el alcance de cada cotización.",
      ],
    },
    "lead-times": {
      title: "Plazos de entrega",
      paragraphs: [
        "Un plazo de entrega es la suma de sus pasos: los planos de taller y su aprobación, un turno en las mesas de colado, el colado y el curado hasta que el concreto alcanza la resistencia para la transferencia, y luego el transporte. Los elementos que se cuelan en nuestras cimbras existentes salen antes que las formas nuevas, que necesitan cimbra propia.",
        "No hay una cifra única para todos los proyectos: cada cotización incluye un programa de entregas, y confirmamos las fechas una vez aprobados los planos.",
      ],
    },
    terms: {
      title: "Condiciones comerciales",
      paragraphs: ["Cada cotización indica por escrito qué incluye y en qué condiciones, para que nada se dé por supuesto:"],
      points: [
        "El alcance: solo suministro, suministro y entrega, o suministro, entrega y montaje.",
        "El punto de entrega y, en las entregas al extranjero, quién asume los costos y riesgos en cada etapa.",
        "La moneda, las condiciones de pago y la vigencia del precio.",
        "Lo que usted aporta: acceso a la obra, terreno para la grúa, apoyos o cimentaciones listos para recibir los elementos.",
      ],
    },
  },
  pricing: {
    title: "Cómo se calcula una cotización",
    intro: "El precio sale del proyecto, no de una lista. Esto es lo que lo mueve:",
    factors: [
      {
        term: "Elementos y cantidades",
        text: "Los productos, contados como los cuenta la lista de cotización: metros de pilote, metros cuadrados de losa, piezas de viga.",
      },
      {
        term: "Claros y cargas",
        text: "Definen la sección, la resistencia del concreto y el arreglo de torones, que nuestros ingenieros diseñan para sus cargas.",
      },
      {
        term: "Cimbras y acabados",
        text: "Las secciones estándar en cimbras existentes cuestan menos que las formas nuevas, los insertos, las aberturas o los acabados especiales.",
      },
      {
        term: "Transporte",
        text: "La distancia, el número de cargas, los permisos de carga sobredimensionada y, en el extranjero, los trámites de frontera y aduana.",
      },
      {
        term: "Grúa y montaje",
        text: "Incluidos cuando montamos los elementos: tamaño de la grúa, jornadas de cuadrilla y condiciones de la obra.",
      },
      {
        term: "Ingeniería",
        text: "Planos de taller para su aprobación; diseño, ingeniería de valor y memorias de cálculo según lo pida el alcance.",
      },
    ],
    closing:
      "Envíenos planos, un croquis o solo el claro y la carga: un ingeniero le responde en un plazo de un día hábil con opciones y un precio estimado, y luego con una cotización en firme una vez definidos los detalles.",
  },
  cta: {
    title: "¿Listo para cotizar su proyecto?",
    text: "Agregue productos a su lista de cotización o escríbanos directamente: indique dónde está la obra y cuándo necesita los elementos.",
    button: "Solicitar cotización",
  },
};
