// JSON-LD for search engines (rules §3 "Structured data kinds": organization, website,
// breadcrumb, product, service). The company's phone, email, address and the area it delivers to
// are facts (app/site/facts.json): stated only when the page may show them (rules §12).
import { plainText } from "../../lib/units";
import { company } from "../../site/company";
import type { PublicFacts } from "../../site/facts";
import { productPath, productSku } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { productSummary } from "../../catalogue/content/product-summaries";
import type { StructuredDataKind } from "../../site/seo-types";
import { breadcrumbs } from "./breadcrumbs";
import { canonicalUrl } from "../../site/canonical-url";
import { LANGUAGE, localeOf, localePath, type Locale } from "../../lib/locale";

type JsonLd = Record<string, unknown>;
/** What a page's head is made from: the canonical origin and the facts the page may show. */
export type HeadContext = { siteUrl: string; facts: PublicFacts };
type Context = HeadContext;
/** The page the objects describe: its path (with its language prefix), title and description, in plain text. */
type Page = { path: string; title: string; description: string };

/** The delivery area's countries as schema.org places, named in the page's language. */
function countries({ facts }: Context, locale: Locale): JsonLd[] | undefined {
  if (!facts.delivery) return undefined;
  const names = new Intl.DisplayNames([LANGUAGE[locale].lang], { type: "region" });
  return facts.delivery.value.countries.map((code) => ({ "@type": "Country", name: names.of(code) ?? code }));
}

function organization({ siteUrl, facts }: Context): JsonLd {
  const address = facts.address?.value;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": canonicalUrl(siteUrl, "/#organization"),
    name: company.name,
    legalName: company.legalName,
    url: canonicalUrl(siteUrl, "/"),
    logo: canonicalUrl(siteUrl, "/favicon.svg"),
    foundingDate: String(company.foundedYear),
    ...(facts.phone ? { telephone: facts.phone.value } : {}),
    ...(facts.email ? { email: facts.email.value } : {}),
    ...(address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: address.street,
            addressLocality: address.city,
            addressCountry: address.countryCode,
          },
        }
      : {}),
  };
}

function website({ siteUrl }: Context, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: company.name,
    url: canonicalUrl(siteUrl, localePath(locale, "/")),
    inLanguage: LANGUAGE[locale].lang,
    publisher: { "@id": canonicalUrl(siteUrl, "/#organization") },
  };
}

/** The page itself, in its language. */
function webPage(page: Page, { siteUrl }: Context, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: canonicalUrl(siteUrl, page.path),
    inLanguage: LANGUAGE[locale].lang,
    isPartOf: { "@type": "WebSite", url: canonicalUrl(siteUrl, localePath(locale, "/")) },
  };
}

function product(slug: string, context: Context, locale: Locale): JsonLd | undefined {
  const { siteUrl, facts } = context;
  const areaServed = countries(context, locale);
  const item = productsIn(locale).find((p) => p.slug === slug);
  if (!item) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.title,
    description: plainText(productSummary(item.slug, locale).description, "both", locale),
    sku: productSku(item),
    category: item.categories.join(", "),
    image: canonicalUrl(siteUrl, `/share/products/${item.slug}.png`),
    url: canonicalUrl(siteUrl, localePath(locale, productPath(item))),
    brand: { "@type": "Brand", name: company.name },
    manufacturer: { "@id": canonicalUrl(siteUrl, "/#organization") },
    offers: {
      "@type": "Offer",
      url: canonicalUrl(siteUrl, localePath(locale, productPath(item))),
      availability: "https://schema.org/MadeToOrder",
      // Where it is delivered: the facts' delivery area, or nothing while that is unconfirmed on the live site.
      ...(areaServed && facts.delivery
        ? {
            areaServed,
            shippingDetails: {
              "@type": "OfferShippingDetails",
              shippingDestination: facts.delivery.value.countries.map((code) => ({ "@type": "DefinedRegion", addressCountry: code })),
            },
          }
        : {}),
      seller: { "@id": canonicalUrl(siteUrl, "/#organization") },
    },
  };
}

function service(kind: Extract<StructuredDataKind, { kind: "service" }>, path: string, context: Context, locale: Locale): JsonLd {
  const { siteUrl } = context;
  const areaServed = countries(context, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: kind.name,
    description: plainText(kind.description, "both", locale),
    serviceType: kind.serviceType ?? kind.name,
    url: canonicalUrl(siteUrl, path),
    provider: {
      "@type": "Organization",
      name: company.name,
      url: canonicalUrl(siteUrl, "/"),
    },
    ...(areaServed ? { areaServed } : {}),
  };
}

function breadcrumbList(path: string, { siteUrl }: Context, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbs(path, locale)
      .filter((crumb) => crumb.page !== false)
      .map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.label,
        item: canonicalUrl(siteUrl, crumb.href),
      })),
  };
}

/** Every JSON-LD object for a page: its own kinds, the page in its language, then its breadcrumb trail. */
export function structuredData(page: Page, kinds: readonly StructuredDataKind[], context: Context): JsonLd[] {
  const locale = localeOf(page.path);
  const objects = kinds.map((kind) => {
    switch (kind.kind) {
      case "organization":
        return organization(context);
      case "website":
        return website(context, locale);
      case "product":
        return product(kind.slug, context, locale);
      case "service":
        return service(kind, page.path, context, locale);
    }
  });
  return [
    ...objects.filter((o): o is JsonLd => o !== undefined),
    webPage(page, context, locale),
    breadcrumbList(page.path, context, locale),
  ];
}
