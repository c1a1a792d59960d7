// The cards inside the Services dropdown, its own chunk with both languages' service titles
// (site-header.tsx, nav-dropdown.tsx).
import { Link } from "../../ui/link";
import { catalogueServicesIn, servicePath } from "../../company/content/services";
import { useLocale, useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../translations";
import { SERVICES_PANEL_ID } from "./header-parts";
import { usePopover } from "./menu-popover";

export default function ServicesPanel() {
  usePopover(`${SERVICES_PANEL_ID}-popover`, { closeOnScroll: true });
  const locale = useLocale();
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <ul id={SERVICES_PANEL_ID} className="grid gap-4 md:grid-cols-2">
      {catalogueServicesIn(locale).map((service) => (
        <li key={service.slug} className="rounded-lg border border-slate-200 p-4">
          <p className="font-semibold text-brand-900">{service.title}</p>
          <p className="mt-1 text-sm text-slate-600">{service.description}</p>
          <div className="mt-3 flex gap-4 text-sm font-semibold">
            <Link to={to(servicePath(service))} className="text-brand-700 hover:underline">
              {t("Learn More")}
              <span className="sr-only"> {t("about {title}", { title: service.title })}</span>
            </Link>
            <Link to={to("/contact")} className="text-accent-600 hover:underline">
              {t("Contact Us")}
              <span className="sr-only"> {t("about {title}", { title: service.title })}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
