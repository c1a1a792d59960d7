// Careers page content (rules §2 Careers): the intro and culture text, and the department
// colours. The intro reaches the page through the loader, so its words never ship as JavaScript;
// the badge colours are small and used by the job list in the browser.
import { localized } from "../lib/localized";
import type { JobDepartment } from "./filters";
import * as es from "./content.es";

export const careersIntro: CareersIntro = {
  title: "Be Part of Our Team",
  lead: "Since 1998 our crews have cast, stressed and set the piles, double tees, beams and bridge planks that hold up wharves, bridges and buildings across Belize. Every one of them was made by people who learned the trade here, and we are always looking for the next ones.",
  image: {
    src: "/images/careers/team.svg",
    width: 960,
    height: 640,
    alt: "Line drawing of an M&M crew at the casting yard: an engineer checking a drawing with a foreman, two workers in hard hats guiding a double tee on the crane, and an apprentice measuring a pile.",
  },
  culture: [
    {
      title: "Plant crews",
      text: "Our Belize City yard runs on small crews who own their bed: tying cages, tensioning strand to 75% of its ultimate strength, pouring {6,000 psi} concrete and releasing it the next morning. Crews rotate between beds so everyone learns piles, slabs and beams.",
    },
    {
      title: "Engineers",
      text: "Our engineers design the elements and follow them out of the forms: shop drawings, stressing calculations, cylinder breaks and camber checks, then the erection plan on site. You will work on real bridges and buildings from your first month, next to people who have done it for decades.",
    },
    {
      title: "Apprenticeships",
      text: "Most of our foremen started as helpers. Apprentices work a full rotation through rebar, formwork, stressing, finishing and yard handling, with a mentor for each stage and paid time for the trade certificates that go with it.",
    },
    {
      title: "Safety first",
      text: "Nobody lifts or stresses until the area is cleared and the crew has talked the job through. Hard hats, boots and gloves are issued free, riggers are trained in-house, and anyone can stop a lift they are not happy with.",
    },
  ],
} as const;

/** The intro in a language, for the loader (the job list's script imports only the badges). */
export const careersIntroIn = localized(careersIntro, { es: es.careersIntro });

export type CareersIntro = {
  readonly title: string;
  readonly lead: string;
  readonly image: { readonly src: string; readonly width: number; readonly height: number; readonly alt: string };
  readonly culture: readonly { readonly title: string; readonly text: string }[];
};

/** Department badge colours (rules §3): dark text on a light tint, each above 7:1 contrast. */
export const DEPARTMENT_BADGES: Record<JobDepartment, string> = {
  Engineering: "bg-sky-100 text-sky-900 ring-sky-300",
  Management: "bg-violet-100 text-violet-900 ring-violet-300",
  Operations: "bg-amber-100 text-amber-900 ring-amber-300",
  Administration: "bg-emerald-100 text-emerald-900 ring-emerald-300",
};

export const OTHER_DEPARTMENT_BADGE = "bg-slate-100 text-slate-800 ring-slate-300";
