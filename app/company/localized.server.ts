// The company content in a page's language, for the company routes' loaders. Keys that the
// content twins keep in English (project categories, application tags) get their Spanish labels
// here.
import type { Locale } from "../lib/locale";
import { applicationLabelsIn, APPLICATIONS, type Application } from "../catalogue/content/catalogue-filters";
import { categoryLabelsIn, projectsIn as projectsWithText, type Project } from "./content/projects";

/** A project as pages show it: its category as the reader's label. */
export type ShownProject = Omit<Project, "category"> & { category: string };

/** The 13 projects in `locale`, in the gallery's order. */
export function projectsIn(locale: Locale): readonly ShownProject[] {
  const labels = categoryLabelsIn(locale);
  return projectsWithText(locale).map((project) => ({ ...project, category: labels[project.category] }));
}

const isApplication = (tag: string): tag is Application => (APPLICATIONS as readonly string[]).includes(tag);

/** A card's application tag ("marine") as the reader's label ("Marine", "Marítima"); any other tag as it is. */
export const applicationLabel = (tag: string, locale: Locale): string => (isApplication(tag) ? applicationLabelsIn(locale)[tag] : tag);
