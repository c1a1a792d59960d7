// The project a request form's address names (/contact?project=<id>, from Request a Similar
// Solution on a case study), titled in the page's language; any other value is none.
import type { SimilarProject } from "../contact/quoted-product";
import { localeOf } from "../lib/locale";
import { projectsIn } from "./content/projects";

export const similarProject = (url: URL): SimilarProject | null => projectById(url.searchParams.get("project"), localeOf(url.pathname));

/** A stored request's project by its id, titled in `locale`, or null when the catalogue has it no longer. */
export function projectById(id: string | null, locale: Parameters<typeof projectsIn>[0]): SimilarProject | null {
  const found = id ? projectsIn(locale).find((project) => project.id === id) : undefined;
  return found ? { id: found.id, title: found.title } : null;
}
