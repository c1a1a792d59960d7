// The two icons the consent UI needs, drawn inline (no icon library); decorative, so hidden
// from assistive technology: every button using them carries its own accessible name.
type IconProps = { className?: string };

export function CookieIcon({ className = "size-6" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 2.5a9.5 9.5 0 1 0 9.5 9.6 4 4 0 0 1-4.8-4.8 4 4 0 0 1-4.7-4.8Z" />
      <path d="M8.5 8.5h.01M15.5 15h.01M11.5 12.5h.01M11 17h.01M7 14h.01" strokeWidth="2.6" />
    </svg>
  );
}

export function CloseIcon({ className = "size-5" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
