// The 'Talk with an Engineer' dialog (rules §2 Contact: the dialog variant of the contact form),
// shared by every quote, consultation and partnership button. The opener is a real link to
// /contact, so it works before hydration and without JavaScript; once hydrated a click opens
// the dialog instead, loading it (Radix and the form) on first use.
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";

const ContactDialogPanel = lazy(() => import("./contact-dialog-panel"));

type ContactDialogButtonProps = {
  children: ReactNode;
  className?: string;
  /** The dialog's heading; the spec calls it 'Talk with an Engineer'. */
  title?: string;
  /** One line under the heading saying what the request is about. */
  description?: string;
  /** Where the link goes without JavaScript (a #quote anchor on a product, say). */
  href?: string;
};

export function ContactDialogButton({
  children,
  className,
  title = "Talk with an Engineer",
  description = "Tell us about your project and an engineer will answer within one business day.",
  href = "/contact",
}: ContactDialogButtonProps) {
  const [state, setState] = useState({ loaded: false, open: false });
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: let it be
    event.preventDefault();
    setState({ loaded: true, open: true });
  }
  return (
    <>
      <a href={href} role="button" aria-haspopup="dialog" onClick={onClick} className={cn(className)}>
        {children}
      </a>
      {state.loaded ? (
        <Suspense fallback={null}>
          <ContactDialogPanel
            open={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
            title={title}
            description={description}
          />
        </Suspense>
      ) : null}
    </>
  );
}
