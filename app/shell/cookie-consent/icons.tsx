// Icons of the cookie banner and its floating button (on every page's first load).
import { OutlineIcon, type IconProps } from "../../ui/outline-icon";

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
