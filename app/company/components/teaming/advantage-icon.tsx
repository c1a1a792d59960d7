// Line icons for the four Key Advantages (rules §2 Teaming), on the site's 20-unit outline grid.
import type { Advantage } from "../../content/teaming";
import { OutlineIcon } from "../../../ui/outline-icon";

export function AdvantageIcon({ icon }: { icon: Advantage["icon"] }) {
  switch (icon) {
    case "expertise":
      return (
        <OutlineIcon className="size-6">
          <circle cx="7.5" cy="10" r="4.5" />
          <circle cx="12.5" cy="10" r="4.5" />
        </OutlineIcon>
      );
    case "capabilities":
      return (
        <OutlineIcon className="size-6">
          <path d="M3 17h14M5 17V9h3v8M9.5 17V5h3v12M14 17v-6h3" />
        </OutlineIcon>
      );
    case "resources":
      return (
        <OutlineIcon className="size-6">
          <circle cx="10" cy="10" r="2.5" />
          <path d="M10 2.5v3M10 14.5v3M2.5 10h3M14.5 10h3M4.7 4.7l2.1 2.1M13.2 13.2l2.1 2.1M4.7 15.3l2.1-2.1M13.2 6.8l2.1-2.1" />
        </OutlineIcon>
      );
    case "innovation":
      return (
        <OutlineIcon className="size-6">
          <path d="M7.5 14.5h5M8 17h4M10 2.5a5 5 0 0 0-3 9c.6.5 1 1.2 1 2h4c0-.8.4-1.5 1-2a5 5 0 0 0-3-9z" />
        </OutlineIcon>
      );
  }
}
