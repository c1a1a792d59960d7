// Icons of the explainer pages' benefit and engineering cards, drawn inline in the site's
// outline style. Decorative: each card's title says what it is.
import type { ReactNode } from "react";
import { OutlineIcon } from "../../../ui/outline-icon";
import type { BenefitIconName } from "../../content/learn/types";

const PATHS: Record<BenefitIconName, ReactNode> = {
  // a beam bending under a load, with its arrow
  strength: <path d="M3 15h18M5 15l1 3h12l1-3M12 4v7M9 8l3 3 3-3" />,
  // two supports and a long span between them
  span: <path d="M2 9h20M4 9v10M20 9v10M7 6h10M7 4.5v3M17 4.5v3" />,
  // a clock face with a fast hand
  speed: <path d="M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 13l3.5-3.5M10 2.5h4M12 2.5v2.5" />,
  // a shield
  durability: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  // a flame
  fire: (
    <path d="M12 21c-3.9 0-6.5-2.6-6.5-6 0-3.6 3-5.6 3.5-9 2 1.2 3 3 3 5 1-.8 1.6-2 1.6-3.3 2.4 1.8 4.9 4.3 4.9 7.3 0 3.4-2.6 6-6.5 6z" />
  ),
  // sound waves stopped by a wall
  sound: <path d="M14 4v16M4 9.5a4 4 0 0 1 0 5M7 7a7.5 7.5 0 0 1 0 10M17.5 9l3 6M20.5 9l-3 6" />,
  // a badge with a tick
  quality: (
    <path d="M12 3l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L12 21l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1zM9 12l2 2 4-4" />
  ),
  // a feather-light block with voids
  weight: (
    <>
      <path d="M3 7h18v10H3z" />
      <circle cx="7.5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="16.5" cy="12" r="2" />
    </>
  ),
  // arrows pressing down on a block
  load: <path d="M4 15h16v5H4zM7 3v8M17 3v8M12 3v8M5 8.5l2 2.5 2-2.5M10 8.5l2 2.5 2-2.5M15 8.5l2 2.5 2-2.5" />,
  // a set square and a pencil line
  design: <path d="M4 20V4l16 16zM8 16v-4.5l4.5 4.5zM15 4l5 5M13.5 5.5l1.5-1.5" />,
  // waves
  water: (
    <path d="M2 9c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 14c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" />
  ),
  // a vertical dimension line
  height: <path d="M7 3h10M7 21h10M12 3v18M9 6l3-3 3 3M9 18l3 3 3-3" />,
};

export function BenefitIcon({ name, className = "size-6" }: { name: BenefitIconName; className?: string }) {
  return (
    <OutlineIcon viewBox="0 0 24 24" strokeWidth={1.7} className={className}>
      {PATHS[name]}
    </OutlineIcon>
  );
}
