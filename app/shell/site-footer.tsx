import { UnitsSwitch } from "../ui/units-switch";
import { Link } from "../ui/link";
import { OPEN_SETTINGS_EVENT } from "./cookie-consent/open-settings";
import { useHydrated } from "../ui/use-hydrated";
import { useSiteData } from "../site/use-site-data";
import { company, telHref } from "../site/company";
import { ExampleMark } from "../ui/example-mark";
import { FOOTER_LINKS, PAGE_LINKS, type PageLink } from "./navigation";
import { catalogueServicesIn, servicePath, type Service } from "../company/content/services";
import { msg, type Translate } from "../lib/messages";
import type { Locale } from "../lib/locale";
import { useLocalePath, useT } from "../ui/use-t";
import { catalog } from "./translations";

// The footer is its own chunk, hydrated when it nears the viewport (root.tsx): both languages'
// service titles travel in it, never in a page's first load. The address, email and phone are the
// facts the root loader says the page may show (docs/rules.md §12).
type FooterLink = PageLink & { /** The label is a message (else the content's title, in its language already). */ message?: true };
const serviceLinks = (services: readonly Service[]): FooterLink[] => [
  ...services.map((service) => ({ to: servicePath(service), label: service.title })),
  { to: "/services/quality-assurance", label: msg("Quality Assurance"), message: true },
  { to: "/services/consultation", label: msg("Design & Engineering"), message: true },
];
const SERVICES: Record<Locale, FooterLink[]> = { en: serviceLinks(catalogueServicesIn("en")), es: serviceLinks(catalogueServicesIn("es")) };

function LinkList({ title, links }: { title: string; links: readonly PageLink[] }) {
  const to = useLocalePath();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {/* Each link 24 px tall (WCAG 2.2 SC 2.5.8), the list spaced as before: 20 px lines, 8 px apart. */}
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={to(link.to)} className="inline-block py-0.5 text-slate-200 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Opens the cookie preference centre from any page. Choices live in the browser, so it needs
 * JavaScript: it appears once the page is interactive (the server renders no consent UI).
 */
function CookiePreferencesButton({ t }: { t: Translate }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}
      className="hover:text-white hover:underline"
    >
      {t("Cookie preferences")}
    </button>
  );
}

/** The site footer; the root hydrates it by its id once it nears the viewport. */
export default function SiteFooter() {
  const facts = useSiteData()?.facts;
  const t = useT(catalog);
  const to = useLocalePath();
  const { address, email, phone } = facts ?? {};
  return (
    <footer id="site-footer" className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm text-slate-300">
            {t(
              "Precast and prestressed concrete products, engineering consultation and construction for Belize and the region, made at our Belize City plant since {year}.",
              { year: company.foundedYear },
            )}
          </p>
        </div>
        <LinkList title={t("Browse")} links={FOOTER_LINKS.map((link) => ({ ...link, label: t(link.label) }))} />
        <LinkList
          title={t("Our Services")}
          links={SERVICES[t.locale].map((link) => ({ ...link, label: link.message ? t(link.label) : link.label }))}
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("Contact")}</h2>
          {/* Links 24 px tall, their padding taken back by margins so the lines stay where they were. */}
          <address className="mt-3 space-y-2 text-sm not-italic [&_a]:-my-0.5 [&_a]:inline-block [&_a]:py-0.5">
            {address ? (
              <p>
                {address.value.street}, {address.value.city}, {address.value.country}
                <ExampleMark when={address.example} />
              </p>
            ) : null}
            {email ? (
              <p>
                <a className="hover:underline" href={`mailto:${email.value}`}>
                  {email.value}
                </a>
                <ExampleMark when={email.example} />
              </p>
            ) : null}
            {phone ? (
              <p>
                <a className="hover:underline" href={telHref(phone.value)}>
                  {phone.value}
                </a>
                <ExampleMark when={phone.example} />
              </p>
            ) : null}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-slate-300 sm:px-6">
          <p>{t("© {year} {name}. All rights reserved.", { year: new Date().getFullYear(), name: company.legalName })}</p>
          <p className="flex flex-wrap gap-x-4 [&>*]:py-1">
            <Link to={to("/privacy")} className="hover:text-white hover:underline">
              {t("Privacy Policy")}
            </Link>
            <Link to={to("/suppliers")} className="hover:text-white hover:underline">
              {t("Suppliers")}
            </Link>
            <Link to={to(PAGE_LINKS.delivery.to)} className="hover:text-white hover:underline">
              {t(PAGE_LINKS.delivery.label)}
            </Link>
            <CookiePreferencesButton t={t} />
          </p>
          <UnitsSwitch tone="dark" />
        </div>
      </div>
    </footer>
  );
}
