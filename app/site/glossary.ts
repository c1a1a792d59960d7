// The trade's terms in English and Spanish, as data: the one term each Spanish page, mail and spec
// sheet writes for a thing, what buyers type for it (the Spanish search's synonyms,
// app/search/synonyms.ts, come from here), and what Spanish text never says
// (tests/unit/glossary.test.ts reads every Spanish string the site shows against it).
// docs/glossary.md states the conventions and carries these tables, written from this file.
import type { Locale } from "../lib/locale";

export type GlossaryEntry = {
  /** The English term, as the English pages write it. */
  readonly en: string;
  /** The preferred Spanish term: what every Spanish text writes. */
  readonly es: string;
  /** What buyers type for it: search finds the same pages by them; a product's introduction names one, once. */
  readonly variants?: readonly string[];
  /** Never written in Spanish text (a variant here stays searchable: a trademark, a regionalism). */
  readonly avoid?: readonly string[];
  readonly note?: string;
  /** A term for something we do not make: search leads it to these products, with this note. */
  readonly nearest?: { readonly products: readonly string[]; readonly note: Readonly<Record<Locale, string>> };
};

type GlossarySection = { readonly title: string; readonly entries: readonly GlossaryEntry[] };

export const GLOSSARY: readonly GlossarySection[] = [
  {
    title: "Products",
    entries: [
      { en: "precast concrete", es: "concreto prefabricado", variants: ["precolado", "prefabricado", "premoldeado"] },
      { en: "prestressed concrete", es: "concreto presforzado", variants: ["preesforzado", "pretensado", "presforzado"] },
      { en: "prestressed pile", es: "pilote presforzado", variants: ["pilote pretensado", "pilote hincado", "pilote prefabricado"] },
      { en: "square pile", es: "pilote cuadrado", variants: ["pilote de sección cuadrada"] },
      { en: "double tee (double T slab)", es: "losa doble T", variants: ["doble te", "viga doble T", "TT", "losa TT"] },
      { en: "box beam", es: "viga cajón", variants: ["trabe cajón", "viga de sección cajón", "viga hueca"] },
      { en: "I-beam", es: "viga I", variants: ["trabe I", "viga tipo I", "trabe AASHTO", "viga AASHTO"] },
      { en: "L-beam", es: "viga L", variants: ["trabe L", "viga de borde", "viga portante en L"] },
      { en: "inverted tee (inverted beam)", es: "viga T invertida", variants: ["trabe T invertida", "viga portante"] },
      {
        en: "hollow core",
        es: "losa alveolar",
        variants: ["losa hueca", "placa alveolar", "losa extruida", "Spancrete"],
        avoid: ["Spancrete"],
        note: "Spancrete is a trademark: buyers in Mexico type it and search finds hollow core by it, but no page, suggestion or mail writes it. Not “losa aligerada” (below).",
      },
      { en: "flat slab", es: "losa maciza prefabricada", variants: ["losa plana", "losa sólida", "placa maciza"] },
      { en: "bridge plank", es: "losa para puente", variants: ["tablero prefabricado de puente", "losa de puente", "placa de puente"] },
      { en: "girder", es: "trabe", variants: ["viga principal"] },
      { en: "ledger beam", es: "viga portante" },
      { en: "ledge", es: "ménsula corrida", variants: ["repisa", "ala de apoyo"] },
      { en: "spandrel", es: "viga de fachada", variants: ["viga de borde"] },
    ],
  },
  {
    title: "Related terms: what we do not make",
    entries: [
      {
        en: "cast-in-place joist or waffle slab",
        es: "losa aligerada",
        variants: ["losa reticular", "losa nervada"],
        note: "Not a synonym of hollow core: in Mexico and Guatemala it usually means a joist or waffle slab cast in place.",
        nearest: {
          products: ["hollow-core", "double-t-slabs"],
          note: {
            en: "A “losa aligerada” is usually a joist or waffle slab cast in place, which we do not make. The nearest we make are hollow core, lightened by its voids, and double tees, ribbed: both precast and prestressed.",
            es: "Una losa aligerada suele ser una losa nervada o reticular colada en obra, que no fabricamos. Lo más cercano que hacemos son la losa alveolar, aligerada por sus alvéolos, y la losa doble T, nervada: ambas prefabricadas y presforzadas.",
          },
        },
      },
      {
        en: "beam and block floor",
        es: "vigueta y bovedilla",
        variants: ["vigueta", "bovedilla"],
        note: "The most common precast floor in Mexico and Guatemala; we do not make it.",
        nearest: {
          products: ["hollow-core", "flat-slab"],
          note: {
            en: "We do not make beam and block floors (vigueta y bovedilla). The nearest we make are hollow core and flat slabs: whole prestressed units that span from support to support, with no blocks to place.",
            es: "No fabricamos vigueta y bovedilla. Lo más cercano que hacemos son la losa alveolar y la losa maciza prefabricada: piezas presforzadas completas que salvan el claro de apoyo a apoyo, sin bovedillas que colocar.",
          },
        },
      },
    ],
  },
  {
    title: "Engineering",
    entries: [
      { en: "span", es: "claro", variants: ["luz", "vano"] },
      { en: "span capability", es: "claro máximo", variants: ["luz máxima"] },
      {
        en: "floor-to-floor height",
        es: "altura de entrepiso",
        avoid: ["altura de piso a piso", "altura entre pisos", "niveles más bajos"],
      },
      { en: "topping", es: "capa de compresión", variants: ["firme de compresión", "firme", "sobrelosa"] },
      {
        en: "strand",
        es: "torón",
        variants: ["cable de presfuerzo", "cable"],
        avoid: ["torones pretensados", "torón pretensado"],
        note: "Strands in a member are “torones de presfuerzo” or “torones presforzados”; “tensados” for the act of stressing them.",
      },
      { en: "prestressing", es: "presfuerzo", variants: ["pretensado", "tensado"] },
      { en: "jacking stress", es: "esfuerzo de tensado", variants: ["tensión de gato"] },
      { en: "release (of strands)", es: "transferencia", variants: ["destensado", "corte de torones"] },
      { en: "prestress losses", es: "pérdidas de presfuerzo", variants: ["pérdidas"] },
      { en: "camber", es: "contraflecha", variants: ["flecha negativa"] },
      { en: "deflection", es: "deflexión", variants: ["flecha"] },
      { en: "self-weight", es: "peso propio", variants: ["carga muerta propia"] },
      { en: "dead load", es: "carga muerta", variants: ["carga permanente"] },
      { en: "live load", es: "carga viva", variants: ["sobrecarga de uso"] },
      { en: "superimposed load", es: "carga sobreimpuesta", variants: ["carga adicional"] },
      { en: "load–span table", es: "tabla de carga y claro", variants: ["tabla carga-claro", "tabla de cargas"] },
      { en: "moment of inertia", es: "momento de inercia", variants: ["inercia"] },
      { en: "centroid", es: "centroide", note: "A point of the section; not the neutral axis." },
      {
        en: "neutral axis",
        es: "eje neutro",
        note: "Where bending stress is zero; it passes through the centroid only while the section is uncracked and of one material.",
      },
      { en: "section properties", es: "propiedades de la sección", variants: ["propiedades geométricas"] },
      { en: "compressive strength (f′c)", es: "resistencia a la compresión (f′c)", variants: ["resistencia del concreto"] },
      { en: "shear", es: "cortante", variants: ["esfuerzo cortante"] },
      { en: "bending moment", es: "momento flexionante", variants: ["momento flector"] },
      { en: "void (of hollow core)", es: "alvéolo", variants: ["hueco"] },
      { en: "keyway (grouted)", es: "junta de cortante (rellena con mortero)", variants: ["llave de cortante"] },
      {
        en: "grout",
        es: "mortero de relleno",
        variants: ["grout", "grout sin contracción", "mortero sin contracción"],
        note: "Non-shrink grout is “grout sin contracción”, as Mexican specifications name it.",
      },
      { en: "diaphragm", es: "diafragma" },
      { en: "soffit", es: "cara inferior", variants: ["intradós"] },
      {
        en: "ceiling",
        es: "plafón",
        variants: ["cielo raso", "cielo falso"],
        avoid: ["cielo raso", "cielo falso"],
        note: "A soffit left exposed “queda como plafón”; a hung ceiling is a “plafón suspendido”.",
      },
      { en: "bearing", es: "apoyo", variants: ["asiento"] },
      { en: "reinforcement, rebar", es: "acero de refuerzo", variants: ["refuerzo", "varilla"] },
      {
        en: "embedded (plates, inserts)",
        es: "ahogado (placas ahogadas)",
        avoid: ["embebido", "embebida", "embebidos", "embebidas"],
        note: "Plates, inserts and sleeves cast into a member are “ahogados” in it.",
      },
      { en: "fire rating", es: "resistencia al fuego", variants: ["clasificación contra incendio"] },
      { en: "sound transmission class (STC)", es: "clase de transmisión sonora (STC)", variants: ["aislamiento acústico"] },
      { en: "HL-93 loading", es: "carga HL-93 (AASHTO)", variants: ["camión de diseño HL-93"] },
      { en: "casting bed", es: "mesa de colado", variants: ["pista de presfuerzo", "cama de colado"] },
      { en: "formwork", es: "cimbra", variants: ["encofrado", "formaleta"] },
      { en: "stay-in-place formwork", es: "cimbra perdida", avoid: ["cimbra permanente"] },
      { en: "curing", es: "curado" },
      { en: "erection", es: "montaje", variants: ["izaje"] },
      { en: "pile driving", es: "hincado de pilotes", variants: ["hinca"] },
      { en: "abutment / pier (bridge)", es: "estribo / pila" },
      { en: "bridge deck", es: "tablero de puente", variants: ["losa de tablero"] },
      { en: "sea wall", es: "muro costero", variants: ["muro de contención marino", "rompeolas"] },
      { en: "dock, pier (marine)", es: "muelle", variants: ["embarcadero"] },
      { en: "parking structure", es: "edificio de estacionamiento", variants: ["estacionamiento de varios niveles"] },
      { en: "warehouse", es: "bodega", variants: ["nave industrial"] },
      { en: "mezzanine", es: "entrepiso", variants: ["mezanine"] },
      { en: "grandstand", es: "graderías", avoid: ["tribuna", "tribunas"] },
      { en: "shop drawings", es: "planos de taller", variants: ["planos de fabricación"] },
      { en: "spec sheet", es: "ficha técnica", variants: ["hoja técnica"] },
    ],
  },
  {
    title: "Sections, plant and site",
    entries: [
      { en: "depth (of a section)", es: "peralte" },
      { en: "flange / web / stem (double tee)", es: "patín / alma / nervadura" },
      { en: "bay", es: "crujía" },
      { en: "falsework / shoring", es: "obra falsa / apuntalamiento" },
      { en: "bearing pad / elastomeric bearing", es: "almohadilla de apoyo / apoyo elastomérico" },
      { en: "corbel", es: "ménsula" },
      { en: "pile cap / pile bent / grade beam", es: "cabezal de pilotes / caballete de pilotes / viga de cimentación" },
      { en: "cover (of reinforcement)", es: "recubrimiento" },
      { en: "zero-slump mix", es: "mezcla de revenimiento cero" },
      { en: "cylinder test", es: "ensayo de cilindros" },
      { en: "wearing surface", es: "carpeta de rodamiento" },
      { en: "value engineering / design-build", es: "ingeniería de valor / diseño y construcción" },
      { en: "stamped drawings", es: "planos firmados y sellados" },
      { en: "as-built drawings", es: "planos de obra terminada" },
      { en: "tender", es: "licitación" },
      {
        en: "schedule (of a project)",
        es: "programa de obra",
        avoid: ["cronograma"],
        note: "“Programa” alone where the sentence is clearly about time; a “plazo” is a lead time or a deadline, not the schedule.",
      },
      { en: "site work", es: "obras de urbanización", avoid: ["obras de terreno"] },
      { en: "Site Design (a project category)", es: "diseño de conjunto", avoid: ["diseño de sitio"] },
    ],
  },
  {
    title: "The site and the company",
    entries: [
      { en: "concrete", es: "concreto", avoid: ["hormigón"] },
      { en: "quote", es: "cotización", variants: ["presupuesto"], avoid: ["presupuesto"] },
      { en: "Request a Quote", es: "Solicitar cotización" },
      { en: "quote list", es: "lista de cotización" },
      { en: "quote item", es: "partida", avoid: ["artículo", "artículos"], note: "As Mexican quotes call their lines." },
      { en: "Add to Quote", es: "Agregar a la cotización" },
      { en: "Talk with an Engineer", es: "Hable con un ingeniero" },
      { en: "Learn More", es: "Más información" },
      {
        en: "Learn (the explainer pages)",
        es: "Guía técnica",
        avoid: ["Aprenda", "Guía:"],
        note: "“Guías técnicas” where several are meant.",
      },
      { en: "reference (of a request)", es: "referencia" },
      { en: "contractor / engineer / estimator", es: "contratista / ingeniero / estimador de costos" },
      { en: "Careers", es: "Empleo", variants: ["trabajo", "vacante"] },
      { en: "job alert", es: "alerta de empleo" },
      { en: "district (of Belize)", es: "distrito" },
      { en: "Belize, Belize City", es: "Belice, Ciudad de Belice", note: "Belmopan, Santa Elena, Cayo, Toledo… unchanged." },
      { en: "office hours", es: "horario de atención" },
      { en: "Belize time (UTC−6)", es: "hora de Belice (UTC−6)" },
      { en: "Metric / Imperial", es: "Métrico / Imperial" },
      {
        en: "units",
        es: "unidades SI, métricas primero",
        avoid: ["mts", "kgs"],
        note: "Spanish pages show metric first; unit symbols as SI writes them, never pluralised (“12 m”, never “12 mts”).",
      },
      { en: "pieces / linear m (a quote item's quantity)", es: "piezas / m lineales" },
      { en: "Letter (paper size)", es: "Carta" },
      {
        en: "engineering consultation / general construction / quality assurance",
        es: "consultoría de ingeniería / construcción general / aseguramiento de calidad",
      },
      { en: "teaming", es: "alianza" },
      { en: "partner", es: "aliado", avoid: ["socio", "socios", "socia", "socias"] },
      { en: "open position, application, résumé, cover letter", es: "vacante, postulación, currículum, carta de presentación" },
      { en: "Full-time / Part-time / Contract", es: "Tiempo completo / Medio tiempo / Por contrato" },
      { en: "Targeting Cookies (a cookie category)", es: "Cookies de publicidad", avoid: ["segmentación"] },
      {
        en: "a form's message: “Enter …”",
        es: "Ingrese …",
        avoid: ["Escriba su", "Escriba un", "Escriba una", "Escriba el", "Escriba la"],
        note: "“Escriba” stays for typing itself (“Escriba para buscar”) and for writing to us.",
      },
      { en: "the Enter key: “Press Enter”", es: "Presione Enter", avoid: ["Pulse", "Intro"] },
      { en: "an example address: you@example.com", es: "nombre@ejemplo.com", avoid: ["usted@ejemplo.com"] },
    ],
  },
];

/** Every entry, section by section. */
export const glossaryEntries = (): GlossaryEntry[] => GLOSSARY.flatMap((section) => section.entries);
