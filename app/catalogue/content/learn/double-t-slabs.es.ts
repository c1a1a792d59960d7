// The double t slabs explainer's Spanish text, laid over double-t-slabs.ts (app/lib/localized.ts).

export const page = {
  title: "Cómo funcionan las losas doble T",
  lead: "Por qué dos nervaduras presforzadas bajo un patín ancho forman el piso de concreto prefabricado que alcanza los mayores claros, y cómo una losa doble T pasa de nuestros moldes a un nivel de estacionamiento terminado.",
  hero: {
    alt: "Corte de un edificio de estacionamiento: losas doble T con claros de {60 ft} entre vigas y columnas prefabricadas, con autos estacionados en cada nivel",
  },
  basics: {
    heading: "Fundamentos de la losa doble T",
    paragraphs: [
      "Una losa doble T es un elemento de piso o techo con la forma de dos letras T unidas por arriba: un patín ancho y delgado que forma la superficie de la losa y dos nervaduras peraltadas debajo de él. Las nervaduras alojan los torones de presfuerzo en su parte inferior, lo más lejos posible del patín, y eso es lo que da a la sección su rigidez en claros largos.",
      "Como los torones van abajo y se tensan antes de colar el concreto, la losa doble T sale del molde con una ligera contraflecha hacia arriba. Bajo el peso de los autos, las personas o la cubierta de techo, la contraflecha se anula y el piso queda nivelado, donde una viga convencional presentaría deflexión.",
      "Las losas se colocan lado a lado sobre la estructura y se sueldan entre sí mediante placas ahogadas en los bordes del patín. Con una capa de compresión, o con un patín de espesor completo y juntas selladas, los elementos trabajan como un solo diafragma que transmite a la estructura las fuerzas de viento y sismo.",
    ],
    image: {
      alt: "Sección transversal de una losa doble T: patín de {12 ft}, dos nervaduras de sección variable con torones en la parte inferior, conectores soldables en los bordes del patín, y un alzado que muestra su contraflecha",
      caption: "Una doble T de {12 ft}: patín, nervaduras, torones y conectores del patín.",
    },
  },
  process: {
    intro: "Las losas doble T se cuelan en largos moldes de acero que forman el patín y las dos nervaduras en un solo colado.",
    steps: [
      {
        title: "Preparación del molde",
        text: "El molde de acero se limpia y se le aplica desmoldante, se colocan las tapas según la longitud de la pieza y los extremos rebajados que lleve, y se fijan las placas de soldadura del patín, las asas de izaje y los insertos.",
      },
      {
        title: "Tensado de torones",
        text: "Los torones se pasan por ambas nervaduras, a menudo desviados o encamisados cerca de los extremos, y se tensan con gato al 70 a 80% de su resistencia última, registrando la presión y el alargamiento de cada uno.",
      },
      {
        title: "Armado y colado",
        text: "Se colocan los estribos de las nervaduras y la malla electrosoldada del patín; luego se vacía y vibra el concreto, primero en las nervaduras y al final en el patín, y la superficie se afina o se escobilla.",
      },
      {
        title: "Curado acelerado",
        text: "El molde se cubre y se calienta durante la noche para que el concreto alcance su resistencia de transferencia en 12 a 18 horas, sin perder humedad.",
      },
      {
        title: "Transferencia y desmolde",
        text: "Cuando los cilindros confirman la resistencia de transferencia, los torones se cortan junto a las tapas, el presfuerzo se transfiere a las nervaduras y la losa se saca del molde por sus asas de izaje.",
      },
      {
        title: "Acabado y montaje",
        text: "Antes del almacenamiento se revisan la contraflecha, las dimensiones y las placas. En obra, la grúa coloca cada losa sobre almohadillas de apoyo y la cuadrilla suelda los conectores del patín a la losa vecina.",
      },
    ],
    image: {
      alt: "Mesa de colado de línea larga: torones anclados en el cabezal del extremo fijo, gatos hidráulicos en el extremo de tensado, moldes laterales y una cubierta de curado",
      caption: "Los torones se tensan entre cabezales fijos antes de colocar el concreto.",
    },
  },
  benefits: [
    {
      title: "Grandes claros libres",
      text: "De {30 to 60 ft} sin columnas intermedias, para áreas de estacionamiento abiertas y plantas flexibles.",
    },
    {
      title: "Montaje rápido",
      text: "Cada maniobra de grúa coloca hasta {960 sq ft} de piso terminado, así que un nivel queda cerrado en pocos días.",
    },
    {
      title: "Gran capacidad de carga",
      text: "Las nervaduras peraltadas soportan cargas de estacionamiento, almacenamiento y áreas de reunión con deflexión controlada.",
    },
    {
      title: "Losas durables",
      text: "El concreto denso colado en planta, con patín de espesor completo, resiste el tránsito y la intemperie de los estacionamientos descubiertos.",
    },
    {
      title: "Resistencia al fuego",
      text: "De 1 a 2 horas solo con el recubrimiento de concreto, sin protección adicional contra incendio.",
    },
    {
      title: "Calidad controlada en planta",
      text: "Coladas en moldes de acero bajo techo, con registro del tensado de cada torón y de cada ensayo de cilindros.",
    },
  ],
  applications: {
    intro: "Las losas doble T rinden al máximo donde un piso o techo debe salvar un claro largo con pocas columnas.",
    items: [
      {
        title: "Edificios de estacionamiento",
        text: "El uso clásico: losas de {60 ft} que salvan el pasillo de circulación y las dos filas de cajones.",
      },
      {
        title: "Bodegas y fábricas",
        text: "Techos y entrepisos sobre estanterías, líneas de producción y andenes de carga.",
      },
      {
        title: "Edificios comerciales",
        text: "Supermercados, salas de exhibición y oficinas que buscan plantas libres.",
      },
      {
        title: "Podios residenciales",
        text: "Losas sobre estacionamientos o locales en planta baja, con apartamentos construidos encima.",
      },
      {
        title: "Edificios públicos",
        text: "Graderías, mercados techados y salones escolares.",
      },
    ],
  },
  closing: {
    heading: "¿Diseña un piso o techo de gran claro?",
    text: "Indíquenos los claros, las cargas y el uso. Dimensionaremos las losas, detallaremos las conexiones con su estructura y planearemos con usted la secuencia de montaje.",
  },
};
