// Explainer content by slug, loaded on demand by the learn route's loader only. Bridge planks
// have no explainer (rules §2).
import type { LearnPage } from "./types";

const modules: ReadonlyMap<string, () => Promise<{ page: LearnPage }>> = new Map<string, () => Promise<{ page: LearnPage }>>([
  ["prestressed-piles", () => import("./prestressed-piles")],
  ["double-t-slabs", () => import("./double-t-slabs")],
  ["box-beams", () => import("./box-beams")],
  ["l-beams", () => import("./l-beams")],
  ["hollow-core", () => import("./hollow-core")],
  ["flat-slab", () => import("./flat-slab")],
  ["inverted-beams", () => import("./inverted-beams")],
]);

export async function learnPage(slug: string): Promise<LearnPage | undefined> {
  const load = modules.get(slug);
  return load ? (await load()).page : undefined;
}
