// The headings of the search's result groups (app/search/search.ts), apart from the matcher so that
// the /search page's results need not load it.
import { msg } from "../lib/messages";
import type { SearchGroup } from "./search";

/** Each group's heading, shown with `t(GROUP_LABELS[group])`. */
export const GROUP_LABELS: Record<SearchGroup, string> = {
  Products: msg("Products"),
  Applications: msg("Applications"),
  Services: msg("Services"),
  Learn: msg("Learn"),
  Projects: msg("Projects"),
  Jobs: msg("Jobs"),
};
