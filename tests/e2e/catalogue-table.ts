// The spec's catalogue table (rules §3), written out for the catalogue tests rather than read
// from the content, so a wrong category or application in the content fails them.
/** rules §3, written out: the counts a visitor must see for every category × application. */
export const SPEC_TABLE: Record<string, [string[], string[]]> = {
  "Prestressed Piles": [["prestressed"], ["marine", "bridge", "commercial", "industrial"]],
  "Double T Slabs": [
    ["prestressed", "slabs"],
    ["commercial", "industrial", "residential"],
  ],
  "Box Beams": [
    ["prestressed", "beams"],
    ["bridge", "commercial", "industrial"],
  ],
  "I-Beams": [
    ["prestressed", "beams"],
    ["marine", "bridge", "commercial"],
  ],
  "Hollow Core": [["prestressed"], ["commercial", "residential", "industrial"]],
  "Flat Slab": [
    ["prestressed", "slabs"],
    ["commercial", "residential", "industrial"],
  ],
  "Inverted Beams": [
    ["prestressed", "beams"],
    ["commercial", "industrial"],
  ],
  "Concrete Bridge Planks": [["prestressed", "planks"], ["bridge"]],
};
export const CATEGORIES = ["all", "prestressed", "beams", "slabs", "planks"];
export const APPLICATIONS = ["all", "marine", "bridge", "commercial", "industrial", "residential"];
export const expected = (category: string, application: string) =>
  Object.entries(SPEC_TABLE)
    .filter(([, [c, a]]) => (category === "all" || c.includes(category)) && (application === "all" || a.includes(application)))
    .map(([title]) => title);
