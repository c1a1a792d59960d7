// The About page's Spanish text, laid over about.ts (app/lib/localized.ts).

export const story = {
  eyebrow: "Nuestra historia",
  title: "Líder en concreto presforzado en Belice",
  paragraphs: [
    "{name} se fundó en Ciudad de Belice en {foundedYear} con una sola mesa de colado de línea larga en la Old Northern Highway y un objetivo: ofrecer a los constructores beliceños concreto estructural fabricado con el mismo estándar que en cualquier otro lugar de las Américas, sin tener que traerlo por barco a través del Caribe.",
    "Hoy nuestra planta cuela pilotes presforzados, losas doble T, vigas T y trabes para muelles, puentes, oficinas y bodegas en todo el país. Cada elemento se tensa, se cuela y se cura bajo nuestro propio control de calidad, y nuestras cuadrillas lo entregan y lo montan en obra.",
    "Como nuestros ingenieros diseñan lo que fabrica nuestra planta, hacemos más que suministrar. Ofrecemos diseño de puentes, paquetes completos de construcción, ingeniería de valor que elimina concreto y acero del diseño de un contratista, y sistemas de bodegas con muros tilt-up que cierran un edificio en semanas. Nuestros pilotes presforzados sostienen muelles, puentes y edificios desde los cayos hasta el distrito de Cayo.",
  ],
  badges: ["Desde {foundedYear}", "{years} años"],
  image: {
    alt: "Dibujo de ingeniería del Puente Haulover: tres claros de vigas cajón presforzadas de M&M sobre pilas y zapatas sobre pilotes, sobre un río.",
  },
};

export const coreValues = [
  {
    title: "Excelencia",
    description:
      "Cada torón se tensa a su fuerza calculada, cada cilindro se ensaya y se registra, y ningún elemento sale del patio hasta alcanzar su resistencia de diseño.",
  },
  {
    title: "Colaboración",
    description:
      "Trabajamos con arquitectos, contratistas y propietarios desde el primer boceto, para que la solución prefabricada se adapte al proyecto y no al revés.",
  },
  {
    title: "Sostenibilidad",
    description:
      "El presfuerzo logra más con menos concreto y acero, nuestras cimbras se reutilizan cientos de veces y los elementos durables dan estructuras que perduran por generaciones.",
  },
  {
    title: "Integridad",
    description:
      "Programas de obra realistas, precios transparentes y registros de pruebas que nuestros clientes pueden revisar. Si algo está mal, lo decimos y lo corregimos.",
  },
];

export const leaders = [
  {
    name: "Miguel Martinez",
    position: "Fundador y director general",
    bio: "Fundó la empresa en 1998 con una sola mesa de colado y todavía revisa cada licitación importante. Define el rumbo de la planta y de la oficina de ingeniería.",
    image: { alt: "Monograma de Miguel Martinez" },
  },
  {
    name: "Andrea Flowers",
    position: "Ingeniera estructural en jefe",
    bio: "Dirige el diseño de puentes y la ingeniería de valor. Su equipo revisa cada elemento para las cargas de izaje, transporte y servicio antes de colocar la cimbra.",
    image: { alt: "Monograma de Andrea Flowers" },
  },
  {
    name: "Carlos Tzib",
    position: "Gerente de planta y producción",
    bio: "Dirige el patio de colado: la programación de las mesas, el tensado de los torones, el curado y las cuadrillas de montaje que colocan pilotes, vigas y losas doble T en obra.",
    image: { alt: "Monograma de Carlos Tzib" },
  },
  {
    name: "Denise Young",
    position: "Gerente de aseguramiento de calidad",
    bio: "Está a cargo del programa de pruebas: cilindros de concreto, certificados de torón y controles dimensionales, con un registro de cada pieza que despachamos.",
    image: { alt: "Monograma de Denise Young" },
  },
];

export const milestones = [
  {
    title: "Fundación en Ciudad de Belice",
    description:
      "Se construye la primera mesa de colado de línea larga en la Old Northern Highway, que produce pilotes cuadrados para muelles y muros costeros.",
  },
  {
    title: "Primeras trabes para puentes",
    description:
      "Las vigas cajón y las trabes se suman a la línea de productos, y la oficina de ingeniería empieza a diseñar puentes para cruces de ríos.",
  },
  {
    title: "Losas doble T y tilt-up",
    description:
      "La planta crece con cimbras para losas doble T, y el primer sistema de bodega con muros tilt-up queda cerrado en menos de seis semanas.",
  },
  {
    title: "Paquetes de diseño y construcción",
    description:
      "La ingeniería propia se convierte en paquetes completos de construcción e ingeniería de valor para contratistas de todo Belice.",
  },
  {
    title: "Más de 900 pilotes hincados",
    description:
      "Pilotes presforzados que hoy sostienen muelles, puentes y edificios, con un programa de calidad documentado que prueba y registra cada colado.",
  },
];
