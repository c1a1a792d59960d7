// Icons of the catalogue pages (/products and the category listings); see ui/outline-icon.tsx.
import { OutlineIcon, type IconProps } from "../../ui/outline-icon";

export const ListIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="2.5" y="3.5" width="4" height="4" rx=".8" />
    <rect x="2.5" y="12.5" width="4" height="4" rx=".8" />
    <path d="M9.5 5.5h8M9.5 14.5h8" />
  </OutlineIcon>
);

export const GridIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="3" y="3" width="5.5" height="5.5" rx=".8" />
    <rect x="11.5" y="3" width="5.5" height="5.5" rx=".8" />
    <rect x="3" y="11.5" width="5.5" height="5.5" rx=".8" />
    <rect x="11.5" y="11.5" width="5.5" height="5.5" rx=".8" />
  </OutlineIcon>
);

export const SidebarIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
    <path d="M7.5 3.5v13" />
  </OutlineIcon>
);

export const SearchIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="8.5" cy="8.5" r="5" />
    <path d="M12.3 12.3l4.2 4.2" />
  </OutlineIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M5 7.5l5 5 5-5" />
  </OutlineIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 10h12M11.5 5.5L16 10l-4.5 4.5" />
  </OutlineIcon>
);
