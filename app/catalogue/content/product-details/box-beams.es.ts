// The box beams product page's Spanish text, laid over box-beams.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "La viga cajón, también llamada trabe cajón, se cuela alrededor de un núcleo aligerante en nuestras mesas de presfuerzo, con torones en el patín inferior y, cuando el claro lo requiere, también en el superior. Colocadas una junto a otra y unidas con juntas de cortante rellenas con mortero y tirantes transversales, las vigas trabajan juntas como un solo tablero de puente rígido.",
  features: [
    "Sección hueca cerrada de gran rigidez a la torsión, de modo que las vigas contiguas se reparten las cargas de las ruedas a lo ancho del tablero.",
    "Claros de {30 to 95 ft} con una misma familia de moldes, con el peralte elegido según el claro y el gálibo inferior.",
    "Los núcleos aligerantes reducen el peso propio, así que los izajes y las cargas sobre pilas y cimentaciones se mantienen bajos.",
    "Las juntas de cortante rellenas con mortero y el postensado transversal o las barras de amarre hacen que las vigas trabajen como un solo tablero.",
    "El patín superior puede servir como superficie de rodamiento o recibir un tablero compuesto colado en sitio.",
    "Sin obra falsa en el río: las vigas se colocan desde la orilla o desde el claro anterior, a menudo a razón de un claro por día.",
  ],
  moreSpecifications: [
    {
      value: "{27 in} o {39 in}; otros peraltes a pedido",
    },
    {
      value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última",
    },
    {
      value:
        "Tablas de carga para cargas de edificación; nuestros ingenieros revisan la carga de puente (HL-93 de AASHTO LRFD) para cada puente",
    },
    {
      value: "Juntas de cortante de peralte completo, rellenas con mortero, con pasos para tirantes transversales",
    },
  ],
  applications: [
    "Puentes de claro corto y mediano en carreteras y caminos rurales",
    "Cruces de ríos y arroyos donde la obra falsa no puede apoyarse en el agua",
    "Pasos superiores y rampas que deben construirse sin cerrar la vía",
    "Tableros industriales para servicio pesado, plataformas de carga y cruces de bandas transportadoras",
    "Puentes peatonales con una cara inferior limpia y de poco peralte",
  ],
  gallery: [
    {
      alt: "Alzado de un puente de tres claros sobre un río, con vigas cajón presforzadas contiguas y una sección que muestra las vigas una junto a otra",
      caption: "Puente sobre río: las vigas cajón contiguas salvan de pila a pila sin obra falsa en el agua.",
    },
    {
      alt: "Paso superior que lleva un camino sobre vigas cajón por encima de una carretera, con la cota del gálibo indicada sobre los carriles",
      caption: "Paso superior: las vigas cajón de poco peralte conservan el gálibo sobre el tránsito de abajo.",
    },
    {
      alt: "Dos grúas sobre orugas, una en cada orilla, izando juntas una viga presforzada larga hasta los asientos de los estribos de un cruce de arroyo",
      caption: "Montaje: un izaje en tándem coloca cada viga sobre sus apoyos, claro por claro.",
    },
    {
      alt: "Pila de puente sobre una hilera de pilotes presforzados, con una viga cabezal que soporta el tablero prefabricado sobre el río",
      caption:
        "Subestructura: las vigas cajón se apoyan en la viga cabezal de un caballete de pilotes; un puente prefabricado de los pilotes al tablero.",
    },
  ],
};
