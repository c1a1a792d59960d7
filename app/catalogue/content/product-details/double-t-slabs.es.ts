// The double t slabs product page's Spanish text, laid over double-t-slabs.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "La losa doble T, también llamada losa TT, sale de nuestros moldes de acero en una sola pieza: un patín ancho que es el piso o la cubierta terminados y dos nervaduras que alojan los torones de presfuerzo. Colocadas una junto a otra y soldadas en los conectores del patín, las losas forman un piso el mismo día en que se montan.",
  features: [
    "Claros libres de {30 to 60 ft} sin columnas intermedias, para que los cajones de estacionamiento, los pasillos y las plantas libres queden despejados.",
    "Los torones de ambas nervaduras, tensados del 70 al 80% de su resistencia última, dan contraflecha y controlan la deflexión bajo la carga viva completa.",
    "Los patines con capa integrada de fábrica sirven como superficie de rodamiento; las unidades sin ella reciben una capa de compresión colada en sitio que trabaja como diafragma.",
    "Placas de soldar ahogadas a lo largo de los bordes del patín unen las losas vecinas y transmiten el cortante del diafragma a la estructura.",
    "Los extremos rebajados de las nervaduras pueden apoyarse en las ménsulas de las vigas para reducir el peralte estructural y la altura de entrepiso.",
    "Cada izaje cubre hasta {960 sq ft} de piso, así que una cuadrilla puede cerrar un nivel de estacionamiento en pocos días.",
  ],
  moreSpecifications: [
    {
      value: "Nervaduras de {24 in} o {30 in}; otros peraltes a pedido",
    },
    {
      value: "Torones de baja relajación en cada nervadura, tensados del 70 al 80% de su resistencia última",
    },
    {
      value: "De 1 a 2 horas, según la capa de compresión y el recubrimiento",
    },
    {
      value: "Conectores soldados en el patín a cada {5 to 8 ft}",
    },
  ],
  applications: [
    "Edificios de estacionamiento, con crujías libres largas y sin columnas interiores",
    "Cubiertas y entrepisos de bodegas y fábricas",
    "Supermercados, salas de exhibición y otros pisos comerciales de planta libre",
    "Losas de podio sobre estacionamientos o locales comerciales, con vivienda encima",
    "Graderías, mercados techados y salones escolares",
  ],
  gallery: [
    {
      alt: "Sección de un edificio de estacionamiento de varios niveles con pisos de losas doble T que salvan el claro entre vigas y columnas prefabricadas",
      caption: "Edificio de estacionamiento: losas doble T de {60 ft} salvan el pasillo de circulación y las dos filas de cajones.",
    },
    {
      alt: "Grúa móvil izando una losa doble T con un balancín hacia las ménsulas de vigas prefabricadas sobre columnas",
      caption: "Montaje: cada losa se asienta sobre sus almohadillas de apoyo y se suelda a la vecina el mismo día.",
    },
    {
      alt: "Sección de la cubierta de una bodega de losas doble T sobre vigas y columnas prefabricadas, con estanterías y un andén de carga debajo",
      caption: "Cubierta de bodega: las losas largas dejan el piso libre para estanterías, montacargas y andenes de carga.",
    },
    {
      alt: "Sección de un edificio de uso mixto: losa de podio de losas doble T sobre estacionamiento y locales en planta baja, con apartamentos encima",
      caption: "Losa de podio: las losas doble T salvan el nivel de estacionamiento y soportan los apartamentos de arriba.",
    },
  ],
};
