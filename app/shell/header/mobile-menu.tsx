// The mobile menu (rules §2 "Mobile menu"): a 16rem panel on the right with the site's
// navigation, the Quote shortcut and the contact details. The header loads it on first use.
import { useEffect, useId, useRef, useState, type ReactNode, useEffectEvent } from "react";
import { useLocation } from "react-router";
import { telHref } from "../../company/content/company";
import type { Shown } from "../../company/content/facts";
import { ExampleMark } from "../../ui/example-mark";
import { MENU_LINKS, type PageLink } from "../navigation";
import { productPath, products } from "../../catalogue/content/products";
import { products as productsEs } from "../../catalogue/content/products.es";
import { catalogueServices, servicePath } from "../../company/content/services";
import { catalogueServices as catalogueServicesEs } from "../../company/content/services.es";
import { addToQuote } from "../../contact/add-to-quote";
import { cn } from "../../lib/cn";
import { pageQuoteItem } from "../../contact/quote-store";
import { SamePathLink } from "./same-path-link";
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "../../ui/sheet";
import { ClipboardIcon, GlobeIcon, MailIcon, PersonIcon, PhoneIcon } from "../../ui/icons";
import { useLocale, useLocalePath, useT } from "../../ui/use-t";
import { msg, type Translate } from "../../lib/messages";
import type { Locale } from "../../lib/locale";
import { catalog } from "../catalog";
import { LanguageSwitch } from "./language-switch";

/** The phone and email the page may show (null: not on the live site while a placeholder). */
export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact: { phone: Shown<string>; email: Shown<string> };
};

/** A section's link: its label is a message (`message`), else the content's title in its language. */
type SectionLink = PageLink & { message?: true };

/** The Products and Services sections in each language: the content's titles (this chunk carries both lists). */
const SECTIONS: Record<Locale, { products: SectionLink[]; services: SectionLink[] }> = {
  en: sections(products, catalogueServices),
  es: sections(productsEs, catalogueServicesEs),
};

function sections(productList: typeof products, serviceList: typeof catalogueServices) {
  return {
    products: [
      { label: msg("All products"), to: "/products", message: true as const },
      ...productList.map((product) => ({ label: product.title, to: productPath(product) })),
    ],
    services: [
      { label: msg("All services"), to: "/services", message: true as const },
      ...serviceList.map((service) => ({ label: service.title, to: servicePath(service) })),
    ],
  };
}

// cn() does not resolve conflicting utilities, so each kind of row spells out its own spacing and type.
const ROW_BASE = cn(
  "flex w-full items-center rounded-md text-left hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:text-brand-700",
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
);
const ROW = cn(ROW_BASE, "gap-3 px-3 py-2.5 font-medium text-slate-800");
const SUB_ROW = cn(ROW_BASE, "px-3 py-2 text-sm text-slate-700");
const CONTACT_ROW = cn(ROW_BASE, "gap-2.5 px-2 py-2.5 font-medium text-slate-800");

export default function MobileMenu({ open, onOpenChange, contact }: MobileMenuProps) {
  const t = useT(catalog);
  const { products: productLinks, services: serviceLinks } = SECTIONS[useLocale()];
  // Closing because the visitor left the page: the new page keeps the focus, not the Menu button.
  const navigating = useRef(false);
  const close = (leavesPage: boolean) => {
    navigating.current = leavesPage;
    onOpenChange(false);
  };
  useCloseOnNavigation(open, () => close(true));

  const addPageToQuote = () => {
    addToQuote(pageQuoteItem(document.title), t("Item added.")); // rules §8: the menu's own toast text
    close(false); // the toast confirms it, and stays reachable once the modal panel is gone
  };

  return (
    <Sheet open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close(false))}>
      <SheetContent
        className="w-64" // rules §9: 16rem
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          if (navigating.current) event.preventDefault();
          navigating.current = false;
        }}
      >
        <SheetHeader>
          <SheetTitle>{t("Menu")}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t("Mobile")} className="flex-1 overflow-y-auto overscroll-contain px-2 py-3">
          <ul className="space-y-0.5">
            <Disclosure label={t("Products")} entries={productLinks} t={t} onNavigate={close} />
            <Disclosure label={t("Services")} entries={serviceLinks} t={t} onNavigate={close} />
            {MENU_LINKS.map((entry) => (
              <li key={entry.to}>
                <MenuLink entry={entry} className={ROW} onNavigate={close}>
                  {t(entry.label)}
                </MenuLink>
              </li>
            ))}
          </ul>
          <ul className="mt-3 space-y-0.5 border-t border-slate-200 pt-3">
            <li>
              <MenuLink entry={{ label: "Account", to: "/account" }} className={ROW} onNavigate={close}>
                <PersonIcon className={iconClass} />
                {t("Account")}
              </MenuLink>
            </li>
            <li>
              <button type="button" className={ROW} onClick={addPageToQuote}>
                <ClipboardIcon className={iconClass} />
                {t("Quote")}
              </button>
            </li>
            <li>
              {/* The same page in the other language: a whole page load, like the header's switch. */}
              <LanguageSwitch className={ROW} icon={<GlobeIcon className={iconClass} />} />
            </li>
          </ul>
          <MenuLink entry={{ label: "Talk with an Engineer", to: "/contact" }} className="btn-primary mt-4 w-full px-3" onNavigate={close}>
            {t("Talk with an Engineer")}
          </MenuLink>
        </nav>
        {contact.phone || contact.email ? (
          <SheetFooter className="space-y-1 px-2 py-3 text-sm">
            {contact.phone ? (
              <MenuLink entry={{ label: contact.phone.value, to: telHref(contact.phone.value) }} className={CONTACT_ROW}>
                <PhoneIcon className={iconClass} />
                <span>
                  <span className="sr-only">{t("Phone:")} </span>
                  {contact.phone.value}
                  <ExampleMark when={contact.phone.example} />
                </span>
              </MenuLink>
            ) : null}
            {contact.email ? (
              <MenuLink entry={{ label: contact.email.value, to: `mailto:${contact.email.value}` }} className={CONTACT_ROW}>
                <MailIcon className={iconClass} />
                <EmailAddress email={contact.email.value} label={t("Email:")} />
                <ExampleMark when={contact.email.example} />
              </MenuLink>
            ) : null}
          </SheetFooter>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

/** spec: "The menu closes on any navigation", including the browser's Back and Forward. */
function useCloseOnNavigation(open: boolean, close: () => void) {
  const { key } = useLocation();
  const seen = useRef(key);
  const navigated = useEffectEvent(() => {
    if (open) close();
  });
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    navigated();
  }, [key]);
}

/** A collapsible section: a button with aria-expanded that shows or hides its list of links. */
type DisclosureProps = { label: string; entries: SectionLink[]; t: Translate; onNavigate: (leavesPage: boolean) => void };

function Disclosure({ label, entries, t, onNavigate }: DisclosureProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className={cn(ROW, "justify-between")}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cn("size-4 text-slate-500 motion-safe:transition-transform", expanded && "rotate-180")}
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={listId} hidden={!expanded} className="mb-1 ml-3 border-l border-slate-200 pl-2">
        {entries.map((entry) => (
          <li key={entry.to}>
            <MenuLink entry={entry} className={SUB_ROW} onNavigate={onNavigate}>
              {entry.message ? t(entry.label) : entry.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

type MenuLinkProps = {
  entry: PageLink;
  className?: string;
  /** Called on an in-app link; leavesPage is false when it only scrolls the current page to the top. */
  onNavigate?: (leavesPage: boolean) => void;
  children?: ReactNode;
};

/** spec: http links open in a new tab, mailto and tel links are ordinary links, the rest navigate in the app. */
function MenuLink({ entry, className, onNavigate, children = entry.label }: MenuLinkProps) {
  const { pathname } = useLocation();
  const target = useLocalePath()(entry.to);
  const t = useT(catalog);
  if (entry.to.startsWith("http")) {
    return (
      <a href={entry.to} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> {t("(opens in a new tab)")}</span>
      </a>
    );
  }
  if (/^(mailto|tel):/.test(entry.to)) {
    return (
      <a href={entry.to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <SamePathLink
      to={entry.to}
      className={className}
      aria-current={target === pathname ? "page" : undefined}
      onClick={(event) => {
        // a modified click opens another tab: this page, and the menu, stay as they are
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) onNavigate?.(target !== pathname);
      }}
    >
      {children}
    </SamePathLink>
  );
}

/** An address too long for the panel breaks after the @ rather than at a hyphen in the domain. */
function EmailAddress({ email, label }: { email: string; label: string }) {
  const at = email.indexOf("@") + 1;
  return (
    <span className="min-w-0 break-words">
      <span className="sr-only">{label} </span>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </span>
  );
}

const iconClass = "size-5 shrink-0 text-brand-700";
