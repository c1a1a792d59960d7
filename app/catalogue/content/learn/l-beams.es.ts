// The l beams explainer's Spanish text, laid over l-beams.ts (app/lib/localized.ts).

export const page = {
  title: "Cómo funcionan las vigas L",
  lead: "Cómo una viga presforzada con una ménsula corrida a lo largo de un costado soporta elementos de piso a su propio nivel, y qué lugar ocupan las vigas I y L en una estructura prefabricada.",
  hero: {
    alt: "Alzado exterior de un edificio de estacionamiento prefabricado de cuatro niveles: vigas de fachada en L salvan el claro entre columnas prefabricadas en cada nivel, con autos estacionados detrás",
  },
  basics: {
    heading: "Fundamentos de la viga L",
    paragraphs: [
      "Una viga L es una viga presforzada cuya sección tiene la forma de la letra L: un alma peraltada con una ménsula corrida que sobresale de su parte inferior por un lado. Los elementos de piso o techo, como losas doble T o losas alveolares, se apoyan en esa ménsula, de modo que el piso queda dentro del peralte de la viga y no encima de ella.",
      "Por eso las vigas L corren a lo largo de los bordes de una estructura prefabricada. Como vigas de fachada de un edificio de estacionamiento, soportan el piso en su cara interior, forman la fachada del edificio y sirven de barrera en el borde de la losa. Una viga I, con patines arriba y abajo, cumple la misma función como trabe donde no se necesita ménsula: claros de puentes, tableros de muelles y vigas de techo.",
      "Como la carga llega por un solo lado, la viga L también se tuerce. El diseño lo toma en cuenta con estribos cerrados, acero de suspensión que sube las cargas de la ménsula hasta el alma, y conexiones en las columnas que resisten la torsión.",
    ],
    image: {
      alt: "Secciones transversales de una viga L que soporta la nervadura de una losa doble T en su ménsula y de una trabe I, con torones, estribos y cotas",
      caption: "Viga L con un elemento de piso sobre su ménsula, junto a una trabe I.",
    },
  },
  process: {
    intro: "Las vigas I y L se cuelan en moldes de acero ajustables sobre nuestras mesas de colado.",
    steps: [
      {
        title: "Preparación del molde",
        text: "El molde de acero se ajusta al peralte y la ménsula de la viga, se colocan las tapas según su longitud y se fijan las placas de conexión a columnas y las piezas ahogadas de apoyo.",
      },
      {
        title: "Tensado de torones",
        text: "Los torones del patín inferior o de la ménsula se tensan con gato al 70 a 80% de su resistencia última, verificando en cada uno la presión del manómetro y el alargamiento.",
      },
      {
        title: "Acero de refuerzo",
        text: "Los estribos cerrados de torsión, las varillas de suspensión y el acero de la ménsula se amarran con la separación detallada y se inspeccionan contra el plano de taller antes del colado.",
      },
      {
        title: "Colado y curado",
        text: "El concreto se coloca por capas y se vibra alrededor del acero de la ménsula; luego el molde se cubre y se cura con calor durante la noche.",
      },
      {
        title: "Transferencia",
        text: "Cuando los cilindros alcanzan la resistencia de transferencia, los torones se liberan gradualmente y la viga se levanta del molde por sus puntos de izaje de diseño.",
      },
      {
        title: "Inspección y montaje",
        text: "Se revisan las dimensiones, la curvatura lateral, la contraflecha y la posición de las piezas ahogadas. En obra, la viga se coloca sobre las ménsulas de las columnas y se suelda o atornilla antes de montar los elementos de piso.",
      },
    ],
    image: {
      alt: "Mesa de colado de línea larga: torones anclados en el cabezal del extremo fijo, gatos hidráulicos en el extremo de tensado, moldes laterales y una cubierta de curado",
      caption: "Las vigas se cuelan sobre los mismos torones tensados a lo largo de una mesa de línea larga.",
    },
  },
  benefits: [
    {
      title: "Menor altura de entrepiso",
      text: "Los elementos de piso se apoyan en la ménsula dentro del peralte de la viga, lo que ahorra el peralte del piso en cada nivel.",
    },
    {
      title: "Borde terminado",
      text: "Como viga de fachada, la viga es a la vez la cara exterior del edificio y la barrera del borde de la losa, en una sola pieza.",
    },
    {
      title: "Claros de {20 to 50 ft}",
      text: "Desde crujías cortas hasta trabes largas, con el peralte elegido según el claro y la carga.",
    },
    {
      title: "Diseñadas para torsión",
      text: "Los estribos cerrados y el acero de suspensión llevan con seguridad hasta las columnas las cargas de la ménsula aplicadas de un solo lado.",
    },
    {
      title: "Conexiones rápidas",
      text: "Las placas e insertos ahogados en planta permiten a la cuadrilla soldar o atornillar cada viga en cuanto se coloca.",
    },
    {
      title: "Aptas para obras marítimas",
      text: "El concreto presforzado denso resiste el rocío salino en los tableros de muelles y embarcaderos.",
    },
  ],
  applications: {
    intro: "Las vigas I y L aparecen dondequiera que un piso, tablero o techo prefabricado necesita una viga donde apoyarse.",
    items: [
      {
        title: "Edificios de estacionamiento",
        text: "Vigas de fachada en L en los bordes de las losas, que soportan losas doble T en sus ménsulas.",
      },
      {
        title: "Muelles y embarcaderos",
        text: "Trabes que salvan el claro entre cabezales de pilotes y soportan un tablero prefabricado o colado en sitio.",
      },
      {
        title: "Puentes",
        text: "Trabes I para claros cortos y medianos, vehiculares y peatonales.",
      },
      {
        title: "Estructuras comerciales e industriales",
        text: "Vigas de borde de bodegas, salas de exhibición y oficinas.",
      },
    ],
  },
  closing: {
    heading: "¿Su edificio tendrá estructura prefabricada?",
    text: "Compártanos la retícula, las cargas de piso y el sistema de piso que tiene en mente. Dimensionaremos las vigas y detallaremos las ménsulas y las conexiones con su ingeniero.",
  },
};
