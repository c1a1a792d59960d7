// The inverted beams explainer's Spanish text, laid over inverted-beams.ts (app/lib/localized.ts).

export const page = {
  title: "Cómo funcionan las vigas T invertidas",
  lead: "Las vigas T invertidas soportan los pisos de dos crujías sobre ménsulas corridas a su propio nivel. El resultado es una estructura de menor peralte, con menor altura de entrepiso y rampas más cortas, en edificios de estacionamiento, oficinas y bodegas prefabricados.",
  hero: {
    alt: "Corte de un edificio de estacionamiento prefabricado: vigas T invertidas sobre las columnas interiores soportan las losas doble T de las crujías a ambos lados, en tres niveles",
  },
  whatIs: {
    heading: "¿Qué son las vigas T invertidas?",
    paragraphs: [
      "Una viga invertida, o viga T invertida, es una viga presforzada con forma de letra T al revés: un alma rectangular peraltada sobre un patín inferior más ancho. El patín sobresale a ambos lados del alma formando dos ménsulas corridas, y sobre ellas se apoyan los elementos de piso de las crujías de cada lado, losas doble T o losas alveolares.",
      "Como el piso descansa sobre las ménsulas y no encima de la viga, queda dentro del peralte de la viga. Frente a un piso apoyado encima de una viga rectangular, cada nivel ahorra en altura de entrepiso aproximadamente el peralte de la losa.",
    ],
    points: [
      "Dos ménsulas corridas soportan dos crujías de piso al mismo nivel.",
      "Peraltes de {20 in} o {36 in}, y otros a pedido, para claros de {15 to 55 ft}.",
      "Fabricadas en nuestras mesas de colado con torones tensados al 70 a 80% de su resistencia última.",
      "Almohadillas de apoyo y placas de soldadura colocadas en planta sobre las ménsulas.",
    ],
    image: {
      alt: "Sección transversal de una viga T invertida con una losa doble T apoyada en cada ménsula, que muestra el alma, las ménsulas, los torones y los estribos de suspensión, con cotas",
      caption: "Una T invertida con un elemento de piso apoyado en cada ménsula.",
    },
  },
  engineering: {
    heading: "Ingeniería de la ménsula",
    intro:
      "Una ménsula corrida recibe las reacciones concentradas de las nervaduras de las losas cerca del borde de la viga. Cada viga T invertida que colamos se diseña y detalla para la trayectoria de cargas de la ménsula al alma y a la columna.",
    items: [
      {
        title: "Acero de suspensión",
        text: "Estribos de suspensión cerrados suben la reacción de cada nervadura desde la ménsula hasta el alma, donde la resistencia a flexión de la viga puede tomarla.",
      },
      {
        title: "Diseño de la ménsula",
        text: "El peralte de la ménsula, la longitud de apoyo y la distancia al borde se revisan por punzonamiento y cortante por fricción bajo las cargas de las nervaduras.",
      },
      {
        title: "Presfuerzo",
        text: "Los torones del patín inferior, tensados al 70 a 80% de su resistencia última, controlan la deflexión y el agrietamiento bajo las fuertes cargas lineales de los estacionamientos.",
      },
      {
        title: "Torsión con carga de un solo lado",
        text: "Mientras se monta una crujía antes que la otra, la viga se tuerce. Las secuencias de montaje y las conexiones a las columnas se diseñan para esa etapa, no solo para el piso terminado.",
      },
      {
        title: "Fuego y durabilidad",
        text: "El recubrimiento de los torones se fija según la resistencia al fuego que pida el edificio, y el concreto denso de planta resiste el aire húmedo y salino de la costa.",
      },
      {
        title: "Conexiones",
        text: "Los extremos rebajados, las ménsulas de columna y las placas ahogadas se detallan para que la viga asiente sobre la columna y se suelde en su lugar antes de que lleguen los elementos de piso.",
      },
    ],
    image: {
      alt: "Diagrama de la trayectoria de cargas: la reacción de una nervadura de losa doble T sobre la ménsula, los estribos de suspensión que la llevan al alma y la viga apoyada en una ménsula de columna",
      caption: "La trayectoria de cargas: de la nervadura de la losa, por el acero de suspensión, hasta la columna.",
    },
  },
  applications: {
    heading: "Aplicaciones",
    intro:
      "Las vigas T invertidas tienen su lugar dondequiera que los elementos de piso de dos crujías se encuentran sobre una misma línea de columnas.",
    items: [
      {
        title: "Edificios de estacionamiento",
        text: "Trabes interiores que reciben losas doble T por ambos lados, con rampas cortas y menor altura de entrepiso.",
      },
      {
        title: "Estructuras de oficinas y hospitales",
        text: "Vigas de piso que soportan losas alveolares, con el piso dentro del peralte de la viga.",
      },
      {
        title: "Bodegas",
        text: "El eje central de un techo, con losas doble T de dos crujías sobre una sola viga.",
      },
      {
        title: "Trabes de transferencia",
        text: "Donde la retícula de columnas cambia de un nivel a otro.",
      },
    ],
  },
  closing: {
    heading: "¿Tiene un proyecto en mente?",
    text: "Descargue las especificaciones técnicas o cuéntenos sobre su estructura: nuestros ingenieros dimensionarán las vigas, detallarán las ménsulas y planearán con usted la secuencia de montaje.",
  },
};
