// The mobile menu's body (rules §2 "Mobile menu"): the site's navigation, the Quote shortcut and
// the contact details. The panel around it, its Menu button, title and Close button are the
// header's (site-header.tsx): a native popover that opens before and without JavaScript. This
// body is its own chunk (both languages' product and service titles travel in it), drawn on the
// server and made interactive once its code arrives, which starts as the page hydrates.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { telHref } from "../../site/company";
import type { Shown } from "../../site/facts";
import { ExampleMark } from "../../ui/example-mark";
import { MENU_LINKS, type PageLink } from "../navigation";
import { productPath, type Product } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { catalogueServicesIn, servicePath, type Service } from "../../company/content/services";
import { addToQuote } from "../../contact/add-to-quote";
import { cn } from "../../lib/cn";
import { pageQuoteItem } from "../../contact/quote-store";
import { SamePathLink } from "../../ui/same-path-link";
import { ClipboardIcon, GlobeIcon, MailIcon, PersonIcon, PhoneIcon } from "../../ui/icons";
import { useLocale, useLocalePath, useT } from "../../ui/use-t";
import { msg, type Translate } from "../../lib/messages";
import type { Locale } from "../../lib/locale";
import { catalog } from "../translations";
import { LanguageSwitch } from "./language-switch";
import { closeMenu, usePopover } from "./menu-popover";
import { MENU_BODY_ID, MENU_ID } from "./header-parts";

/** The phone and email the page may show (null: not on the live site while a placeholder). */
export type MobileMenuProps = { contact: { phone: Shown<string>; email: Shown<string> } };

/** A section's link: its label is a message (`message`), else the content's title in its language. */
type SectionLink = PageLink & { message?: true };

/** The Products and Services sections in each language: the content's titles (this chunk carries both lists). */
const SECTIONS: Record<Locale, { products: SectionLink[]; services: SectionLink[] }> = {
  en: sections(productsIn("en"), catalogueServicesIn("en")),
  es: sections(productsIn("es"), catalogueServicesIn("es")),
};

function sections(productList: readonly Product[], serviceList: readonly Service[]) {
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

export default function MobileMenu({ contact }: MobileMenuProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  const { products: productLinks, services: serviceLinks } = SECTIONS[useLocale()];
  usePopover(MENU_ID, { focusOnOpen: true });
  return (
    <div id={MENU_BODY_ID} className="contents">
      <nav aria-label={t("Mobile")} className="flex-1 overflow-y-auto overscroll-contain px-2 py-3">
        <ul className="space-y-0.5">
          <Disclosure label={t("Products")} entries={productLinks} t={t} />
          <Disclosure label={t("Services")} entries={serviceLinks} t={t} />
          {MENU_LINKS.map((entry) => (
            <li key={entry.to}>
              <MenuLink entry={entry} className={ROW}>
                {t(entry.label)}
              </MenuLink>
            </li>
          ))}
        </ul>
        <ul className="mt-3 space-y-0.5 border-t border-slate-200 pt-3">
          <li>
            <MenuLink entry={{ label: "Account", to: "/account" }} className={ROW}>
              <PersonIcon className={iconClass} />
              {t("Account")}
            </MenuLink>
          </li>
          <li>
            {/* Adds this page to the quote; before its code is here (or without JavaScript) it opens the /quote page. */}
            <form action={to("/quote")} className="contents">
              <button
                className={ROW}
                onClick={(event) => {
                  event.preventDefault();
                  addToQuote(pageQuoteItem(document.title), t("Item added.")); // rules §8: the menu's own toast text
                  closeMenu(event.currentTarget, false); // the toast confirms it, and stays reachable once the panel is gone
                }}
              >
                <ClipboardIcon className={iconClass} />
                {t("Quote")}
              </button>
            </form>
          </li>
          <li>
            {/* The same page in the other language: a whole page load, like the header's switch. */}
            <LanguageSwitch className={ROW} icon={<GlobeIcon className={iconClass} />} />
          </li>
        </ul>
        <MenuLink entry={{ label: "Talk with an Engineer", to: "/contact" }} className="btn-primary mt-4 w-full px-3">
          {t("Talk with an Engineer")}
        </MenuLink>
      </nav>
      {contact.phone || contact.email ? (
        <div className="shrink-0 space-y-1 border-t border-slate-200 px-2 py-3 text-sm">
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
              <EmailAddress email={contact.email.value} label={t("Email:")} example={contact.email.example} />
            </MenuLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A collapsible section: a native disclosure, so it opens before and without JavaScript. */
function Disclosure({ label, entries, t }: { label: string; entries: SectionLink[]; t: Translate }) {
  return (
    <li>
      <details className="group">
        <summary className={cn(ROW, "cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden")}>
          {label}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
          >
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <ul className="mb-1 ml-3 border-l border-slate-200 pl-2">
          {entries.map((entry) => (
            <li key={entry.to}>
              <MenuLink entry={entry} className={SUB_ROW}>
                {entry.message ? t(entry.label) : entry.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

type MenuLinkProps = { entry: PageLink; className?: string; children?: ReactNode };

/** spec: http links open in a new tab, mailto and tel links are ordinary links, the rest navigate in the app (and close the menu: menu-popover.ts). */
function MenuLink({ entry, className, children = entry.label }: MenuLinkProps) {
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
    <SamePathLink to={entry.to} className={className} aria-current={target === pathname ? "page" : undefined}>
      {children}
    </SamePathLink>
  );
}

/**
 * An address too long for the panel breaks after the @ rather than at a hyphen in the domain; its
 * placeholder mark follows the address in the same text, so a break moves the mark with it.
 */
function EmailAddress({ email, label, example }: { email: string; label: string; example: boolean }) {
  const at = email.indexOf("@") + 1;
  return (
    <span className="min-w-0 break-words">
      <span className="sr-only">{label} </span>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
      <ExampleMark when={example} />
    </span>
  );
}

const iconClass = "size-5 shrink-0 text-brand-700";
