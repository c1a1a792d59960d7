// @first-load-shell
// The frame of the site's icons, drawn inline (no icon library): outline style, 20-unit grid.
// Decorative: hidden from assistive technology; every control using one carries its own name.
// Icons live in modules grouped by what loads them, so a page's first load carries only its own.
import type { ReactNode } from "react";

export type IconProps = { className?: string };

type OutlineProps = IconProps & { strokeWidth?: number; viewBox?: string; children: ReactNode };

export function OutlineIcon({ className = "size-5", strokeWidth = 1.6, viewBox = "0 0 20 20", children }: OutlineProps) {
  return (
    <svg
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
