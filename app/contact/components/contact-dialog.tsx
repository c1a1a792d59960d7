// The 'Talk with an Engineer' dialog (rules §2 Contact: the dialog variant of the contact form),
// shared by every quote, consultation and partnership button. The opener is a real link to
// /contact, so it works before hydration and without JavaScript; once hydrated a click opens
// the dialog instead, loading it (Radix and the form) on first use. A button about a product
// carries it both ways: the dialog lists it, the link names it (app/contact/quoted-product.ts).
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";
import { contactPath, type QuotedProduct } from "../quoted-product";

const ContactDialogPanel = lazy(() => import("./contact-dialog-panel"));

type ContactDialogButtonProps = {
  children: ReactNode;
  className?: string;
  /** The dialog's heading, in the page's language; the spec calls it 'Talk with an Engineer'. */
  title?: string;
  /** One line under the heading saying what the request is about, in the page's language. */
  description?: string;
  /** Where the link goes without JavaScript; a path of the site is taken to the page's language. */
  href?: string;
  /** The product the request is about (its title in the page's language): a quote item of the request. */
  product?: QuotedProduct;
};

export function ContactDialogButton({ children, className, title, description, href, product }: ContactDialogButtonProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const { pathname } = useLocation();
  const [state, setState] = useState({ loaded: false, open: false });
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: let it be
    event.preventDefault();
    setState({ loaded: true, open: true });
  }
  return (
    <>
      <a href={to(href ?? contactPath(product, pathname))} role="button" aria-haspopup="dialog" onClick={onClick} className={cn(className)}>
        {children}
      </a>
      {state.loaded ? (
        <Suspense fallback={null}>
          <ContactDialogPanel
            open={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
            title={title ?? t("Talk with an Engineer")}
            description={description ?? t("Tell us about your project and an engineer will answer within one business day.")}
            product={product}
          />
        </Suspense>
      ) : null}
    </>
  );
}
