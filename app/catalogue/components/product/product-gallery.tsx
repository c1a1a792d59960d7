// 'Real World Applications' (rules §2): four scenes in a 2-column grid (1 on phones), fading in
// as they load, then 'Request a Similar Solution'. Each caption is always shown under its
// picture; the 'Project Spotlight' label on hover is decoration and hidden from screen readers.
// Request a Similar Solution carries the product, as Request a Quote does.
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { FadeInImage } from "./fade-in-image";
import { Measured } from "../../../ui/measured";
import { bothUnits } from "../../../ui/both-units";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { inSentence } from "../../in-sentence";

type GalleryImage = { src: string; alt: string; caption: string };

/** Gallery scenes are drawn at 800x600 (4:3, rules §9). */
const SIZE = { width: 800, height: 600 };

export function ProductGallery({ title, slug, images }: { title: string; slug: string; images: readonly GalleryImage[] }) {
  const t = useT(catalog);
  const name = inSentence(title, t.locale);
  return (
    <section aria-labelledby="gallery-title" data-print="hide" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id="gallery-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
          {t("Real World Applications")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t("Typical projects built with {title}, drawn by our engineers.", { title: name })}
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {images.map((image) => (
            <li key={image.src}>
              <figure className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <div className="relative">
                  <FadeInImage
                    src={image.src}
                    alt={bothUnits(image.alt)}
                    width={SIZE.width}
                    height={SIZE.height}
                    className="h-auto w-full bg-slate-100"
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-3 left-3 rounded-full bg-brand-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase opacity-0 transition-opacity group-hover:opacity-100 motion-reduce:transition-none"
                  >
                    {t("Project Spotlight")}
                  </span>
                </div>
                <figcaption className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
                  <Measured text={image.caption} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ContactDialogButton
            className="btn-primary"
            product={{ slug, title }}
            description={t("Planning a project like these with {title}? Tell us about your site and an engineer will propose a solution.", {
              title: name,
            })}
          >
            {t("Request a Similar Solution")}
          </ContactDialogButton>
        </div>
      </div>
    </section>
  );
}
