// The Spanish display text of each specification label (the English labels stay the keys).
import type { SpecLabel } from "./types";

export const SPEC_LABELS_ES: Record<SpecLabel, string> = {
  "Cross-Section": "Sección transversal",
  Length: "Longitud",
  "Concrete Strength": "Resistencia a la compresión",
  Prestressing: "Presfuerzo",
  "Load Capacity": "Capacidad de carga",
  Reinforcement: "Acero de refuerzo",
  "Standard Width": "Ancho estándar",
  Depth: "Peralte",
  "Span Capability": "Claro máximo",
  "Flange Thickness": "Espesor del patín",
  "Fire Rating": "Resistencia al fuego",
  "Width Range": "Anchos disponibles",
  "Wall Thickness": "Espesor de pared",
  "Ledge Width": "Ancho de la ménsula",
  "Web Thickness": "Espesor del alma",
  "Standard Depths": "Peraltes estándar",
  "Sound Transmission Class": "Clase de transmisión sonora (STC)",
  "Surface Finish": "Acabado superficial",
  "Edge Detail": "Detalle de borde",
  "Load Rating": "Carga de diseño",
};
