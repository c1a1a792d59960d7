// The cards inside the Products and Services dropdowns (spec §2 Header "Dropdown cards").
import { Link } from "react-router";
import { learnPath, productPath, products } from "../../content/products";
import { catalogueServices, servicePath } from "../../content/services";

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0];

export function ProductsPanel() {
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.slug} className="flex flex-col rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-brand-900">{product.title}</p>
            <div className="flex-1">
              <p className="mt-1 line-clamp-3 text-xs text-slate-600">{firstSentence(product.description)}</p>
            </div>
            <div className="mt-3 flex gap-3 text-sm font-semibold">
              <Link to={learnPath(product)} className="text-brand-700 hover:underline">
                Learn
                <span className="sr-only"> about {product.title}</span>
              </Link>
              <Link to={`${productPath(product)}#quote`} className="text-accent-600 hover:underline">
                Order
                <span className="sr-only"> {product.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/products" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        Browse all products
      </Link>
    </div>
  );
}

export function ServicesPanel() {
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
