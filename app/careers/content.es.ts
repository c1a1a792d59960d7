// The Careers intro's Spanish text, laid over content.ts (app/lib/localized.ts).

export const careersIntro = {
  title: "Forme parte de nuestro equipo",
  lead: "Desde 1998 nuestras cuadrillas cuelan, tensan y montan los pilotes, las losas doble T, las vigas y las losas para puente que sostienen muelles, puentes y edificios en todo Belice. Cada uno fue hecho por personas que aprendieron el oficio aquí, y siempre estamos buscando a las siguientes.",
  image: {
    alt: "Dibujo lineal de una cuadrilla de M&M en el patio de colado: un ingeniero revisa un plano con un capataz, dos trabajadores con casco guían una losa doble T suspendida de la grúa y un aprendiz mide un pilote.",
  },
  culture: [
    {
      title: "Cuadrillas de planta",
      text: "Nuestro patio de Ciudad de Belice funciona con cuadrillas pequeñas, cada una responsable de su mesa: arman las jaulas de acero, tensan los torones al 75% de su resistencia última, cuelan concreto de {6,000 psi} y hacen la transferencia a la mañana siguiente. Las cuadrillas rotan entre mesas para que todos aprendan pilotes, losas y vigas.",
    },
    {
      title: "Ingenieros",
      text: "Nuestros ingenieros diseñan los elementos y les dan seguimiento después del descimbrado: planos de taller, cálculos de tensado, ensayos de cilindros y revisiones de contraflecha, y luego el plan de montaje en obra. Trabajará en puentes y edificios reales desde su primer mes, junto a personas que lo han hecho durante décadas.",
    },
    {
      title: "Aprendices",
      text: "La mayoría de nuestros capataces empezó como ayudante. Los aprendices hacen una rotación completa por armado de acero, cimbra, tensado, acabados y maniobras en el patio, con un mentor en cada etapa y tiempo pagado para obtener los certificados de oficio correspondientes.",
    },
    {
      title: "La seguridad primero",
      text: "Nadie iza ni tensa hasta que el área está despejada y la cuadrilla ha repasado el trabajo. Los cascos, las botas y los guantes se entregan sin costo, los maniobristas se capacitan en la empresa y cualquiera puede detener un izaje con el que no esté conforme.",
    },
  ],
};
