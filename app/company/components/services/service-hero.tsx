// The banner at the top of every service page (rules §3 "Page banner"): the page's one h1, its
// introduction, the consultation button and, beside the text, the service's drawing. The
// drawing is the page's largest paint, so it is fetched at once and first.
import type { ReactNode } from "react";
import type { ServiceBanner } from "../../content/service-pages/types";
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { cn } from "../../../lib/cn";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";

type ServiceHeroProps = {
  banner: ServiceBanner;
  /** The consultation button's label ('Talk with an Engineer', 'Request a Consultation'). */
  action: string;
  /** A second, quieter action after the consultation button. */
  children?: ReactNode;
};

export function ServiceHero({ banner, action, children }: ServiceHeroProps) {
  const t = useT(catalog);
  const { image } = banner;
  return (
    <section aria-labelledby="service-title" className="border-b border-slate-200 bg-brand-50">
      <div className={cn("mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20", image && "lg:grid-cols-2 lg:items-center")}>
        <div className={cn(!image && "max-w-3xl")}>
          <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">{banner.eyebrow}</p>
          <h1 id="service-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-brand-900 md:text-5xl">
            {banner.title}
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-700">{banner.subtitle}</p>
          <p className="mt-5 text-lg text-slate-700">{banner.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ContactDialogButton
              className="btn-primary"
              description={t("About {service}: tell us about your project and an engineer will answer within one business day.", {
                service: banner.title.toLowerCase(),
              })}
            >
              {action}
            </ContactDialogButton>
            {children}
          </div>
        </div>
        {image ? (
          <Drawing
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="w-full rounded-lg border border-slate-300 bg-white shadow-sm"
          />
        ) : null}
      </div>
    </section>
  );
}
