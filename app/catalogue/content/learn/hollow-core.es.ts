// The hollow core explainer's Spanish text, laid over hollow-core.ts (app/lib/localized.ts).

export const page = {
  title: "Cómo funcionan las losas alveolares",
  lead: "Cómo los alvéolos continuos hacen que una losa presforzada sea hasta un 40% más ligera que una losa maciza, y por qué la losa alveolar es el piso silencioso y resistente al fuego de tantos edificios de apartamentos, escuelas y oficinas.",
  hero: {
    alt: "Corte de un edificio de cuatro niveles con pisos de losa alveolar apoyados entre muros de carga, que muestra los alvéolos de cada losa",
  },
  basics: {
    heading: "Fundamentos de la losa alveolar",
    paragraphs: [
      "Una losa alveolar es una pieza de concreto presforzado con alvéolos circulares u ovalados en toda su longitud. Los alvéolos se ubican a media altura, cerca del eje neutro de la sección, donde el concreto aporta poco trabajo estructural. Al eliminar ese concreto, el peso se reduce hasta un 40%, mientras que las partes superior e inferior, que resisten la flexión, siguen siendo macizas.",
      "Los torones van en la parte inferior de las almas, entre los alvéolos. Tensados antes de formar la losa, mantienen la pieza en compresión bajo su peso propio y las cargas del piso, de modo que salva claros de {10 to 45 ft} sin puntales y se mantiene plana.",
      "Las losas se colocan lado a lado sobre muros o vigas. Sus bordes perfilados dejan una junta de cortante entre piezas vecinas, que se rellena con mortero en obra; las juntas rellenas hacen que las losas compartan las cargas concentradas y trabajen en conjunto como diafragma de piso.",
    ],
    image: {
      alt: "Sección transversal de una losa alveolar de {4 ft} de ancho: cinco alvéolos continuos, torones en las almas y juntas de cortante en ambos bordes, con cotas",
      caption: "Una losa de {4 ft}: alvéolos a media altura, torones en las almas y juntas de cortante en los bordes.",
    },
  },
  process: {
    intro:
      "La losa alveolar se fabrica por extrusión: una sola máquina forma toda la sección transversal mientras avanza a lo largo de una mesa de colado larga.",
    steps: [
      {
        title: "Preparación de la mesa",
        text: "La larga mesa de acero se limpia y se le aplica desmoldante, y los torones se tienden a lo largo de ella desde el extremo fijo hasta el extremo de tensado.",
      },
      {
        title: "Tensado de torones",
        text: "Cada torón se tensa con gato al 70 a 80% de su resistencia última; el alargamiento y la presión del manómetro se registran y se comparan antes de iniciar la extrusión.",
      },
      {
        title: "Extrusión",
        text: "La extrusora avanza sobre la mesa compactando una mezcla de revenimiento cero alrededor de los torones, mientras sus tornillos sinfín o tubos forman los alvéolos, y deja tras de sí una losa continua.",
      },
      {
        title: "Curado",
        text: "La losa se cubre y se calienta durante la noche, para que alcance la resistencia de transferencia sin perder humedad.",
      },
      {
        title: "Transferencia y corte con sierra",
        text: "Cuando los cilindros confirman la resistencia de transferencia, se liberan los torones y una sierra de disco diamantado corta la losa en piezas con la longitud y el ángulo de extremo exactos que requiere cada crujía.",
      },
      {
        title: "Aberturas, revisión y entrega",
        text: "Las aberturas para escaleras e instalaciones se cortan o se perforan con broca sacanúcleos; cada pieza se revisa y se marca con su posición en el plano de distribución, y las cargas se estiban en el orden de montaje.",
      },
    ],
    image: {
      alt: "Mesa de colado de línea larga: torones anclados en el cabezal del extremo fijo, gatos hidráulicos en el extremo de tensado y el concreto colocándose sobre ellos",
      caption: "Los torones se tensan a lo largo de toda la mesa antes de formar la losa sobre ellos.",
    },
  },
  benefits: [
    {
      title: "Hasta 40% más ligera",
      text: "Menos carga muerta sobre muros, vigas y cimentaciones, y maniobras de grúa más ligeras en obra.",
    },
    {
      title: "Resistente al fuego",
      text: "De 1 a 2 horas en nuestros armados típicos, según el peralte y el recubrimiento de los torones, sin protección adicional.",
    },
    {
      title: "Pisos silenciosos",
      text: "STC de 50 a 60 entre unidades, ideal para apartamentos, hoteles y aulas.",
    },
    {
      title: "Sin puntales ni cimbra",
      text: "Las losas trabajan de inmediato, así que el piso inferior queda libre para el siguiente oficio la misma semana.",
    },
    {
      title: "Claros de hasta {45 ft}",
      text: "Peraltes de {8 to 12 in} cubren la mayoría de las crujías residenciales y comerciales.",
    },
    {
      title: "Instalaciones en los alvéolos",
      text: "Los alvéolos pueden alojar tubería eléctrica, y la cara inferior puede quedar como plafón terminado.",
    },
  ],
  applications: {
    intro:
      "La losa alveolar es el piso prefabricado de uso cotidiano: para cualquier obra con claros moderados donde importan el peso, el fuego y el ruido.",
    items: [
      {
        title: "Apartamentos y hoteles",
        text: "Pisos entre unidades silenciosos, resistentes al fuego y rápidos de construir.",
      },
      {
        title: "Escuelas y clínicas",
        text: "Pisos de aulas y salas de hospitalización que se instalan durante unas vacaciones escolares o con un programa de obra ajustado.",
      },
      {
        title: "Oficinas",
        text: "Pisos sobre estructuras de acero o prefabricadas, a menudo apoyados en las ménsulas corridas de vigas T invertidas.",
      },
      {
        title: "Edificios industriales",
        text: "Entrepisos, techos y, colocadas de canto, paneles de muro.",
      },
    ],
  },
  closing: {
    heading: "¿Planea pisos con losa alveolar?",
    text: "Envíenos la planta y las cargas. Elaboraremos un plano de distribución de losas con peraltes, patrones de torones y aberturas, listo para la revisión de su ingeniero.",
  },
};
