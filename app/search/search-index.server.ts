// The site search index (docs/decisions/0049-site-search.md), one per language, built from the typed
// content (the Spanish one from the content twins) and the open positions in D1, kept in KV under a
// version made of the build and the open positions: a deploy or a new posting makes a new index,
// nothing else rebuilds it. Each language has its own KV key; the Spanish entries link to /es/ pages.
import { APPLICATIONS, type Application } from "../catalogue/content/catalogue-filters";
import { APPLICATION_CRUMB_LABELS_ES, APPLICATION_LABELS_ES, CATEGORY_LABELS_ES } from "../catalogue/content/catalogue-filters.es";
import { LEARN_SLUGS, productPath, products, type Product } from "../catalogue/content/products";
import { products as productsEs } from "../catalogue/content/products.es";
import { productSummary } from "../catalogue/content/product-summaries";
import { productDetail } from "../catalogue/content/product-details/index";
import type { ProductDetail, SpecLabel } from "../catalogue/content/product-details/types";
import { SPEC_LABELS_ES } from "../catalogue/content/product-details/types.es";
import { projects, type Project } from "../company/content/projects";
import { categoryLabelsIn, projectsIn } from "../company/content/projects";
import { serviceAliases, type ServiceAlias } from "../company/content/service-aliases";
import { serviceAliases as serviceAliasesEs } from "../company/content/service-aliases.es";
import { listActiveJobs } from "../careers/applications.server";
import { jobValue } from "../careers/filters";
import { catalog as careersCatalog } from "../careers/translations";
import { hex } from "../lib/hex";
import type { PageEntry } from "../site/seo-types";
import { cachedDocument } from "../server/kv-cache.server";
import { serverT } from "../server/i18n.server";
import { plainText } from "../lib/units";
import { capitalise } from "../lib/words";
import { localePath, type Locale } from "../lib/locale";
import { msg } from "../lib/messages";
import { catalog } from "./translations";
import type { SearchEntry, SearchIndex } from "./search";

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;
/** A page's title without the site's name after it ("Box Beams | M&M" → "Box Beams"). */
const pageTitle = (title: string) => title.split(" | ")[0]!;

/** The Spanish product pages' further content, by slug (the product route reads the same twins). */
const detailsEs = import.meta.glob<ProductDetail>("../catalogue/content/product-details/*.es.ts", { import: "detail" });
async function productDetailEs(slug: string): Promise<ProductDetail | undefined> {
  return detailsEs[`../catalogue/content/product-details/${slug}.es.ts`]?.();
}

/** What each language's index is made of: its content, and the words it adds that pages do not write. */
type Content = {
  products: readonly Product[];
  detail: (slug: string) => Promise<ProductDetail | undefined>;
  specLabel: (label: string) => string;
  categoryWords: (product: Product) => string[];
  application: (application: Application, used: readonly Product[]) => { title: string; snippet: string; words: string };
  aliases: readonly ServiceAlias[];
  aliasWords: (alias: ServiceAlias) => string;
  learnWords: string;
  projects: readonly Project[];
  projectWords: (project: Project) => string[];
  /** The product's words in the other language, for a visitor who writes that one (the Spanish index only). */
  otherWords: (product: Product) => string[];
};

const SPECIALIZATION_ES: Record<ServiceAlias["specialization"], string> = {
  marine: "marítima muelle muro costero",
  bridge: "puentes",
  structural: "estructural",
  foundation: "cimentaciones pilotes",
};

const PROJECT_TYPE_ES: Record<Project["type"], string> = {
  bridge: "puente",
  structural: "estructural",
  "site-design": "diseño de sitio",
  transportation: "transporte",
};

const CONTENT: Record<Locale, Content> = {
  en: {
    products,
    detail: productDetail,
    specLabel: (label) => label,
    categoryWords: (product) => [...product.categories, ...product.applications],
    application: (application, used) => ({
      title: `${capitalise(application)} applications`,
      snippet: `Products for ${application} work: ${used.map((product) => product.title).join(", ")}.`,
      words: [application, ...used.map((product) => `${product.title} ${product.keywords.join(" ")}`)].join(" "),
    }),
    aliases: serviceAliases,
    aliasWords: (alias) => alias.specialization,
    learnWords: "learn guide how explainer",
    projects,
    projectWords: (project) => [project.category, project.type],
    otherWords: () => [],
  },
  es: {
    products: productsEs,
    detail: productDetailEs,
    specLabel: (label) => (Object.hasOwn(SPEC_LABELS_ES, label) ? SPEC_LABELS_ES[label as SpecLabel] : label),
    categoryWords: (product) => [
      ...product.categories.map((category) => CATEGORY_LABELS_ES[category]),
      ...product.applications.map((application) => APPLICATION_LABELS_ES[application]),
    ],
    application: (application, used) => ({
      title: APPLICATION_CRUMB_LABELS_ES[application],
      snippet: serverT("es", catalog)(PRODUCTS_FOR, {
        application: APPLICATION_CRUMB_LABELS_ES[application].toLowerCase(),
        products: used.map((product) => product.title).join(", "),
      }),
      words: [APPLICATION_LABELS_ES[application], ...used.map((product) => `${product.title} ${product.keywords.join(" ")}`)].join(" "),
    }),
    aliases: serviceAliasesEs,
    aliasWords: (alias) => `${SPECIALIZATION_ES[alias.specialization]} ${alias.title}`,
    learnWords: "guía técnica cómo se fabrica qué es explicación",
    projects: projectsIn("es"),
    projectWords: (project) => [categoryLabelsIn("es")[project.category], PROJECT_TYPE_ES[project.type]],
    otherWords: (product) => {
      const english = products.find((item) => item.slug === product.slug);
      return english ? [english.title, ...english.keywords] : [];
    },
  },
};

/** The Spanish applications' snippet (the English one is written as it always was, in the English content above). */
const PRODUCTS_FOR = msg("Products for {application}: {products}.");

async function contentEntries(locale: Locale, pages: readonly PageEntry[]): Promise<SearchEntry[]> {
  const content = CONTENT[locale];
  const link = (path: string) => localePath(locale, path);
  const plain = (text: string) => plainText(text, "both", locale);
  const entries: SearchEntry[] = [];
  for (const product of content.products) {
    const summary = productSummary(product.slug, locale);
    const detail = await content.detail(product.slug);
    entries.push({
      group: "Products",
      title: product.title,
      url: link(productPath(product)),
      snippet: plain(firstSentence(summary.description)),
      text: plain(
        [
          ...product.keywords,
          ...content.categoryWords(product),
          summary.description,
          ...summary.specifications.map((row) => `${content.specLabel(row.label)} ${row.value}`),
          ...(detail?.applications ?? []),
          ...content.otherWords(product),
        ].join(" · "),
      ),
      ...(product.span ? { span: [product.span.from, product.span.to ?? product.span.from] as const } : {}),
    });
  }
  for (const application of APPLICATIONS) {
    const used = content.products.filter((product) => product.applications.includes(application));
    const { title, snippet, words } = content.application(application, used);
    entries.push({ group: "Applications", title, url: link(`/products?application=${application}`), snippet, text: words });
  }
  for (const page of pages) {
    if (page.sitemap === false) continue;
    const group = page.path.startsWith("/services") ? "Services" : page.path.startsWith("/products/learn/") ? "Learn" : null;
    if (!group) continue;
    entries.push({
      group,
      title: pageTitle(page.title),
      url: link(page.path),
      snippet: plain(page.description),
      text: plain(page.description),
    });
  }
  // The specialisations of engineering consultation are pages of their own (kept out of the sitemap).
  for (const alias of content.aliases) {
    entries.push({
      group: "Services",
      title: alias.title,
      url: link(`/services/${alias.alias}`),
      snippet: plain(alias.description),
      text: content.aliasWords(alias),
    });
  }
  for (const slug of LEARN_SLUGS) {
    const entry = entries.find((item) => item.url === link(`/products/learn/${slug}`));
    const product = content.products.find((item) => item.slug === slug);
    if (entry && product) entry.text += ` ${product.title} ${product.keywords.join(" ")} ${content.learnWords}`;
  }
  for (const project of content.projects) {
    const names = project.products.map(
      ({ slug }) => content.products.find((product) => product.slug === slug)?.title ?? slug.replace(/-/g, " "),
    );
    entries.push({
      group: "Projects",
      title: project.title,
      url: link(`/projects/${project.id}`),
      snippet: plain(project.description),
      text: plain(
        [
          ...content.projectWords(project),
          project.location,
          ...project.scope,
          // English: the products' slugs as words (as the index always had them); Spanish: their names.
          ...(locale === "en" ? project.products.map((item) => item.slug.replace(/-/g, " ")) : names),
        ].join(" "),
      ),
    });
  }
  return entries;
}

/** A short, stable stamp of what the open positions are. */
async function stamp(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return hex(digest.slice(0, 6));
}

/** The KV document of each language's index (the English one's name is the one it always had). */
const DOCUMENT: Record<Locale, string> = { en: "search-index", es: "search-index-es" };

export async function searchIndex(
  env: Pick<Env, "DB" | "CACHE">,
  build: string,
  locale: Locale,
  /** Every page of the language with its metadata (app/shell/pages.server.ts). */
  pages: readonly PageEntry[],
): Promise<SearchIndex & { fromCache: boolean }> {
  const jobs = await listActiveJobs(env.DB);
  const t = serverT(locale, careersCatalog);
  const jobEntries: SearchEntry[] = jobs.map((job) => {
    const [department, location, type] = [job.department, job.location, job.type].map((value) => jobValue(t, value));
    return {
      group: "Jobs",
      title: job.title,
      url: localePath(locale, `/careers?apply=${job.id}#apply`),
      snippet: `${department} · ${location} · ${type}`,
      text:
        locale === "en"
          ? `${job.description} ${job.department} ${job.location} ${job.type} careers job position vacancy`
          : `${job.description} ${department} ${location} ${type} ${job.department} ${job.type} empleo trabajo puesto vacante careers job`,
      // Staff write the postings in English: a Spanish page marks the title's language.
      ...(locale === "en" ? {} : { titleLang: "en" as const }),
    };
  });
  const version = `${build}.${await stamp(JSON.stringify(jobEntries))}`;
  const doc = await cachedDocument(env.CACHE, DOCUMENT[locale], version, async () =>
    JSON.stringify([...(await contentEntries(locale, pages)), ...jobEntries]),
  );
  return { version, entries: JSON.parse(doc.body) as SearchEntry[], fromCache: doc.fromCache };
}
