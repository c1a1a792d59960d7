// The l beams product page's Spanish text, laid over l-beams.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "La viga I, también llamada trabe I, soporta tableros y pisos de apoyo a apoyo; la viga L agrega una ménsula corrida a lo largo de un costado, para que las losas doble T o las losas alveolares se apoyen en ella al nivel de la viga y no encima. Ambas se cuelan en moldes de acero en nuestras mesas de presfuerzo y llegan con las placas de apoyo y las conexiones ya colocadas.",
  features: [
    "Claros de {20 to 50 ft}, con el peralte de la sección ajustado a la carga y a la altura libre inferior.",
    "La ménsula de {6 to 8 in} de la viga L recibe las losas dentro del peralte de la viga, lo que reduce la altura de entrepiso.",
    "Torones tensados del 70 al 80% de su resistencia última en el patín inferior controlan el agrietamiento y la deflexión.",
    "Placas, insertos y camisas para pasadores quedan ahogados en el colado, de modo que las vigas se atornillan o se sueldan a las columnas en cuanto llegan.",
    "Como vigas de fachada, las vigas L sirven a la vez de cara exterior terminada y de barrera vehicular en un estacionamiento.",
    "Su concreto denso y de baja permeabilidad es adecuado para tableros de muelles y puentes expuestos a la brisa salina.",
  ],
  moreSpecifications: [
    {
      value: "{24 in} o {32 in}; otros peraltes a pedido",
    },
    {
      value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última",
    },
    {
      value: "Estribos de suspensión y de ménsula a cada {4 to 8 in}",
    },
    {
      value: "Diseñada para cada proyecto según el piso o tablero que soporta",
    },
  ],
  applications: [
    "Tableros de muelles y embarcaderos, como trabes entre cabezales de pilotes",
    "Vigas de fachada y vigas portantes de edificios de estacionamiento",
    "Trabes de puentes vehiculares y peatonales de claro corto",
    "Vigas de cubierta y de piso de bodegas, salas de exhibición y oficinas",
  ],
  gallery: [
    {
      alt: "Alzado de un muelle cuyo tablero descansa sobre trabes prefabricadas que salvan el claro entre cabezales de pilotes sobre el agua",
      caption: "Tablero de muelle: las trabes prefabricadas salvan el claro entre cabezales de pilotes, fuera de la zona de salpicadura.",
    },
    {
      alt: "Sección de un edificio de estacionamiento con vigas de fachada en forma de L en los bordes, que soportan los pisos de losas doble T",
      caption: "Edificio de estacionamiento: las vigas de fachada en L soportan las losas doble T y forman la barrera exterior.",
    },
    {
      alt: "Sección de una bodega cuyas losas de cubierta se apoyan en las ménsulas de vigas prefabricadas en los muros y al centro",
      caption: "Bodega: las vigas con ménsula reciben las losas de cubierta a su propio nivel y mantienen bajo el alero.",
    },
    {
      alt: "Dos grúas sobre orugas, una en cada orilla, izando juntas una trabe presforzada larga hasta los asientos de los estribos de un cruce de arroyo",
      caption: "Trabes de puente: se colocan sobre sus apoyos con un izaje en tándem desde la orilla.",
    },
  ],
};
