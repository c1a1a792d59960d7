// The prestressed piles product page's Spanish text, laid over prestressed-piles.ts (app/lib/localized.ts).

export const detail = {
  overview:
    "Cada pilote presforzado, también llamado pilote pretensado, se cuela en una mesa de colado de línea larga en nuestra planta de Ciudad de Belice: los torones se tensan antes del colado, el concreto se cura con vapor y la transferencia se hace solo cuando los cilindros de prueba alcanzan la resistencia requerida, de modo que toda la sección llega a la obra ya comprimida.",
  features: [
    "Torones de baja relajación tensados del 70 al 80% de su resistencia última mantienen la sección comprimida, de modo que las tensiones del hincado y del manejo no la agrietan.",
    "Un concreto denso y de baja permeabilidad, con {3 in} de recubrimiento sobre el acero, resiste los cloruros del agua salada y los suelos agresivos de la costa.",
    "Estribos en espiral continuos, con paso más cerrado en la cabeza y la punta, confinan el concreto frente a los golpes del martillo y al hincado difícil.",
    "Piezas de hasta {120 ft} en un solo tramo; los pilotes más largos se empalman en obra con pasadores y epóxico o con placas soldadas, ahogados en los extremos.",
    "Los puntos de izaje se marcan en planta para levantar cada pilote de dos o tres puntos, de modo que ninguno se sobreesfuerce entre la mesa, el camión y las guías de la piloteadora.",
    "Cada pilote lleva su marca, su fecha de colado y los resultados de sus cilindros, así el registro de hincado en obra coincide con nuestro expediente de calidad.",
  ],
  moreSpecifications: [
    {
      value: "Carga axial de servicio de hasta {450 ton}, según la sección, la longitud y el suelo",
    },
    {
      value: "Acabado liso de molde de acero, con aristas achaflanadas",
    },
  ],
  applications: [
    "Muelles, embarcaderos y duques de alba a lo largo de la costa y en los cayos",
    "Cimentaciones de puentes y caballetes de pilotes en ríos y llanuras de inundación",
    "Muros costeros y muros de contención que retienen el relleno de predios frente al mar",
    "Edificios comerciales e industriales sobre suelos blandos y compresibles",
    "Cimentaciones de tanques, silos y maquinaria pesada",
  ],
  gallery: [
    {
      alt: "Alzado del tablero de un muelle soportado por hileras de pilotes cuadrados presforzados hincados a través del agua de mar hasta el lecho marino",
      caption:
        "Muelle: caballetes de pilotes hincados a través del agua y del lecho marino blando soportan el tablero y las cargas de atraque.",
    },
    {
      alt: "Grúa sobre orugas con guías colgantes y martillo diésel hincando un pilote presforzado, con el siguiente pilote en espera sobre durmientes de madera",
      caption: "En obra: cada pilote se hinca hasta el rechazo que especifica el ingeniero y se registra golpe a golpe.",
    },
    {
      alt: "Pila de puente sobre una hilera de pilotes presforzados, con una viga cabezal colada en sitio que soporta el tablero prefabricado sobre el río",
      caption: "Caballete de puente: una sola hilera de pilotes y una viga cabezal sustituyen una pila de concreto masivo en el río.",
    },
    {
      alt: "Sección de un muro costero: una línea de pilotes presforzados con remate de concreto, enrocado del lado del mar y relleno compactado detrás",
      caption: "Muro costero: los pilotes rematados retienen el relleno de un predio frente al mar, con enrocado contra el oleaje.",
    },
  ],
};
