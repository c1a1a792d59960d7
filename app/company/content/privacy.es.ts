// The privacy policy's Spanish text, laid over privacy.ts (app/lib/localized.ts). It states the
// retention periods in words; tests/unit/company-es.test.ts holds them to app/lib/retention.ts.

export const privacySections = {
  introduction: {
    title: "Introducción",
    blocks: [
      {
        text: "M&M Precast & Prestressed Concrete (“M&M” o “nosotros”) diseña, fabrica e instala concreto prefabricado y presforzado en Belice. Esta política explica qué datos personales recopila este sitio web, para qué, cuánto tiempo los conservamos, con quién los compartimos y qué opciones y derechos tiene usted.",
      },
      {
        text: "Se aplica a este sitio web y a las solicitudes, postulaciones y cuentas que se realicen a través de él. Tratamos los datos personales conforme a las leyes de Belice en materia de protección de datos, al Reglamento General de Protección de Datos de la Unión Europea y del Reino Unido (RGPD, o GDPR por sus siglas en inglés) para los visitantes que se encuentran en Europa, y a la Ley de Privacidad del Consumidor de California, modificada por la CPRA (CCPA), para los residentes de California.",
      },
    ],
  },
  "information-we-collect": {
    title: "Información que recopilamos",
    blocks: [
      { text: "Recopilamos únicamente lo que usted nos proporciona o lo que su navegador envía cuando usa alguna función:" },
      {
        items: [
          {
            term: "Solicitudes de contacto y de cotización",
            text: "su nombre, correo electrónico, teléfono (opcional), país (y distrito, si está en Belice), su mensaje y los datos del proyecto que agregue (nombre, ubicación, fecha, claro, cargas), los planos y documentos que adjunte (hasta 5 archivos, 25 MB en total), los productos o servicios de su lista de cotización, el formulario que utilizó, el agente de usuario de su navegador y un hash unidireccional con clave de su dirección IP, que se usa únicamente para limitar los envíos repetidos. Nunca almacenamos la dirección IP en sí.",
          },
          {
            term: "Páginas visitadas",
            text: "solo si usted acepta las cookies o permite las cookies de rendimiento: la ruta de la página, la página de la que proviene y el agente de usuario de su navegador. No registramos su dirección IP ni le asignamos ningún identificador.",
          },
          {
            term: "Velocidad de las páginas",
            text: "con el mismo permiso, qué tan rápido cargó y respondió cada página para usted (Core Web Vitals, medidas en su navegador y enviadas una sola vez al salir de la página), con el tipo de página (por ejemplo, una página de producto, nunca su dirección ni lo que buscó), su idioma, su país y el centro de datos que la atendió, según los ve nuestro proveedor de hospedaje, y la clase de velocidad de su conexión (por ejemplo, 4G). No se guarda con ellas ninguna dirección IP, agente de usuario, cookie ni identificador.",
          },
          {
            term: "Postulaciones a empleos",
            text: "su nombre y apellido, correo electrónico, teléfono (opcional), carta de presentación y el currículum que suba (PDF o Word, hasta 5 MB).",
          },
          {
            term: "Alertas de empleo",
            text: "el correo electrónico con el que se suscribe.",
          },
          {
            term: "Su lista de cotización",
            text: "los productos y servicios que reúna, con la cantidad y la nota que agregue, y una solicitud que haya comenzado en el formulario de contacto pero no haya enviado (sus campos, no sus archivos), que guardamos en nuestros sistemas para que sigan ahí cuando regrese; su navegador solo conserva un identificador aleatorio de ellos (una cookie) y el número de partidas.",
          },
          {
            term: "Cuentas",
            text: "su correo electrónico, un hash con sal de su contraseña (nunca la contraseña en sí), si ha confirmado su dirección de correo y sus sesiones activas, con el agente de usuario de su navegador.",
          },
          {
            term: "Datos guardados en su navegador",
            text: "sus preferencias de cookies y las horas de sus envíos recientes del formulario de contacto (almacenamiento local), y su lista de cotización de la pestaña actual (almacenamiento de sesión). Permanecen en su dispositivo hasta que usted los borre. Tres cookies corresponden a su lista de cotización: su identificador, su número de partidas y una marca aleatoria que cambia cada vez que usted envía una solicitud, para que una solicitud ya enviada nunca vuelva como borrador sin enviar.",
          },
        ],
      },
      {
        text: "No recibimos pagos con tarjeta en este sitio web. Cuando nos paga un pedido con tarjeta, el pago lo gestionan procesadores de pago externos conforme a sus propios estándares de seguridad; los datos de su tarjeta nunca llegan a nuestros servidores.",
      },
    ],
  },
  "how-we-use-information": {
    title: "Cómo usamos su información",
    blocks: [
      {
        items: [
          { text: "Para responder a su consulta, preparar una cotización y dar seguimiento a su proyecto." },
          {
            text: "Para evaluar su postulación a un empleo y comunicarnos con usted al respecto, y para enviarle por correo las nuevas vacantes, si así nos lo pidió.",
          },
          { text: "Para crear y proteger su cuenta, confirmar su correo electrónico y mantener su sesión iniciada." },
          { text: "Para saber, de forma agregada, qué páginas resultan útiles, cuando usted lo haya permitido." },
          {
            text: "Para proteger el sitio y a nuestro personal contra el spam, el abuso y el fraude, y para cumplir con nuestras obligaciones legales.",
          },
        ],
      },
      {
        text: "No usamos sus datos para tomar decisiones automatizadas que produzcan efectos jurídicos sobre usted o que le afecten de forma igualmente significativa, ni creamos perfiles publicitarios.",
      },
    ],
  },
  "legal-bases": {
    title: "Bases legales del tratamiento",
    blocks: [
      { text: "Cuando se aplica el RGPD, nos basamos en:" },
      {
        items: [
          {
            term: "Contrato",
            text: "para atender las solicitudes que nos haga antes de celebrar un contrato con nosotros, como una cotización, y para gestionar su cuenta.",
          },
          {
            term: "Consentimiento",
            text: "para las estadísticas de páginas visitadas, las cookies opcionales y las alertas de empleo. Puede retirar su consentimiento en cualquier momento; esto no afecta el tratamiento realizado antes de retirarlo.",
          },
          {
            term: "Intereses legítimos",
            text: "para proteger el sitio contra el abuso y para revisar las postulaciones que nos envíe, ponderados frente a sus derechos.",
          },
          {
            term: "Obligación legal",
            text: "cuando las leyes de Belice u otras leyes aplicables nos exigen conservar o divulgar registros.",
          },
        ],
      },
    ],
  },
  cookies: {
    title: "Cookies y almacenamiento local",
    blocks: [
      {
        text: "Las cookies y el almacenamiento estrictamente necesarios están siempre activos, porque el sitio no puede funcionar sin ellos. Todo lo demás espera su decisión en el banner de cookies o en el centro de preferencias, que puede volver a abrir en cualquier momento con el botón de cookies, en la esquina inferior izquierda de cada página.",
      },
      {
        items: [
          {
            term: "Cookies de sesión",
            text: "al iniciar sesión, una cookie de sesión segura y HttpOnly mantiene su sesión iniciada hasta por 7 días, y una pequeña cookie sin datos personales indica a las páginas que usted ha iniciado sesión. Ambas se eliminan al cerrar sesión.",
          },
          {
            term: "Barra lateral del catálogo",
            text: "tres cookies recuerdan si la barra lateral de productos y sus secciones Categoría y Aplicación están abiertas: la de la barra lateral durante 7 días y las de las secciones durante 365 días. Solo guardan si están abiertas o cerradas.",
          },
          {
            term: "Preferencias de cookies",
            text: "su decisión (aceptadas, rechazadas o personalizadas) y los ajustes de cookies funcionales, de publicidad y de rendimiento se guardan en el almacenamiento local de su navegador.",
          },
          {
            term: "Rendimiento",
            text: "si usted lo permite, registramos las páginas visitadas y la velocidad de las páginas como se describe arriba. No usamos cookies de análisis ni de publicidad de terceros.",
          },
        ],
      },
    ],
  },
  "third-party-sharing": {
    title: "Datos compartidos con terceros",
    blocks: [
      {
        text: "Nunca vendemos sus datos personales ni los compartimos para publicidad conductual entre contextos. Solo los compartimos con:",
      },
      {
        items: [
          {
            term: "Proveedores de servicios",
            text: "que alojan y operan este sitio web, almacenan sus datos y archivos y envían nuestros correos electrónicos, bajo contratos que solo les permiten usar los datos según nuestras instrucciones.",
          },
          {
            term: "Procesadores de pago",
            text: "que gestionan los pagos con tarjeta de los pedidos en sus propios sistemas seguros.",
          },
          {
            term: "Aliados del proyecto",
            text: "como una empresa aliada en su proyecto, solo cuando usted nos lo pide o cuando es necesario para ejecutar su proyecto.",
          },
          {
            term: "Autoridades",
            text: "cuando lo exigen las leyes de Belice u otras leyes aplicables, una orden judicial o la protección de la seguridad de alguna persona.",
          },
        ],
      },
    ],
  },
  "international-transfers": {
    title: "Transferencias internacionales de datos",
    blocks: [
      {
        text: "Este sitio web funciona en una plataforma global en la nube, por lo que sus datos pueden tratarse en centros de datos fuera de Belice, incluidos los Estados Unidos y la Unión Europea. Cuando se transfieren datos del Espacio Económico Europeo o del Reino Unido a un país que no cuenta con una decisión de adecuación, nos basamos en las cláusulas contractuales tipo de la Comisión Europea o en una garantía equivalente, y nuestros proveedores aplican la misma protección dondequiera que se almacenen los datos.",
      },
    ],
  },
  "data-retention": {
    title: "Conservación de los datos",
    blocks: [
      {
        items: [
          {
            term: "Solicitudes de contacto y de cotización",
            text: "dos años desde que las recibimos, junto con los archivos que adjuntó; más tiempo solo si pasan a formar parte de un contrato del que debamos conservar registros.",
          },
          {
            term: "Páginas visitadas",
            text: "hasta 25 meses; después se eliminan.",
          },
          {
            term: "Mediciones de velocidad de las páginas",
            text: "hasta 13 meses; después se eliminan.",
          },
          {
            term: "Su lista de cotización y una solicitud no enviada",
            text: "30 días después de la última vez que las modifique; después se eliminan. Al enviar una solicitud, la lista se vacía y se elimina la copia no enviada.",
          },
          {
            term: "Postulaciones y currículums",
            text: "un año después de cubrirse la vacante, salvo que usted se incorpore a nuestro equipo o nos pida conservar su postulación para futuras vacantes.",
          },
          {
            term: "Suscripciones a alertas de empleo",
            text: "hasta que cancele su suscripción; una suscripción que nadie confirma se elimina después de siete días.",
          },
          {
            term: "Copias de los correos que enviamos a usted y a nuestro personal sobre una solicitud",
            text: "3 meses.",
          },
          {
            term: "Cuentas",
            text: "hasta que usted elimine su cuenta (en la página de su cuenta, con su contraseña) o nos pida eliminarla; una cuenta cuyo correo electrónico no se confirma se elimina después de siete días, o de inmediato si la elimina el titular de ese correo desde el enlace que le enviamos; las sesiones terminan a los 7 días, al cerrar sesión, o todas a la vez cuando cierra sesión en todas partes o cambia o restablece su contraseña; las sesiones y los enlaces vencidos se eliminan a diario. Al eliminar su cuenta, se eliminan de inmediato la cuenta y sus sesiones; las solicitudes y postulaciones que nos envió se conservan durante los plazos indicados arriba, ya sin vínculo con una cuenta.",
          },
          {
            term: "Registros de límite de envíos",
            text: "la clave con hash y las horas de envío se eliminan 5 minutos después de su último envío.",
          },
        ],
      },
    ],
  },
  "data-security": {
    title: "Seguridad de los datos",
    blocks: [
      {
        text: "El sitio se sirve únicamente por HTTPS, con una política de seguridad de contenido estricta. Las contraseñas se almacenan como hashes con sal, las cookies de sesión son HttpOnly y Secure, las direcciones IP se sustituyen por hashes con clave, y los currículums y los archivos adjuntos a las solicitudes se guardan en un almacenamiento privado al que no se puede acceder desde la web. El acceso a los datos almacenados se limita al personal que lo necesita. Ningún sistema es perfectamente seguro; si una vulneración afecta sus datos, se lo informaremos a usted y a las autoridades competentes, según lo exija la ley.",
      },
    ],
  },
  "your-rights": {
    title: "Sus derechos",
    blocks: [
      { text: "Según el lugar donde viva, usted puede tener derecho a:" },
      {
        items: [
          {
            text: "Acceder a los datos personales que tenemos sobre usted y recibir una copia en un formato portable. Con una cuenta, “Descargar mis datos” en la página de su cuenta le entrega al instante un archivo con su cuenta y las solicitudes y postulaciones enviadas con su correo electrónico.",
          },
          { text: "Rectificar los datos inexactos o incompletos." },
          { text: "Solicitar que se eliminen sus datos o que se limite su uso." },
          { text: "Oponerse al tratamiento basado en nuestros intereses legítimos." },
          {
            text: "Retirar su consentimiento en cualquier momento, por ejemplo, cambiando sus preferencias de cookies o cancelando su suscripción a las alertas de empleo.",
          },
          {
            text: "Conforme a la CCPA, conocer qué categorías de información personal recopilamos y divulgamos, y no ser discriminado por ejercer sus derechos. Como nunca vendemos ni compartimos información personal, no hay nada de lo que deba solicitar su exclusión.",
          },
          { text: "Presentar una queja ante una autoridad de protección de datos del lugar donde vive o trabaja." },
        ],
      },
      {
        text: "Para ejercer cualquiera de estos derechos, contáctenos como se indica abajo. Respondemos en un plazo de un mes (45 días para las solicitudes conforme a la CCPA) y podemos pedirle que primero confirme su identidad.",
      },
    ],
  },
  "childrens-privacy": {
    title: "Privacidad de los menores",
    blocks: [
      {
        text: "Este sitio web está dirigido a empresas, profesionales y personas que buscan empleo. No está dirigido a menores de 13 años y no recopilamos a sabiendas sus datos personales. Si cree que un menor de 13 años nos ha proporcionado datos personales, contáctenos y los eliminaremos.",
      },
    ],
  },
  changes: {
    title: "Cambios a esta política",
    blocks: [
      {
        text: "Actualizamos esta política cuando cambian el sitio o la ley. La fecha que aparece al inicio indica la versión más reciente. Si un cambio afecta de manera significativa el uso que damos a los datos que ya nos proporcionó, se lo informaremos por correo electrónico cuando sea posible, o le volveremos a pedir su consentimiento cuando sea necesario.",
      },
    ],
  },
  "contact-us": {
    title: "Contáctenos",
    blocks: [
      {
        text: "Para cualquier pregunta sobre esta política o sobre sus datos personales, escríbanos. Somos el responsable del tratamiento de los datos personales que se describen aquí.",
      },
    ],
  },
};
