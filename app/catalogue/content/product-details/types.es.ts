// The specification labels' Spanish text, laid over types.ts (app/lib/localized.ts), keyed by the English label.

export const SPEC_LABEL_NAMES = {
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
