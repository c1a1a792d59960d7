// What buyers type, to the words our Spanish pages use (docs/glossary.md, "Synonyms buyers type"):
// the Spanish search (app/search/search.ts) tries each query word as typed and as each preferred
// word it maps to, so "placa alveolar", "losa extruida" or "Spancrete" find hollow core as "losa
// alveolar" does, and "trabe", "luz" or "encofrado" find what the pages call viga, claro and cimbra.
// Keys and words are normalized (lower case, no accents); a phrase is mapped by its telling words.
// Pages never use these synonyms (only once, in a product's introduction).

export const SPANISH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // precast, prestressed
  precolado: ["prefabricado"],
  precolados: ["prefabricado"],
  premoldeado: ["prefabricado"],
  premoldeados: ["prefabricado"],
  preesforzado: ["presforzado"],
  preesforzados: ["presforzado"],
  preesforzada: ["presforzado"],
  pretensado: ["presforzado", "presfuerzo"],
  pretensados: ["presforzado"],
  pretensada: ["presforzado"],
  tensado: ["presfuerzo"],
  // piles
  hinca: ["hincado"],
  // double tee: "doble te", "TT"
  te: ["t"],
  tt: ["doble"],
  // beams: "trabe cajón", "trabe I", "trabe AASHTO", "viga principal"
  trabe: ["viga"],
  trabes: ["viga"],
  principal: ["trabe", "viga"],
  tipo: ["viga"],
  // hollow core: "losa hueca", "placa alveolar", "losa extruida", "Spancrete", "losa aligerada"
  hueca: ["alveolar"],
  huecas: ["alveolar"],
  hueco: ["alveolo", "alveolar"],
  huecos: ["alveolo", "alveolar"],
  placa: ["losa"],
  placas: ["losa"],
  extruida: ["alveolar"],
  extruidas: ["alveolar"],
  spancrete: ["alveolar"],
  aligerada: ["alveolar"],
  aligeradas: ["alveolar"],
  // flat slab: "losa plana", "losa sólida"
  plana: ["maciza"],
  planas: ["maciza"],
  solida: ["maciza"],
  solidas: ["maciza"],
  // ledger beam, spandrel: "repisa", "ala de apoyo", "viga de borde"
  repisa: ["mensula"],
  ala: ["mensula"],
  borde: ["fachada", "portante"],
  // engineering
  luz: ["claro"],
  luces: ["claro"],
  vano: ["claro"],
  vanos: ["claro"],
  firme: ["compresion"],
  sobrelosa: ["compresion"],
  cable: ["toron"],
  cables: ["toron"],
  torones: ["toron"],
  tension: ["tensado"],
  gato: ["tensado"],
  destensado: ["transferencia"],
  corte: ["transferencia"],
  flecha: ["deflexion", "contraflecha"],
  negativa: ["contraflecha"],
  // loads: "carga permanente", "sobrecarga de uso", "carga adicional"
  permanente: ["muerta"],
  uso: ["viva"],
  adicional: ["sobreimpuesta"],
  // section: "eje neutro", "propiedades geométricas", "llave de cortante"
  eje: ["centroide"],
  neutro: ["centroide"],
  geometricas: ["seccion"],
  llave: ["junta"],
  // ratings: "clasificación contra incendio", "aislamiento acústico", "camión de diseño HL-93"
  clasificacion: ["resistencia"],
  incendio: ["fuego"],
  aislamiento: ["transmision"],
  acustico: ["sonora"],
  camion: ["carga"],
  flector: ["flexionante"],
  intrados: ["inferior"],
  plafon: ["inferior"],
  asiento: ["apoyo"],
  varilla: ["refuerzo"],
  varillas: ["refuerzo"],
  encofrado: ["cimbra"],
  formaleta: ["cimbra"],
  izaje: ["montaje"],
  rompeolas: ["costero", "muro"],
  // "muro de contención marino", "estacionamiento de varios niveles", "nave industrial"
  contencion: ["muro"],
  marino: ["costero"],
  varios: ["edificio"],
  niveles: ["edificio"],
  industrial: ["bodega"],
  embarcadero: ["muelle"],
  nave: ["bodega"],
  naves: ["bodega"],
  mezanine: ["entrepiso"],
  hoja: ["ficha"],
  fabricacion: ["taller"],
  sobrecarga: ["carga"],
  // the site
  presupuesto: ["cotizacion"],
  trabajo: ["empleo"],
  vacante: ["empleo"],
  vacantes: ["empleo"],
};

/**
 * Words that only say "a span of": with a length in the query ("claro 9 m", "luz de 12 m") they
 * ask nothing more of a product than to span it.
 */
export const SPANISH_SPAN_WORDS: ReadonlySet<string> = new Set([
  "claro",
  "claros",
  "luz",
  "luces",
  "vano",
  "vanos",
  "salvar",
  "cubrir",
  "hasta",
]);
