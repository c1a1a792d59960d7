// The top of a product page: drawing, description and the Request a Quote button, whose request
// carries the product (app/contact/quoted-product.ts). The section is the #quote anchor the
// header's Order links point at.
import { Link } from "../../../ui/link";
import { ContactDialogButton } from "../../../contact/components/contact-dialog";
import { AddToQuoteButton } from "../../../contact/components/add-to-quote-button";
import { productPath } from "../../content/products";
import { ProductImage } from "../product-image";
import { Measured } from "../../../ui/measured";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { inSentence } from "../../in-sentence";

type Props = {
  product: { slug: string; title: string; description: string; sku: string; learnPath: string | null };
  overview: string;
};

export function ProductHero({ product, overview }: Props) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <section id="quote" aria-labelledby="product-title" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {t("Precast & prestressed")} <span className="text-slate-600">· SKU {product.sku}</span>
          </p>
          <h1 id="product-title" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">
            {product.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            <Measured text={product.description} />
          </p>
          <p className="mt-3 text-slate-700">
            <Measured text={overview} />
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3" data-print="hide">
            <ContactDialogButton
              className="btn-primary"
              product={{ slug: product.slug, title: product.title }}
              description={t(
                "Request a quote for {title}: tell us the quantities, sizes, site and schedule, and an engineer will answer within one business day.",
                { title: inSentence(product.title, t.locale) },
              )}
            >
              {t("Request a Quote")}
            </ContactDialogButton>
            <AddToQuoteButton
              item={{ id: productPath(product), name: product.title, category: "products" }}
              className="px-5! py-2.5! text-sm!"
            />
            {product.learnPath ? (
              <Link to={to(product.learnPath)} className="btn-secondary">
                {t("Learn More")}
                <span className="sr-only"> {t("about {title}", { title: product.title })}</span>
              </Link>
            ) : null}
          </div>
        </div>
        {/* First on phones: the drawing is what the page is about, and its largest paint. */}
        <div className="order-first rounded-xl border border-slate-200 bg-white p-2 shadow-sm lg:order-none">
          <ProductImage product={product} loading="eager" fetchPriority="high" sizes="(min-width: 1024px) 600px, 100vw" />
        </div>
      </div>
    </section>
  );
}
