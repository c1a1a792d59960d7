// The company's Spanish text, laid over company.ts (app/lib/localized.ts).

export const company = {
  tagline: "Ingeniería en concreto prefabricado y presforzado en Belice desde 1998",
};

export const ANSWER_PROMISE = {
  request:
    "Uno de nuestros ingenieros le responderá en un plazo de un día hábil. Horario de atención: lunes a viernes, de 8:00 a 17:00, hora de Belice (UTC−6).",
  application: "Nuestro equipo lee cada postulación y responde en un plazo de dos semanas, sea cual sea el resultado.",
};
