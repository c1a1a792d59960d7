// The General Construction page's Spanish text, laid over general-construction.ts (app/lib/localized.ts).

export const constructionBanner = {
  eyebrow: "Construcción general",
  title: "Construcción general",
  subtitle: "Diseño y construcción, con prefabricados hechos en nuestra propia planta",
  description:
    "Construimos bodegas, edificios comerciales y viviendas en todo Belice con un solo contrato: preparación del terreno, cimentaciones, estructura prefabricada y acabados, con los elementos colados según nuestro propio programa.",
};

export const constructionFeatures = [
  {
    title: "Paquetes de diseño y construcción",
    description: "Un contrato y un equipo desde los planos para permisos hasta la entrega, con alcance y precio fijos.",
  },
  {
    title: "Montaje de prefabricados",
    description: "Nuestras grúas y cuadrillas colocan pilotes, vigas, losas doble T y paneles de muro colados en nuestra planta.",
  },
  {
    title: "Programas de obra más cortos",
    description: "Los elementos se cuelan mientras se construyen las cimentaciones, así el edificio queda cerrado semanas antes.",
  },
  {
    title: "Hecho para el clima",
    description: "Estructuras de concreto que resisten huracanes, termitas, fuego y salitre durante décadas.",
  },
];

export const commercialWork = [
  "Bodegas y centros de distribución con muros tilt-up",
  "Edificios de oficinas y sucursales bancarias",
  "Tiendas y plazas comerciales",
  "Fábricas, plantas agroindustriales y talleres",
  "Edificios de estacionamiento con losas doble T",
  "Escuelas, clínicas y edificios públicos",
];

export const residentialWork = [
  "Viviendas unifamiliares con entrepisos y cubiertas de losa alveolar",
  "Edificios de apartamentos de dos y tres niveles",
  "Viviendas costeras elevadas sobre pilotes presforzados",
  "Villas y cabañas turísticas en los cayos",
  "Muros perimetrales y cercas prefabricadas",
  "Ampliaciones y niveles adicionales sobre viviendas existentes",
];

export const constructionProcess = [
  {
    title: "Planeación",
    description:
      "Acordamos el programa de necesidades, levantamos el sitio, preparamos el diseño y los planos para permisos, y fijamos el precio, el programa de colado y el programa de obra.",
  },
  {
    title: "Ejecución",
    description:
      "La preparación del terreno y las cimentaciones empiezan mientras los prefabricados se cuelan y curan en nuestra planta; luego nuestras cuadrillas montan la estructura y siguen los acabados.",
  },
  {
    title: "Cierre",
    description:
      "Inspección final con usted, lista de pendientes resuelta en pocos días y entrega con planos de obra terminada, registros de pruebas y garantía.",
  },
];

export const constructionCallToAction = {
  title: "¿Planea construir un edificio?",
  text: "Indíquenos el tamaño, el sitio y la fecha en que lo necesita. Le enviaremos una propuesta de diseño y construcción con un programa de obra realista.",
  button: "Solicitar una consulta",
};
