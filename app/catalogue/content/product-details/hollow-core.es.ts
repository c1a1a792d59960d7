// The hollow core product page's Spanish text, laid over hollow-core.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "La losa alveolar, también llamada losa hueca, se extruye en largas mesas de acero: una máquina de moldeo deslizante compacta una mezcla de revenimiento cero alrededor de torones tensados y forma los alvéolos continuos en una sola pasada; la losa ya curada se corta con sierra a la longitud exacta de cada crujía, con los huecos cortados o perforados donde los indican los planos.",
  features: [
    "Los alvéolos continuos eliminan hasta un 40% del concreto, así que un piso pesa mucho menos que una losa maciza del mismo peralte.",
    "Peraltes de {8 to 12 in} salvan {10 to 45 ft} sin puntales, para que los demás oficios trabajen en el nivel inferior al día siguiente.",
    "Resistencia al fuego de 1 a 2 horas en nuestros armados típicos, según el recubrimiento de los torones y el peralte, sin protección contra incendio adicional.",
    "Clase de transmisión sonora (STC) de 50 a 60 entre apartamentos, habitaciones de hotel y aulas.",
    "Las juntas de cortante rellenas con mortero a lo largo de los bordes unen las losas contiguas en un solo diafragma.",
    "Cara inferior lisa de fábrica que puede pintarse y quedar como plafón terminado.",
  ],
  moreSpecifications: [
    {
      value: "Módulos de {4 ft}, con losas de borde cortadas a la medida",
    },
    {
      value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última",
    },
    {
      value: "Cara inferior lisa, acabada a máquina; cara superior lista para un firme de nivelación o una capa de compresión",
    },
  ],
  applications: [
    "Edificios de apartamentos, hoteles y dormitorios",
    "Escuelas, clínicas y edificios de oficinas",
    "Entrepisos y cubiertas de edificios industriales",
    "Muros de bodegas y barreras acústicas, con las losas colocadas de canto",
  ],
  gallery: [
    {
      alt: "Sección de un edificio de apartamentos de cuatro niveles con pisos de losa alveolar apoyados en muros de mampostería",
      caption: "Apartamentos: una losa salva de muro a muro, aísla el ruido entre unidades y resiste el fuego.",
    },
    {
      alt: "Sección de un edificio de oficinas: pisos de losa alveolar sobre las ménsulas de vigas T invertidas y columnas prefabricadas",
      caption: "Estructura de oficinas: las losas sobre las ménsulas de las vigas T invertidas reducen el peralte del piso.",
    },
    {
      alt: "Grúa móvil bajando con eslingas una losa alveolar sobre los muros de carga de la siguiente crujía, junto a una crujía ya cubierta",
      caption: "Montaje: las losas pasan directamente del camión a los muros, sin puntales debajo.",
    },
    {
      alt: "Mesa de colado de línea larga: torones anclados en el extremo fijo, gato hidráulico y manómetro en el extremo activo, y productos formados uno tras otro bajo una lona de curado",
      caption: "En nuestra planta: las losas se extruyen sobre torones tensados y se cortan con sierra a la medida de cada crujía.",
    },
  ],
};
