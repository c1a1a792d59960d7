// Home "services" (rules §2 "Home page"): the two catalogue services, with the other service
// pages one link away.
import { Link } from "../../../ui/link";
import { SectionHeading } from "./section-heading";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";

type ServiceTeaser = { title: string; href: string; description: string; image: { src: string; alt: string } };

type ServicesSectionProps = {
  content: { eyebrow: string; title: string; intro: string };
  services: readonly ServiceTeaser[];
};

export function ServicesSection({ content, services }: ServicesSectionProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <section aria-labelledby="home-services" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading id="home-services" {...content} />
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {services.map((service) => (
          <li
            key={service.href}
            className="grid overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm sm:grid-cols-[2fr_3fr]"
          >
            <Drawing
              src={service.image.src}
              alt={service.image.alt}
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full self-center border-b border-slate-200 bg-slate-50 object-cover sm:border-r sm:border-b-0"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-bold text-brand-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{service.description}</p>
              <Link to={to(service.href)} className="btn-secondary mt-6 self-start">
                {t("Learn More")}
                <span className="sr-only"> {t("about {title}", { title: service.title })}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-700">
        {t("Also from our engineers:")}{" "}
        <Link to={to("/services/quality-assurance")} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {t("quality assurance")}
        </Link>{" "}
        {t("for precast and prestressed work, and")}{" "}
        <Link to={to("/services/consultation")} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {t("marine, bridge, structural and foundation design")}
        </Link>
        .
      </p>
    </section>
  );
}
