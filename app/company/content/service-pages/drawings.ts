// The service drawings (docs/decisions/0001-product-resolutions.md "Imagery": original engineering drawings), one per service
// or specialisation, shared by the service pages, the consultation listing and the home page.
// Content names a drawing by its key ("marine"); its accessor draws it in the reader's language.
import { localized } from "../../../lib/localized";
import { serviceDrawing } from "./types";
import type { Drawing } from "./types";
import * as es from "./drawings.es";

export type ServiceDrawings = {
  consultation: Drawing;
  structural: Drawing;
  bridge: Drawing;
  marine: Drawing;
  seaWall: Drawing;
  foundation: Drawing;
  construction: Drawing;
  quality: Drawing;
};

export type DrawingName = keyof ServiceDrawings;

export const serviceDrawings: ServiceDrawings = {
  consultation: serviceDrawing(
    "engineering-consultation",
    "Design sheet of a precast frame: a prestressed beam on two columns under a distributed load, its bending moment diagram and a beam section with its strands.",
  ),
  structural: serviceDrawing(
    "structural-design",
    "Structural detail of a precast connection: an inverted tee beam seated on a column corbel with bearing pad and dowel, carrying hollow core planks.",
  ),
  bridge: serviceDrawing(
    "bridge-design",
    "Bridge cross-section: a two-lane deck on prestressed box beams over a pier cap and driven piles, with HL-93 wheel loads and dimensions.",
  ),
  marine: serviceDrawing(
    "marine-engineering",
    "Section through a wharf on vertical and batter prestressed piles, with fender, bollard, high and low water levels and the mudline.",
  ),
  seaWall: serviceDrawing(
    "sea-wall-design",
    "Section through a sea wall of prestressed sheet piles with a concrete cap, tie rod to an anchor wall, rock armour at the toe and the storm surge level.",
  ),
  foundation: serviceDrawing(
    "foundation-design",
    "Section through a pile group: a concrete pile cap on driven prestressed piles passing soft clay into dense sand, with soil layers and the design load.",
  ),
  construction: serviceDrawing(
    "general-construction",
    "Elevation of a warehouse under construction: a mobile crane lifting a tilt-up wall panel beside erected panels and a double tee roof.",
  ),
  quality: serviceDrawing(
    "quality-assurance",
    "Quality control sheet: a concrete cylinder in a compression test, the strength gain curve to 28 days and a strand elongation check.",
  ),
};

export const serviceDrawingsIn = localized(serviceDrawings, { es: es.serviceDrawings });
