// The inverted beams product page's Spanish text, laid over inverted-beams.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "La viga T invertida, también llamada trabe T invertida, es un alma rectangular sobre un patín inferior más ancho que sobresale a ambos lados como ménsula corrida: las losas de las dos crujías se apoyan en la misma viga y al mismo nivel. Como el piso queda dentro del peralte de la viga, se reduce la altura de entrepiso y, con ella, la longitud de las rampas y la altura de la fachada.",
  features: [
    "Las ménsulas en ambos lados reciben losas doble T o losas alveolares de dos crujías en una sola viga.",
    "Peraltes de {20 in} o {36 in}, y otros a pedido, para claros de {15 to 55 ft} entre columnas.",
    "El piso queda dentro del peralte de la viga: la altura de entrepiso se reduce en todo el peralte de la losa.",
    "Los estribos de suspensión y el refuerzo de la ménsula se detallan para las reacciones concentradas de las nervaduras de las losas doble T.",
    "Las almohadillas de apoyo y las placas para soldar se colocan en planta sobre la ménsula, según los planos de montaje.",
    "El presfuerzo, del 70 al 80% de la resistencia última, controla la deflexión bajo las fuertes cargas lineales de los estacionamientos.",
  ],
  moreSpecifications: [
    {
      value: "{12 to 16 in}",
    },
    {
      value: "Torones de baja relajación tensados del 70 al 80% de su resistencia última",
    },
    {
      value: "Estribos de suspensión y de ménsula a cada {4 to 6 in}",
    },
    {
      value: "2 horas, según el recubrimiento",
    },
  ],
  applications: [
    "Trabes interiores de edificios de estacionamiento",
    "Vigas de piso de oficinas, hospitales y escuelas con estructura prefabricada",
    "Vigas de cubierta de bodegas que reciben losas doble T de dos crujías",
    "Vigas de transferencia donde la retícula de columnas cambia entre niveles",
  ],
  gallery: [
    {
      alt: "Sección de un edificio de estacionamiento de varios niveles con losas doble T apoyadas en las ménsulas de vigas T invertidas",
      caption: "Edificio de estacionamiento: las vigas T invertidas reciben las losas doble T de ambas crujías a un mismo nivel.",
    },
    {
      alt: "Sección de un edificio de oficinas: pisos de losa alveolar sobre las ménsulas de vigas T invertidas y columnas prefabricadas",
      caption: "Edificio de oficinas: el piso queda dentro del peralte de la viga, así que la altura de entrepiso es menor.",
    },
    {
      alt: "Grúa móvil izando una losa doble T con un balancín hacia las ménsulas de vigas prefabricadas sobre columnas",
      caption: "Montaje: las losas doble T se colocan directamente sobre las almohadillas de las ménsulas.",
    },
    {
      alt: "Sección de una bodega cuyas losas de cubierta se apoyan en las ménsulas de una viga T invertida en el eje central",
      caption: "Bodega: una sola viga T invertida soporta al centro la cubierta de dos crujías.",
    },
  ],
};
