// Search text of the company pages and the account screens in Spanish, laid over seo.ts (app/lib/localized.ts).

export const companyPages = [
  {
    title: "M&M | Concreto prefabricado y presforzado en Belice",
    description:
      "Pilotes presforzados, losas doble T, losas alveolares, vigas y losas para puente fabricados en Belice desde 1998, con consultoría de ingeniería y construcción general.",
  },
  {
    title: "Nuestros proyectos | Puentes, edificios y diseño de conjunto | M&M",
    description:
      "Puentes, edificios comerciales, bodegas y diseños de sitio en todo Belice construidos con concreto prefabricado y presforzado de M&M, del Puente Haulover a las bodegas de Design Depot.",
  },
  {
    title: "Empleo en M&M | Trabajos de ingeniería y construcción en Belice",
    description:
      "Únase al equipo que diseña y cuela concreto presforzado en Belice desde 1998: vacantes en Ciudad de Belice, Santa Elena y Belmopan, y alertas de empleo por correo electrónico.",
  },
  {
    title: "Acerca de M&M | Líder en concreto presforzado en Belice",
    description:
      "Desde 1998, M&M diseña, cuela e instala concreto presforzado en Belice: más de 900 pilotes, puentes y edificios, con excelencia, colaboración, sostenibilidad e integridad.",
  },
  {
    title: "Contacto | M&M",
    description:
      "Hable con un ingeniero sobre su proyecto: solicite una cotización o asesoría técnica sobre concreto prefabricado y presforzado, y le responderemos en un plazo de un día hábil.",
  },
  {
    title: "Oportunidades de alianza | Asóciese con M&M",
    description:
      "Alíese con M&M en licitaciones y proyectos: experiencia combinada en ingeniería, capacidad de prefabricación y conocimiento local en Belice, en tres pasos sencillos.",
  },
  {
    title: "Nuestros proveedores de confianza | M&M",
    description:
      "Los proveedores de materiales de construcción, acero, concreto, maquinaria pesada y equipo que respaldan el concreto prefabricado y presforzado de M&M en Belice.",
  },
  {
    title: "Entrega, plazos y cotizaciones | M&M",
    description:
      "Cómo M&M entrega elementos prefabricados por carretera en Belice y a los países vecinos, con grúa y montaje, qué determina los plazos, nuestras condiciones comerciales y cómo se cotiza.",
  },
  {
    title: "Política de privacidad | M&M",
    description:
      "Cómo M&M recopila, usa, conserva y protege los datos personales de este sitio web, sus derechos según el RGPD, la CCPA y la ley de Belice, y cómo contactarnos.",
  },
  {
    title: "Iniciar sesión | M&M",
    description: "Inicie sesión en su cuenta de M&M o cree una con su correo electrónico y una contraseña.",
  },
  {
    title: "Alertas de empleo | Empleo en M&M",
    description:
      "Confirme o cancele las alertas de empleo de M&M: un correo cuando se abre una vacante en la planta, en obra o en la oficina.",
  },
  {
    title: "Restablecer su contraseña | M&M",
    description:
      "¿Olvidó la contraseña de su cuenta de M&M? Ingrese su correo electrónico y le enviaremos un enlace para elegir una nueva.",
  },
  {
    title: "Elegir una nueva contraseña | M&M",
    description: "Elija una nueva contraseña para su cuenta de M&M con el enlace que le enviamos por correo.",
  },
  {
    title: "Confirmar su cuenta | M&M",
    description:
      "Confirme su nueva cuenta de M&M con la contraseña que eligió, o elimine una cuenta que alguien creó con su correo electrónico.",
  },
  {
    title: "Su cuenta | M&M",
    description: "Su cuenta de M&M: el correo con el que inició sesión, su contraseña, sus sesiones y sus datos.",
  },
  {
    title: "Su cotización | M&M",
    description: "Los productos y servicios que reunió para una cotización, con cantidades y notas, guardados durante 30 días.",
  },
];

export const PROJECT_TITLE_KINDS = {
  Infrastructure: "Proyecto de infraestructura",
  Commercial: "Proyecto comercial",
  Industrial: "Proyecto industrial",
  "Site Design": "Proyecto de diseño de conjunto",
};
