// The feature-card icons of the service pages as outline path data (20-unit grid, drawn by
// OutlineIcon). The loaders send the path with each card, so the icon set stays out of the
// pages' JavaScript and each page carries only the four icons it shows.
import type { FeatureCard, ServiceIconName } from "./types";

const ICON_PATHS: Record<ServiceIconName, string> = {
  compass: "M10 2.5v2M10 4.5 5 17.5M10 4.5l5 13M6.6 13.3h6.8M10 4.5a1.6 1.6 0 1 0 0 .01",
  waves:
    "M2 6.5c2-1.6 4-1.6 6 0s4 1.6 6 0 3-1.2 4-.8M2 10.5c2-1.6 4-1.6 6 0s4 1.6 6 0 3-1.2 4-.8M2 14.5c2-1.6 4-1.6 6 0s4 1.6 6 0 3-1.2 4-.8",
  bridge: "M1.5 8.5h17M1.5 11h17M4 11v6M16 11v6M10 11v6M4 11c1.5-1.5 4.5-1.5 6 0 1.5-1.5 4.5-1.5 6 0M3 8.5V5M17 8.5V5",
  building: "M3.5 17.5v-13l6-2 6 2v13M1.5 17.5h17M6.5 7h1.5M12 7h1.5M6.5 10.5h1.5M12 10.5h1.5M8.5 17.5v-3.5h3v3.5",
  layers: "m10 2.5 7.5 4-7.5 4-7.5-4zM2.5 10l7.5 4 7.5-4M2.5 13.5l7.5 4 7.5-4",
  shield: "M10 2.5 16.5 5v4.5c0 4-2.8 6.7-6.5 8-3.7-1.3-6.5-4-6.5-8V5zM7 10l2 2 4-4",
  clipboard: "M6 3.5H4.5v14h11v-14H14M7 2.5h6v2.5H7zM7 9.5h6M7 12.5h6M7 15.5h3.5",
  crane: "M4.5 17.5V3.5M4.5 3.5h12M4.5 6.5l4-3M16.5 3.5v5M15 8.5h3v3h-3zM2 17.5h6M4.5 8l3-4.5",
  clock: "M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM10 5.5V10l3 2",
  gauge: "M3 14.5a7.5 7.5 0 1 1 14 0M10 14.5l3.5-5M2.5 17.5h15M5.5 9.5l1 .8M10 6v1.2M14.5 9.5l-1 .8",
  flask: "M7.5 2.5h5M8.5 2.5v5L4 15.5a1.4 1.4 0 0 0 1.2 2h9.6a1.4 1.4 0 0 0 1.2-2l-4.5-8v-5M6 12.5h8",
  ruler: "m2.5 13.5 11-11 4 4-11 11zM6 10l1.5 1.5M8.5 7.5 10 9M11 5l1.5 1.5",
  anchor: "M10 6.5v11M6.5 9.5h7M3.5 12a6.5 6.5 0 0 0 13 0M10 6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  home: "M2.5 9.5 10 3l7.5 6.5M4.5 8v9.5h11V8M8.5 17.5v-5h3v5",
  factory: "M2.5 17.5v-8l5 3v-3l5 3v-3l5 3v5zM14.5 10V3.5h2V11",
  check: "M4 10.5 8 14.5 16 5.5",
};

/** A feature card as the page renders it: the icon's name replaced by its path data. */
export type FeatureCardView = Omit<FeatureCard, "icon"> & { icon: string };

export function withIconPaths(features: readonly FeatureCard[]): FeatureCardView[] {
  return features.map((feature) => ({ ...feature, icon: ICON_PATHS[feature.icon] }));
}

export const CHECK_ICON = ICON_PATHS.check;
