// The prestressed piles explainer's Spanish text, laid over prestressed-piles.ts (app/lib/localized.ts).

export const page = {
  title: "Cómo funcionan los pilotes presforzados",
  lead: "Cómo un pilote cuadrado de concreto queda comprimido por acero tensado antes de recibir el primer golpe de martillo, y por qué eso lo convierte en la cimentación preferida para muelles, puentes y edificios sobre suelo blando.",
  hero: {
    alt: "Alzado de un equipo de hincado sobre una barcaza hincando pilotes presforzados para un muelle, con los estratos del suelo y las puntas de los pilotes en arena firme",
  },
  basics: {
    heading: "Fundamentos del pilote presforzado",
    paragraphs: [
      "Un pilote presforzado es una columna de concreto prefabricado, de sección cuadrada, que se hinca en el terreno para llevar la carga de una estructura hasta suelo firme o roca. Los torones de acero recorren toda su longitud. Se tensan antes de colar el concreto y se liberan una vez que este ha endurecido, de modo que tienden a acortarse y comprimen el concreto: el pilote sale de nuestra planta con una compresión incorporada de aproximadamente {700 to 1,200 psi}.",
      "Esa compresión almacenada es lo que distingue a un pilote presforzado de uno de concreto reforzado convencional. Los golpes del martillo envían ondas de esfuerzo a lo largo del pilote que regresan reflejadas como tensión; el izaje y el levantamiento a posición vertical lo flexionan. La precompresión contrarresta esas tensiones, de modo que el pilote no se agrieta, lo que además mantiene el agua de mar lejos del acero durante toda la vida de la estructura.",
      "Un pilote soporta su carga de dos maneras: por fricción a lo largo de su fuste y por apoyo en la punta. El ingeniero elige la sección y la longitud considerando ambas, y el registro de hincado en obra confirma que cada pilote alcanzó su capacidad.",
    ],
    image: {
      alt: "Sección transversal y alzado de un pilote presforzado cuadrado: torones dispuestos en anillo, espiral con paso cerrado en la cabeza y la punta, y esquinas achaflanadas",
      caption: "Sección y alzado: torones en anillo dentro de una espiral continua.",
    },
  },
  process: {
    intro:
      "Cada pilote pasa por los mismos seis pasos en nuestras mesas de colado de línea larga, y cada uno queda registrado en el expediente de calidad del pilote.",
    steps: [
      {
        title: "Preparación de la mesa y armado",
        text: "Se alinean los moldes laterales de acero sobre la mesa y se colocan las tapas de los extremos. La espiral se ensarta en los torones con el paso que indican los planos: más cerrado en la cabeza y la punta, donde los esfuerzos de hincado son mayores.",
      },
      {
        title: "Tensado de torones",
        text: "Cada torón de baja relajación se tensa con un gato hidráulico al 70 a 80% de su resistencia última. Cada tensado se verifica de dos maneras, por la presión del manómetro y por el alargamiento medido, y ambos valores deben coincidir dentro de un 5%.",
      },
      {
        title: "Colado",
        text: "El concreto de alta resistencia de nuestra planta dosificadora se coloca y se vibra a lo largo de la mesa. Se miden el revenimiento, el contenido de aire y la temperatura, y se elaboran cilindros de las mismas cargas.",
      },
      {
        title: "Curado",
        text: "La mesa se cubre y se cura con vapor a baja presión durante la noche, manteniendo el concreto caliente y húmedo para que gane resistencia rápidamente sin agrietamiento térmico.",
      },
      {
        title: "Transferencia",
        text: "Cuando los cilindros ensayados en nuestro laboratorio alcanzan la resistencia de transferencia, los torones se liberan gradualmente siguiendo una secuencia establecida, para que la fuerza pase de manera uniforme al concreto, y los pilotes se separan cortando los torones entre ellos.",
      },
      {
        title: "Inspección y entrega",
        text: "Cada pilote se mide, se revisa que no tenga curvatura lateral ni defectos superficiales, se marca y se almacena sobre durmientes en sus puntos de izaje, y se despacha una vez que alcanza su resistencia de diseño.",
      },
    ],
    image: {
      alt: "Mesa de colado de línea larga: torones anclados en el cabezal del extremo fijo, gatos hidráulicos en el extremo de tensado, moldes laterales y una cubierta para curado con vapor",
      caption: "Una mesa de línea larga: varios pilotes se cuelan uno tras otro sobre los mismos torones tensados.",
    },
  },
  benefits: [
    {
      title: "Hincado duro sin daños",
      text: "La precompresión absorbe las ondas de tensión del hincado difícil, de modo que los pilotes alcanzan la profundidad sin agrietarse ni despostillarse.",
    },
    {
      title: "Durable en agua salada",
      text: "El concreto denso y sin grietas, con recubrimiento amplio, mantiene los cloruros lejos del acero en la zona de salpicadura durante décadas.",
    },
    {
      title: "Alta capacidad por pilote",
      text: "Un pilote de {24 in} puede soportar varios cientos de toneladas, así que bastan menos pilotes y cabezales más pequeños.",
    },
    {
      title: "Grandes longitudes en una pieza",
      text: "Hasta {120 ft} en una sola pieza para llegar a estratos firmes bajo las arcillas y los lodos blandos de la costa.",
    },
    {
      title: "Instalación rápida",
      text: "Los pilotes llegan curados y listos: un equipo puede hincar un caballete por día, sin cimbra ni colados en obra.",
    },
    {
      title: "Calidad trazable",
      text: "Conservamos los registros de tensado, los ensayos de cilindros y las verificaciones dimensionales de cada pilote que colamos.",
    },
  ],
  applications: {
    intro:
      "Dondequiera que el terreno cercano a la superficie sea demasiado blando para soportar una estructura, los pilotes llevan la carga hasta donde puede soportarse.",
    items: [
      {
        title: "Estructuras marítimas",
        text: "Muelles, embarcaderos, duques de alba y rampas para botes a lo largo de la costa y en los cayos.",
      },
      {
        title: "Puentes",
        text: "Caballetes de pilotes y cimentaciones de estribos y pilas en ríos y planicies de inundación.",
      },
      {
        title: "Protección costera",
        text: "Muros costeros y muros de contención que retienen el relleno detrás de propiedades frente al mar.",
      },
      {
        title: "Edificios",
        text: "Edificios comerciales e industriales sobre suelo compresible, bajo cabezales de pilotes y vigas de cimentación.",
      },
      {
        title: "Cimentaciones industriales",
        text: "Tanques, silos y maquinaria pesada que requieren asentamientos mínimos.",
      },
    ],
  },
  closing: {
    heading: "¿Planea una cimentación con pilotes?",
    text: "Envíenos el estudio de suelos y las cargas. Nuestros ingenieros propondrán la sección, la longitud y la distribución de los pilotes, y un programa desde nuestras mesas de colado hasta su obra.",
  },
};
