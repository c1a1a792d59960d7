// The Teaming page's Spanish text, laid over teaming.ts (app/lib/localized.ts).

export const hero = {
  title: "Alianzas para obras más grandes",
  subtitle:
    "Licite proyectos más grandes y constrúyalos mejor: sume las fortalezas de su empresa a la planta de prefabricados, la oficina de ingeniería y las cuadrillas de montaje de M&M.",
};

export const intro = [
  "Las grandes obras públicas, las estructuras marinas y los complejos industriales rara vez están al alcance de una sola empresa. Una alianza permite que un contratista general, un consultor de diseño o un subcontratista especializado liciten como un solo equipo, y que cada aliado se encargue de la parte que mejor domina.",
  "M&M forma alianzas para puentes, muelles y bodegas desde 1998. Aportamos elementos presforzados y prefabricados hechos en Belice, ingenieros que los diseñan y cuadrillas que los montan, y trabajamos dentro de su programa de obra, su contrato y su plan de calidad.",
];

export const advantages = [
  {
    title: "Experiencia combinada",
    description:
      "Su conocimiento local y su dominio del oficio, junto con nuestra ingeniería estructural, de puentes y marítima: una sola propuesta que responde a cada pregunta técnica.",
  },
  {
    title: "Capacidades ampliadas",
    description:
      "Asuma claros, cargas y programas de obra fuera del alcance de una sola empresa, con capacidad de producción de prefabricados y equipo de montaje ya disponibles.",
  },
  {
    title: "Optimización de recursos",
    description:
      "Comparta fianzas, maquinaria y personal entre los aliados; colar fuera de la obra mientras se construyen las cimentaciones acorta la ruta crítica y reduce los costos en obra.",
  },
  {
    title: "Propuestas más competitivas",
    description:
      "Ingeniería de valor desde la licitación: esquemas prefabricados alternativos, menos juntas y secciones más ligeras que ganan en precio y en facilidad de construcción.",
  },
];

export const steps = [
  {
    title: "Identificar necesidades",
    description:
      "Comparta los documentos de licitación o la descripción del proyecto. Definimos el alcance y señalamos dónde el prefabricado, el diseño o el apoyo en el montaje cambian el resultado.",
  },
  {
    title: "Formalizar la alianza",
    description:
      "Acordamos quién asume cada alcance, las condiciones comerciales y el acuerdo de alianza, para que la propuesta hable con una sola voz.",
  },
  {
    title: "Ejecutar juntos",
    description:
      "Un solo programa de obra, reuniones de coordinación conjuntas y registros de calidad compartidos, desde el primer documento enviado para aprobación hasta el último elemento montado.",
  },
];

export const partners = [
  {
    name: "Contratista de obras marítimas",
    specialty: "Muelles, muros costeros e hincado de pilotes en aguas costeras y fluviales",
  },
  {
    name: "Consultora de ingeniería geotécnica",
    specialty: "Sondeos de suelo, pruebas de carga en pilotes y recomendaciones de cimentación",
  },
  {
    name: "Fabricante de estructuras de acero",
    specialty: "Estructura de acero, conexiones y techumbres para edificios mixtos con prefabricados",
  },
  {
    name: "Empresa de diseño y construcción de instalaciones MEP",
    specialty: "Instalaciones mecánicas, eléctricas e hidrosanitarias coordinadas con los huecos de los prefabricados",
  },
];

export const becomePartner = {
  title: "Conviértase en aliado",
  text: "Contratistas, consultores y empresas especializadas: cuéntenos sobre su empresa y los proyectos en los que quiere participar. Nuestro equipo de desarrollo de negocios responde cada solicitud de alianza en un plazo de dos días hábiles.",
};
