// Icons of the mobile menu and the quote drawer (both loaded on demand).
import { OutlineIcon, type IconProps } from "./outline-icon";

export const PersonIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="10" cy="6.5" r="3.5" />
    <path d="M3 17.5c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5" />
  </OutlineIcon>
);

export const ClipboardIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="4" y="3.5" width="12" height="14" rx="1.5" />
    <path d="M7.5 3.5V2.5h5v1M7 8.5h6M7 11.5h6M7 14.5h3.5" />
  </OutlineIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M6.5 2.5h-2a1.5 1.5 0 0 0-1.5 1.6C3.4 11.4 8.6 16.6 15.9 17a1.5 1.5 0 0 0 1.6-1.5v-2l-3.5-1.5-1.7 1.7a10 10 0 0 1-4.5-4.5L9.5 7.5 8 4z" />
  </OutlineIcon>
);

export const MailIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
    <path d="M3 5.5l7 5.5 7-5.5" />
  </OutlineIcon>
);

export const TrashIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M3.5 5.5h13M8 5.5V3.5h4v2M5 5.5l.8 11a1.5 1.5 0 0 0 1.5 1.4h5.4a1.5 1.5 0 0 0 1.5-1.4l.8-11M8.5 9v5.5M11.5 9v5.5" />
  </OutlineIcon>
);

export const GlobeIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5z" />
  </OutlineIcon>
);
