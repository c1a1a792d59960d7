// JSON-LD for search engines (rules §3 "Structured data kinds": organization, website,
// breadcrumb, product, service). rules §1: structured data names the United States as the
// country products are delivered to.
import { plainText } from "../../lib/units";
import { company, type CompanyContact } from "../../company/content/company";
import { productPath, products, productSku } from "../../catalogue/content/products";
import { productSummary } from "../../catalogue/content/product-summaries";
import type { StructuredDataKind } from "./seo-types";
import { breadcrumbs } from "./breadcrumbs";
import { canonicalUrl } from "../site-map";

type JsonLd = Record<string, unknown>;
type Context = { siteUrl: string; contact: CompanyContact };

function organization({ siteUrl, contact }: Context): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": canonicalUrl(siteUrl, "/#organization"),
    name: company.name,
    legalName: company.legalName,
    url: canonicalUrl(siteUrl, "/"),
    logo: canonicalUrl(siteUrl, "/favicon.svg"),
    foundingDate: String(company.foundedYear),
    telephone: contact.phone,
    email: contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressCountry: company.address.countryCode,
    },
  };
}

function website({ siteUrl }: Context): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: company.name,
    url: canonicalUrl(siteUrl, "/"),
    publisher: { "@id": canonicalUrl(siteUrl, "/#organization") },
  };
}

function product(slug: string, { siteUrl }: Context): JsonLd | undefined {
  const item = products.find((p) => p.slug === slug);
  if (!item) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.title,
    description: plainText(productSummary(item.slug).description),
    sku: productSku(item),
    category: item.categories.join(", "),
    image: canonicalUrl(siteUrl, `/share/products/${item.slug}.png`),
    url: canonicalUrl(siteUrl, productPath(item)),
    brand: { "@type": "Brand", name: company.name },
    manufacturer: { "@id": canonicalUrl(siteUrl, "/#organization") },
    offers: {
      "@type": "Offer",
      url: canonicalUrl(siteUrl, productPath(item)),
      availability: "https://schema.org/MadeToOrder",
      areaServed: { "@type": "Country", name: "United States" },
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "US" },
      },
      seller: { "@id": canonicalUrl(siteUrl, "/#organization") },
    },
  };
}

function service(kind: Extract<StructuredDataKind, { kind: "service" }>, path: string, { siteUrl }: Context): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: kind.name,
    description: plainText(kind.description),
    serviceType: kind.serviceType ?? kind.name,
    url: canonicalUrl(siteUrl, path),
    provider: {
      "@type": "Organization",
      name: company.name,
      url: canonicalUrl(siteUrl, "/"),
    },
    areaServed: [
      { "@type": "Country", name: "Belize" },
      { "@type": "Country", name: "United States" },
    ],
  };
}

function breadcrumbList(path: string, { siteUrl }: Context): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbs(path)
      .filter((crumb) => crumb.page !== false)
      .map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.label,
        item: canonicalUrl(siteUrl, crumb.href),
      })),
  };
}

/** Every JSON-LD object for a page: its own kinds, then its breadcrumb trail. */
export function structuredData(path: string, kinds: readonly StructuredDataKind[], context: Context): JsonLd[] {
  const objects = kinds.map((kind) => {
    switch (kind.kind) {
      case "organization":
        return organization(context);
      case "website":
        return website(context);
      case "product":
        return product(kind.slug, context);
      case "service":
        return service(kind, path, context);
    }
  });
  return [...objects.filter((o): o is JsonLd => o !== undefined), breadcrumbList(path, context)];
}
