// Home "products" (rules §2 "Home page"): the eight product lines with their cross-section
// drawings, each card linking to its product page, then 'View all products'.
import { Link } from "../../../ui/link";
import { SectionHeading } from "./section-heading";
import { Measured } from "../../../ui/measured";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";

type ProductTeaser = { title: string; slug: string; summary: string };

type ProductsSectionProps = {
  content: { eyebrow: string; title: string; intro: string };
  products: readonly ProductTeaser[];
};

export function ProductsSection({ content, products }: ProductsSectionProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <section aria-labelledby="home-products" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="home-products" {...content} />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {products.map((product) => (
            <li
              key={product.slug}
              className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
            >
              <Drawing
                src={`/images/products/${product.slug}.svg`}
                // {product} is the name as it runs in the sentence, {title} as written: a translation uses the one its wording needs.
                alt={t("Cross-section drawing of {product}", { product: product.title.toLowerCase(), title: product.title })}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full border-b border-slate-200 bg-slate-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-3 sm:p-5">
                <h3 className="text-sm font-semibold text-brand-900 sm:text-base">
                  {/* The whole card is the link's target area; the name stays the title. */}
                  <Link
                    to={to(`/products/${product.slug}`)}
                    className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
                  >
                    {product.title}
                  </Link>
                </h3>
                {/* Phones show two cards a row: names only, the drawings say the rest. */}
                <p className="mt-2 hidden text-sm text-slate-600 sm:block">
                  <Measured text={product.summary} />
                </p>
              </div>
            </li>
          ))}
        </ul>
        <Link to={to("/products")} className="btn-primary mt-10">
          {t("View all products")}
        </Link>
      </div>
    </section>
  );
}
