import { Link } from "react-router";
import { useSiteData } from "../root";
import { company, DEFAULT_CONTACT, telHref } from "../content/company";

export function SiteFooter() {
  const contact = useSiteData()?.contact ?? DEFAULT_CONTACT;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 max-w-md text-sm text-slate-300">
            Precast and prestressed concrete products, engineering consultation and construction for Belize and the
            region, made at our Belize City plant since {company.foundedYear}.
          </p>
        </div>
        <address className="text-sm not-italic">
          <p>
            {company.address.street}, {company.address.city}, {company.address.country}
          </p>
          <p className="mt-2">
            <a className="underline-offset-2 hover:underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </p>
          <p className="mt-1">
            <a className="underline-offset-2 hover:underline" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          </p>
        </address>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-300 sm:px-6">
          © {year} {company.name}. All rights reserved. <Link to="/contact" className="underline">Contact</Link>
        </p>
      </div>
    </footer>
  );
}
