// The box beams explainer's Spanish text, laid over box-beams.ts (app/lib/localized.ts).

export const page = {
  title: "Cómo funcionan las vigas cajón",
  lead: "Cómo una viga presforzada hueca, colocada lado a lado con sus vecinas, se convierte en el tablero de un puente en cuestión de días, sin obra falsa en el río.",
  hero: {
    alt: "Alzado de un puente carretero de tres claros sobre un río, con vigas cajón presforzadas, pilas sobre pilotes y estribos en ambas márgenes",
  },
  basics: {
    heading: "Fundamentos de la viga cajón",
    paragraphs: [
      "Una viga cajón es una viga presforzada de sección rectangular con un hueco interior que recorre casi toda su longitud. El hueco se forma durante el colado con un molde ligero; en los extremos y a intervalos se dejan diafragmas macizos, donde se ubican los apoyos y por donde pasan los tirantes transversales.",
      "La sección cerrada resiste la torsión mucho mejor que una sección abierta del mismo peso. Eso es importante en un puente: cuando un camión circula cerca de un borde, las vigas se tuercen y reparten la carga con sus vecinas, en lugar de que una sola viga la tome completa.",
      "Las vigas se colocan lado a lado, en contacto, en todo el ancho del puente. Las juntas de cortante rellenas con mortero a lo largo de sus costados, y los tirantes transversales o el postensado a través de los diafragmas, las unen entre sí. La cara superior puede recibir el tránsito directamente o una losa de tablero colada en sitio que trabaja en sección compuesta.",
    ],
    image: {
      alt: "Sección transversal de vigas cajón adyacentes: el hueco interior, paredes de {5 in}, torones en el patín inferior, juntas de cortante rellenas con mortero y un tirante transversal",
      caption: "Vigas cajón adyacentes unidas por juntas de cortante rellenas con mortero y un tirante transversal.",
    },
  },
  process: {
    intro:
      "La viga cajón se cuela en una sola etapa alrededor de su hueco, en las mismas mesas de colado de línea larga que nuestros demás productos presforzados.",
    steps: [
      {
        title: "Patín inferior y torones",
        text: "Se colocan los moldes laterales de acero sobre la mesa y se tienden los torones en el patín inferior; en claros más largos se agregan algunos en el patín superior para controlar los esfuerzos en la transferencia.",
      },
      {
        title: "Tensado de torones",
        text: "Cada torón se tensa con gato hidráulico al 70 a 80% de su resistencia última, y su alargamiento se verifica contra la presión del manómetro antes de colocar el concreto.",
      },
      {
        title: "Molde del hueco y armado",
        text: "Se amarran los estribos, se fija el molde del hueco para que no flote durante el colado, y en los diafragmas se colocan los ductos para tirantes, las placas de apoyo y las asas de izaje.",
      },
      {
        title: "Colado y curado",
        text: "Primero se cuela y vibra el patín inferior, luego las almas y el patín superior. La mesa se cubre y se cura con calor durante la noche hasta alcanzar la resistencia de transferencia.",
      },
      {
        title: "Transferencia e inspección",
        text: "Los torones se liberan gradualmente cuando los cilindros alcanzan la resistencia de transferencia. En cada viga se revisan la contraflecha, la curvatura lateral, el espesor de las paredes y la posición de cada pieza ahogada.",
      },
      {
        title: "Transporte y montaje",
        text: "Las vigas se llevan en camión a la obra y se colocan con grúa sobre apoyos elastoméricos. Las juntas de cortante se rellenan con mortero y se tensan los tirantes transversales para que el tablero trabaje como una unidad.",
      },
    ],
    image: {
      alt: "Mesa de colado de línea larga: torones anclados en el cabezal del extremo fijo, gatos hidráulicos en el extremo de tensado, moldes laterales y una cubierta de curado",
      caption: "Los torones se tensan entre cabezales antes de colar el cajón alrededor de su hueco.",
    },
  },
  benefits: [
    {
      title: "Alta rigidez a la torsión",
      text: "La sección cerrada reparte las cargas de rueda entre las vigas vecinas y se mantiene rígida ante el tránsito excéntrico.",
    },
    {
      title: "Sin obra falsa",
      text: "Las vigas salvan el claro de pila a pila en cuanto se colocan, así que nada tiene que apoyarse en el río.",
    },
    {
      title: "Ligera para su peralte",
      text: "El hueco reduce la carga muerta, de modo que las maniobras de grúa, las pilas y las cimentaciones pueden ser menores.",
    },
    {
      title: "Estructura de poco peralte",
      text: "Una baja relación peralte-claro mantiene baja la rasante y amplio el gálibo.",
    },
    {
      title: "Larga vida útil",
      text: "El concreto denso de planta, comprimido por los torones, es idóneo para cruces en clima húmedo y tropical.",
    },
    {
      title: "Amplio rango de claros",
      text: "Desde reemplazos de alcantarillas de {30 ft} hasta claros de {95 ft} sobre ríos, con una misma familia de moldes.",
    },
  ],
  applications: {
    intro:
      "Las vigas cajón son la forma rápida de construir puentes de claro corto y mediano, y cualquier tablero que deba soportar cargas de rueda pesadas.",
    items: [
      {
        title: "Puentes carreteros y rurales",
        text: "Claros simplemente apoyados sobre pilas y estribos, a menudo para reemplazar un cruce viejo o dañado por una inundación.",
      },
      {
        title: "Cruces de ríos",
        text: "Donde la obra falsa no puede apoyarse en el agua o se acerca la temporada de crecidas.",
      },
      {
        title: "Pasos a desnivel y rampas",
        text: "Construidos sobre tránsito en operación, colocando cada claro durante un cierre nocturno.",
      },
      {
        title: "Tableros industriales",
        text: "Plataformas de carga, cruces de bandas transportadoras y patios para cargas pesadas.",
      },
    ],
  },
  closing: {
    heading: "¿Va a reemplazar o construir un puente?",
    text: "Envíenos el claro, el ancho, la carga de diseño y el acceso al sitio. Le propondremos una distribución de vigas y un plan de montaje que mantenga breve el cierre de la vía.",
  },
};
