// The company's name and story figures where content text names them ("since {foundedYear}"):
// each language words the sentence, and the figures come from one place (app/site/company.ts).
import { interpolate } from "../../lib/messages";
import { company } from "../../site/company";

const FIGURES = {
  name: company.name,
  foundedYear: company.foundedYear,
  years: company.figures.years,
  /** The years without their plus, for "more than {yearsNumber} years". */
  yearsNumber: company.figures.years.replace("+", ""),
};

/** A figure shown as written in every language ("25+", "24/7", "99%"): not text a twin translates. */
export type Figure = `${number}${string}`;

/** `content` with the figures its strings name filled in (plain objects and arrays, walked deep). */
export function withFigures<T>(content: T): T {
  if (typeof content === "string") return interpolate(content, FIGURES) as T;
  if (Array.isArray(content)) return content.map(withFigures) as T;
  if (content !== null && typeof content === "object") {
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, withFigures(value)])) as T;
  }
  return content;
}
