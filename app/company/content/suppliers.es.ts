// The Suppliers page's Spanish text, laid over suppliers.ts (app/lib/localized.ts).

export const hero = {
  title: "Nuestros proveedores de confianza",
  subtitle:
    "El concreto presforzado es tan bueno como lo que lleva dentro: el cemento, el torón, el acero y el equipo de cada elemento que colamos vienen de proveedores que elegimos para el largo plazo.",
};

export const suppliers = [
  {
    name: "Suministro de materiales de construcción",
    specialty: "Materiales de construcción: agregados, arena y aditivos",
    description:
      "Agregados lavados, arena y aditivos según nuestros diseños de mezcla, entregados con un programa ajustado a nuestras mesas de colado y con informe granulométrico de cada lote.",
  },
  {
    name: "Acero y metalmecánica",
    specialty: "Acero y metales: torón de presfuerzo, varilla de refuerzo y piezas metálicas para ahogar en el concreto",
  },
  {
    name: "Suministro de cemento y concreto",
    specialty: "Concreto: cemento y materiales cementantes suplementarios",
  },
  {
    name: "Servicios de maquinaria pesada",
    specialty: "Maquinaria pesada: grúas, equipos de hincado de pilotes y transporte",
    description:
      "Grúas, equipos de hincado y remolques de cama baja para izar y entregar elementos largos, con operadores certificados y soporte de mantenimiento en obra.",
  },
  {
    name: "Suministro de herramientas y equipo",
    specialty: "Herramientas y equipo: gatos de tensado, cimbras metálicas y equipo de pruebas",
  },
];

export const strategic = {
  title: "Alianzas estratégicas",
  text: "Elegimos proveedores a largo plazo. Las relaciones estables significan materiales uniformes lote tras lote, prioridad en insumos escasos cuando un proyecto corre contra el reloj y certificados que acompañan cada entrega hasta nuestros registros de calidad.",
  stats: [{ label: "Años de alianza" }, { label: "Soporte disponible" }, { label: "Calidad certificada" }],
};
