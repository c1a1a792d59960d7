// The cards inside the Services dropdown (nav-dropdown.tsx loads it on first use).
import { Link } from "react-router";
import { catalogueServices, servicePath } from "../../company/content/services";

export default function ServicesPanel() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {catalogueServices.map((service) => (
        <li key={service.slug} className="rounded-lg border border-slate-200 p-4">
          <p className="font-semibold text-brand-900">{service.title}</p>
          <p className="mt-1 text-sm text-slate-600">{service.description}</p>
          <div className="mt-3 flex gap-4 text-sm font-semibold">
            <Link to={servicePath(service)} className="text-brand-700 hover:underline">
              Learn More
              <span className="sr-only"> about {service.title}</span>
            </Link>
            <Link to="/contact" className="text-accent-600 hover:underline">
              Contact Us
              <span className="sr-only"> about {service.title}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
