// Line icons for the four core values (rules §2 About), drawn on the site's 20-unit outline grid.
import type { CoreValue } from "../../content/about";
import { OutlineIcon } from "../../../ui/outline-icon";

export function ValueIcon({ icon }: { icon: CoreValue["icon"] }) {
  switch (icon) {
    case "excellence":
      return (
        <OutlineIcon className="size-6">
          <circle cx="10" cy="8" r="5" />
          <path d="M7 12.5 5.5 18 10 16l4.5 2-1.5-5.5M8 8l1.5 1.5L12.5 6.5" />
        </OutlineIcon>
      );
    case "collaboration":
      return (
        <OutlineIcon className="size-6">
          <circle cx="6.5" cy="6" r="2.5" />
          <circle cx="13.5" cy="6" r="2.5" />
          <path d="M2 16c.5-3 2.3-4.5 4.5-4.5S10.5 13 11 16M9 16c.5-3 2.3-4.5 4.5-4.5S17.5 13 18 16" />
        </OutlineIcon>
      );
    case "sustainability":
      return (
        <OutlineIcon className="size-6">
          <path d="M4 16c0-7 4.5-11 12-12 0 7.5-4 12-10.5 12H4zM4 16l6.5-6.5" />
        </OutlineIcon>
      );
    case "integrity":
      return (
        <OutlineIcon className="size-6">
          <path d="M10 2.5 3.5 5v5c0 4 2.8 6.6 6.5 7.5 3.7-.9 6.5-3.5 6.5-7.5V5z" />
          <path d="m7 10 2 2 4-4" />
        </OutlineIcon>
      );
  }
}
