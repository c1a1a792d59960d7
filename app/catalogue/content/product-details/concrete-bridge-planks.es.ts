// The concrete bridge planks product page's Spanish text, laid over concrete-bridge-planks.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "La losa para puente, también llamada tablero prefabricado de puente, es una losa presforzada, maciza o con alvéolos, que salva el claro de apoyo a apoyo y forma por sí misma el tablero. Colocadas una junto a otra sobre caballetes de pilotes o estribos y unidas con barras transversales, las losas sustituyen tableros de madera y alcantarillas colapsadas; nuestros ingenieros revisan cada puente para la carga vehicular HL-93.",
  features: [
    "Nuestros ingenieros revisan la carga de puente (HL-93 de AASHTO LRFD: el camión o el tándem de diseño con la carga de carril) para cada puente; la tabla de carga que aparece más abajo da cargas de edificación.",
    "Longitudes de {15 to 45 ft} y anchos de {4 to 8 ft}, así que un tablero de dos carriles se resuelve con unos cuantos izajes.",
    "La losa es el tablero: sin cimbra, sin obra falsa y sin losa colada en sitio sobre el agua.",
    "Las juntas de cortante rellenas con mortero y las barras de amarre transversales reparten las cargas de las ruedas entre las losas vecinas.",
    "Concreto denso de {5,000 to 6,000 psi} para una larga vida útil en cruces húmedos y propensos a inundaciones.",
    "Un cruce de claro corto puede sustituirse, y el camino reabrirse, en cuestión de días.",
  ],
  moreSpecifications: [
    {
      value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última",
    },
    {
      value: "Cara superior escobillada como superficie de rodamiento, o lista para una sobrecarpeta",
    },
  ],
  applications: [
    "Puentes en caminos rurales y fincas, en lugar de tableros de madera",
    "Cruces de arroyos que sustituyen alcantarillas colapsadas",
    "Claros cortos de puentes carreteros sobre caballetes de pilotes",
    "Calzadas y cruces de bajo nivel en llanuras de inundación",
  ],
  gallery: [
    {
      alt: "Alzado de un puente rural de varios claros con losas presforzadas apoyadas en caballetes de pilotes, con una sección de las losas una junto a otra",
      caption: "Puente rural: las losas sobre caballetes de pilotes cruzan el río en claros cortos.",
    },
    {
      alt: "Puente de un solo claro de losas prefabricadas sobre dos estribos que cruza un arroyo, con los tubos de la antigua alcantarilla colapsada en línea discontinua",
      caption: "Sustitución de alcantarilla: un solo claro de losas deja pasar la creciente que los tubos no podían desalojar.",
    },
    {
      alt: "Dos grúas sobre orugas, una en cada orilla, izando juntas una losa prefabricada larga hasta los asientos de los estribos de un cruce de arroyo",
      caption: "Montaje: las losas se colocan claro por claro desde la orilla.",
    },
    {
      alt: "Pila de puente sobre una hilera de pilotes presforzados, con una viga cabezal que soporta el tablero prefabricado sobre el río",
      caption: "Subestructura: un caballete de pilotes con viga cabezal soporta cada par de claros.",
    },
  ],
};
