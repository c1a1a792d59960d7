import { Link } from "react-router";
import { useSiteData } from "../hooks/use-site-data";
import { company } from "../content/company";
import { productPath, products } from "../content/products";
import { AddToQuoteButton } from "../components/add-to-quote-button";
import type { Route } from "./+types/home";

export default function Home() {
  const site = useSiteData();
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28">
          <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">Since {company.foundedYear}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">
            Precast and prestressed concrete, engineered in Belize
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            Piles for wharves and bridges, double tees and hollow core for floors and roofs, beams and bridge planks:
            designed by our engineers and cast at our Belize City plant for {company.figures.years} years.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/contact" className="btn-primary bg-accent-600 hover:bg-accent-700">
              Let's Talk
            </Link>
            {site ? (
              <a href={`mailto:${site.contact.email}`} className="btn-secondary">
                Email {site.contact.email}
              </a>
            ) : null}
          </div>
        </div>
      </section>
      <section aria-labelledby="products-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="products-title" className="text-2xl font-bold">
          What we make
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.slug} className="flex flex-col rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold text-brand-800">{product.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{product.description}</p>
              <AddToQuoteButton
                item={{ id: productPath(product), name: product.title, category: "products" }}
                className="mt-4 self-start"
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
