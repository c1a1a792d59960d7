// Spanish twin of company.ts: only the display texts. Names, figures and the helpers stay in
// company.ts; contact details, address and hours are facts (facts.json).
import type { AnswerPromise, CompanyText } from "./company";

export const company: CompanyText = {
  tagline: "Ingeniería en concreto prefabricado y presforzado en Belice desde 1998",
};

/** What a visitor is told happens after sending a request or an application: on screen and in the acknowledgment mail. */
export const ANSWER_PROMISE: AnswerPromise = {
  request:
    "Uno de nuestros ingenieros le responderá en un plazo de un día hábil. Horario de atención: lunes a viernes, de 8:00 a 17:00, hora de Belice (UTC−6).",
  application: "Nuestro equipo lee cada postulación y responde en un plazo de dos semanas, sea cual sea el resultado.",
};
