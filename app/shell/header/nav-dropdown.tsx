// A dropdown of the main navigation (rules §2 Header): a button that opens a panel of links, both
// native (a popover), so it opens, closes on Escape or a click outside, and gives the focus back
// before and without JavaScript. The panel's cards are drawn on the server and made interactive
// once their chunk arrives (site-header.tsx), which adds the rest (menu-popover.ts).
import type { ComponentType } from "react";

type Props = { id: string; label: string; Panel: ComponentType };

export function NavDropdown({ id, label, Panel }: Props) {
  return (
    <li>
      <button type="button" popoverTarget={id} aria-controls={id} className="nav-link group inline-flex items-center gap-1">
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180">
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div id={id} popover="auto" className="nav-panel">
        <Panel />
      </div>
    </li>
  );
}
