// The site's few icons, drawn inline (no icon library): outline style on a 20-unit grid.
// Decorative: hidden from assistive technology; every control using one carries its own name.
import type { ReactNode } from "react";

type IconProps = { className?: string };

type OutlineProps = IconProps & { strokeWidth?: number; viewBox?: string; children: ReactNode };

function OutlineIcon({ className = "size-5", strokeWidth = 1.6, viewBox = "0 0 20 20", children }: OutlineProps) {
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

export const CookieIcon = ({ className = "size-6" }: IconProps) => (
  <OutlineIcon className={className} viewBox="0 0 24 24" strokeWidth={1.8}>
    <path d="M12 2.5a9.5 9.5 0 1 0 9.5 9.6 4 4 0 0 1-4.8-4.8 4 4 0 0 1-4.7-4.8Z" />
    <path d="M8.5 8.5h.01M15.5 15h.01M11.5 12.5h.01M11 17h.01M7 14h.01" strokeWidth={2.6} />
  </OutlineIcon>
);

export const CloseIcon = ({ className = "size-5" }: IconProps) => (
  <OutlineIcon className={className} viewBox="0 0 24 24" strokeWidth={2}>
    <path d="M6 6l12 12M18 6 6 18" />
  </OutlineIcon>
);
