// Spanish twin of ./drawings.ts: the alt texts of the service drawings.
import { serviceDrawing } from "./types";
import type { ServiceDrawings } from "./drawings";

export const serviceDrawings: ServiceDrawings = {
  consultation: serviceDrawing(
    "engineering-consultation",
    "Hoja de diseño de un marco prefabricado: una viga presforzada sobre dos columnas bajo carga distribuida, su diagrama de momento flexionante y una sección de la viga con sus torones.",
  ),
  structural: serviceDrawing(
    "structural-design",
    "Detalle estructural de una conexión prefabricada: una viga T invertida apoyada en la ménsula de una columna, con almohadilla de apoyo y pasador, que recibe losas alveolares.",
  ),
  bridge: serviceDrawing(
    "bridge-design",
    "Sección transversal de un puente: tablero de dos carriles sobre vigas cajón presforzadas, cabezal de pila y pilotes hincados, con las cargas de rueda HL-93 y sus cotas.",
  ),
  marine: serviceDrawing(
    "marine-engineering",
    "Sección de un muelle sobre pilotes presforzados verticales e inclinados, con defensa, bita, niveles de pleamar y bajamar y el nivel del lecho marino.",
  ),
  seaWall: serviceDrawing(
    "sea-wall-design",
    "Sección de un muro costero de tablestacas presforzadas con viga de coronamiento de concreto, tirante hacia un muro de anclaje, enrocado al pie y el nivel de marea de tormenta.",
  ),
  foundation: serviceDrawing(
    "foundation-design",
    "Sección de un grupo de pilotes: cabezal de concreto sobre pilotes presforzados hincados que atraviesan arcilla blanda hasta arena densa, con los estratos del suelo y la carga de diseño.",
  ),
  construction: serviceDrawing(
    "general-construction",
    "Alzado de una bodega en construcción: una grúa móvil iza un panel de muro tilt-up junto a paneles ya montados y una cubierta de losas doble T.",
  ),
  quality: serviceDrawing(
    "quality-assurance",
    "Hoja de control de calidad: un cilindro de concreto en ensayo de compresión, la curva de ganancia de resistencia hasta los 28 días y una verificación del alargamiento de torones.",
  ),
};
