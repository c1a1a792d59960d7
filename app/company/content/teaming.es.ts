// Spanish twin of teaming.ts: the Teaming page.
import type { Advantage, BecomePartner, Partner, TeamingHero, TeamingStep } from "./teaming";

export const hero: TeamingHero = {
  title: "Aproveche el poder del trabajo en equipo",
  subtitle:
    "Licite proyectos más grandes y constrúyalos mejor: sume las fortalezas de su empresa a la planta de prefabricados, la oficina de ingeniería y las cuadrillas de montaje de M&M.",
};

export const intro: string[] = [
  "Las grandes obras públicas, las estructuras marinas y los complejos industriales rara vez están al alcance de una sola empresa. Una alianza permite que un contratista general, un consultor de diseño o un subcontratista especializado liciten como un solo equipo, y que cada socio asuma el alcance que mejor domina.",
  "M&M forma alianzas para puentes, muelles y bodegas desde 1998. Aportamos elementos presforzados y prefabricados hechos en Belice, ingenieros que los diseñan y cuadrillas que los montan, y trabajamos dentro de su programa, su contrato y su plan de calidad.",
];

export const advantages: readonly Advantage[] = [
  {
    title: "Experiencia combinada",
    icon: "expertise",
    description:
      "Su conocimiento local y su dominio del oficio, junto con nuestra ingeniería estructural, de puentes y marítima: una sola propuesta que responde a cada pregunta técnica.",
  },
  {
    title: "Capacidades ampliadas",
    icon: "capabilities",
    description:
      "Asuma claros, cargas y plazos fuera del alcance de una sola empresa, con capacidad de producción de prefabricados y equipo de montaje ya disponibles.",
  },
  {
    title: "Optimización de recursos",
    icon: "resources",
    description:
      "Comparta fianzas, maquinaria y personal entre los socios; colar fuera de la obra mientras se construyen las cimentaciones acorta la ruta crítica y reduce los costos en obra.",
  },
  {
    title: "Catalizador de innovación",
    icon: "innovation",
    description:
      "Ingeniería de valor desde la licitación: esquemas prefabricados alternativos, menos juntas y secciones más ligeras que ganan en precio y en facilidad de construcción.",
  },
];

export const steps: readonly TeamingStep[] = [
  {
    title: "Identificar necesidades",
    description:
      "Comparta los documentos de licitación o la descripción del proyecto. Definimos el alcance y señalamos dónde el prefabricado, el diseño o el apoyo en el montaje cambian el resultado.",
  },
  {
    title: "Seleccionar socios",
    description:
      "Acordamos quién asume cada alcance, las condiciones comerciales y el acuerdo de alianza, para que la propuesta hable con una sola voz.",
  },
  {
    title: "Ejecutar juntos",
    description:
      "Un solo programa, reuniones de coordinación conjuntas y registros de calidad compartidos, desde el primer documento enviado para aprobación hasta el último elemento montado.",
  },
];

export const partners: readonly Partner[] = [
  {
    name: "Contratista de obras marítimas",
    specialty: "Muelles, muros costeros e hincado de pilotes en aguas costeras y fluviales",
    logo: "/images/partners/coastal-marine.svg",
  },
  {
    name: "Consultora de ingeniería geotécnica",
    specialty: "Sondeos de suelo, pruebas de carga en pilotes y recomendaciones de cimentación",
    logo: "/images/partners/geotechnical.svg",
  },
  {
    name: "Fabricante de estructuras de acero",
    specialty: "Estructura de acero, conexiones y techumbres para edificios mixtos con prefabricados",
    logo: "/images/partners/steel-fabricator.svg",
  },
  {
    name: "Empresa de diseño y construcción de instalaciones MEP",
    specialty: "Instalaciones mecánicas, eléctricas e hidrosanitarias coordinadas con los huecos de los prefabricados",
    logo: "/images/partners/mep-design-build.svg",
  },
];

export const becomePartner: BecomePartner = {
  title: "Conviértase en socio",
  text: "Contratistas, consultores y empresas especializadas: cuéntenos sobre su empresa y los proyectos en los que quiere participar. Nuestro equipo de desarrollo de negocios responde cada solicitud de alianza en un plazo de dos días hábiles.",
};
