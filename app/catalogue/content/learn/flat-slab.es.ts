// The flat slab explainer's Spanish text, laid over flat-slab.ts (app/lib/localized.ts).

export const page = {
  title: "Cómo funcionan las losas macizas prefabricadas",
  lead: "Cómo una losa maciza presforzada logra el piso prefabricado de menor peralte, con una cara inferior tan lisa que puede quedar como plafón.",
  hero: {
    alt: "Corte de un conjunto de casas en hilera con pisos de losa maciza presforzada apoyados entre muros de carga",
  },
  basics: {
    heading: "Fundamentos de la losa maciza",
    paragraphs: [
      "Una losa maciza presforzada es una pieza rectangular sólida de {6 in} o {8 in} de peralte, con torones a todo su largo cerca de la cara inferior. Es el elemento de piso prefabricado más sencillo: sin alvéolos ni nervaduras, solo una sección plana que salva el claro de muro a muro o de viga a viga.",
      "El presfuerzo permite que una sección maciza delgada haga más de lo que podría el concreto reforzado convencional. Los torones mantienen la losa en compresión, de modo que salva claros de {10 to 30 ft} sin agrietarse bajo cargas de servicio y con poca deflexión, lo que reduce al mínimo el espesor total del piso.",
      "Las losas se cuelan boca abajo sobre mesas de acero lisas, por lo que la cara inferior sale densa y uniforme, lista para pintarse y quedar aparente. Con frecuencia se cuela en obra sobre ellas una capa de compresión delgada que trabaja en sección compuesta, une las piezas en un solo diafragma de piso y nivela la superficie.",
    ],
    image: {
      alt: "Sección transversal de losas macizas adyacentes con torones cerca de la cara inferior, una junta rellena con mortero y una capa de compresión compuesta, con cotas",
      caption: "Losas macizas con torones cerca de la cara inferior y capa de compresión compuesta.",
    },
  },
  process: {
    intro: "Las losas macizas se cuelan sobre mesas de acero lisas, con los huecos y las piezas ahogadas colocados antes del colado.",
    steps: [
      {
        title: "Mesa y reglas laterales",
        text: "La mesa de acero se limpia, se le aplica desmoldante y se colocan las reglas laterales al ancho de la losa. Unas tapas dividen la mesa en losas de las longitudes que requiere cada obra.",
      },
      {
        title: "Tensado de torones",
        text: "Los torones se tienden con el recubrimiento de diseño y se tensan con gato al 70 a 80% de su resistencia última; se registran el alargamiento y la presión del manómetro de cada uno.",
      },
      {
        title: "Huecos y piezas ahogadas",
        text: "Los moldes para huecos, las camisas para instalaciones y los insertos de izaje se fijan a la mesa y se verifican contra los planos.",
      },
      {
        title: "Colado y curado",
        text: "El concreto se coloca, se vibra y se le da acabado, escobillado donde se adherirá una capa de compresión, y se cura bajo cubierta durante la noche.",
      },
      {
        title: "Transferencia",
        text: "Al alcanzar la resistencia de transferencia, confirmada con ensayos de cilindros, los torones se liberan y se cortan entre losas, y cada losa se levanta de la mesa.",
      },
      {
        title: "Revisión y entrega",
        text: "Cada losa se revisa en dimensiones, contraflecha y acabado de la cara inferior, se marca con su posición en el plano de distribución y se entrega en el orden de montaje.",
      },
    ],
    image: {
      alt: "Mesa de colado de línea larga: torones anclados en el cabezal del extremo fijo, gatos hidráulicos en el extremo de tensado, moldes laterales y una cubierta de curado",
      caption: "Losas de distintas longitudes se cuelan una tras otra sobre un mismo juego de torones tensados.",
    },
  },
  benefits: [
    {
      title: "Mínimo peralte",
      text: "Una estructura de {6 in} o {8 in} da más altura libre, o un edificio más bajo con el mismo número de pisos.",
    },
    {
      title: "Cara inferior aparente",
      text: "La cara inferior lisa puede pintarse y quedar como plafón terminado.",
    },
    {
      title: "Masa sólida",
      text: "El concreto en todo el peralte amortigua el ruido de pisadas y el ruido aéreo entre pisos.",
    },
    {
      title: "Resistencia al fuego",
      text: "De 1 a 3 horas, según el peralte de la losa y el recubrimiento de los torones.",
    },
    {
      title: "Cimbra perdida",
      text: "Las losas no requieren cimbra en obra y soportan por sí mismas el colado de la capa de compresión.",
    },
    {
      title: "Instalaciones desde planta",
      text: "Las camisas y aberturas se dejan en planta, exactamente donde las indican los planos.",
    },
  ],
  applications: {
    intro: "Las losas macizas son la opción donde los claros son moderados y cada centímetro de peralte cuenta.",
    items: [
      {
        title: "Vivienda",
        text: "Pisos y techos de casas, casas en hilera y edificios de apartamentos de pocos niveles.",
      },
      {
        title: "Pisos comerciales",
        text: "Oficinas y locales que buscan un plafón aparente pintado.",
      },
      {
        title: "Plataformas industriales",
        text: "Entrepisos, cuartos de máquinas y plataformas para equipos.",
      },
      {
        title: "Balcones y pasarelas",
        text: "En voladizo o simplemente apoyados, con la cara inferior terminada.",
      },
    ],
  },
  closing: {
    heading: "¿Necesita un piso de poco peralte?",
    text: "Envíenos los claros, las cargas y el acabado de plafón que desea. Le propondremos peraltes de losa y una distribución, con las aberturas ubicadas según sus instalaciones.",
  },
};
