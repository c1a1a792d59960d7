// The site search index (docs/decisions/0049-site-search.md), one per language, built from the typed
// content (the Spanish one with the content's Spanish text) and the open positions in D1, kept in KV under a
// version made of the build and the open positions: a deploy or a new posting makes a new index,
// nothing else rebuilds it. Each language has its own KV key; the Spanish entries link to /es/ pages.
import {
  applicationLabelsIn,
  applicationPhrasesIn,
  APPLICATIONS,
  categoryLabelsIn as filterCategoryLabelsIn,
  type Application,
} from "../catalogue/content/catalogue-filters";
import { keywordList, LEARN_SLUGS, productPath, products, type Product } from "../catalogue/content/products";
import { productsIn } from "../catalogue/content/localized-products";
import { productSummary } from "../catalogue/content/product-summaries";
import { productDetail, specLabel } from "../catalogue/content/product-details/index";
import type { ProductDetail } from "../catalogue/content/product-details/types";
import { projects, type Project } from "../company/content/projects";
import { categoryLabelsIn, projectsIn } from "../company/content/projects";
import { serviceAliasesIn, type ServiceAlias } from "../company/content/service-aliases";
import { listActiveJobs } from "../careers/applications.server";
import { jobPath, jobValue, type Job } from "../careers/filters";
import { catalog as careersCatalog } from "../careers/translations";
import { hex } from "../lib/hex";
import type { PageEntry } from "../site/seo-types";
import { cachedDocument } from "../server/kv-cache.server";
import { serverT } from "../server/i18n.server";
import { plainText } from "../lib/units";
import { localePath, TRANSLATED, type Locale } from "../lib/locale";
import { msg } from "../lib/messages";
import { catalog } from "./translations";
import { relatedWords } from "./related";
import type { SearchEntry, SearchIndex } from "./search";

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;
/** A page's title without the site's name after it ("Box Beams | M&M" → "Box Beams"). */
const pageTitle = (title: string) => title.split(" | ")[0]!;
/** A product's title and its search words, as one text. */
const titleAndKeywords = (product: Product) => `${product.title} ${keywordList(product).join(" ")}`;

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
  /** Whether a project's products are its words by name; English has them by slug, as its index always had. */
  productsByName: boolean;
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
  "site-design": "diseño de conjunto",
  transportation: "transporte",
};

const CONTENT: Record<Locale, Content> = {
  en: {
    products,
    detail: productDetail,
    specLabel: (label) => label,
    categoryWords: (product) => [...product.categories, ...product.applications],
    application: (application, used) => ({
      title: applicationPhrasesIn("en")[application],
      snippet: `Products for ${application} work: ${used.map((product) => product.title).join(", ")}.`,
      words: [application, ...used.map(titleAndKeywords)].join(" "),
    }),
    aliases: serviceAliasesIn("en"),
    aliasWords: (alias) => alias.specialization,
    learnWords: "learn guide how explainer",
    projects,
    projectWords: (project) => [project.category, project.type],
    productsByName: false,
    otherWords: () => [],
  },
  es: {
    products: productsIn("es"),
    detail: (slug) => productDetail(slug, "es"),
    specLabel: (label) => specLabel(label, "es"),
    categoryWords: (product) => [
      ...product.categories.map((category) => filterCategoryLabelsIn("es")[category]),
      ...product.applications.map((application) => applicationLabelsIn("es")[application]),
    ],
    application: (application, used) => ({
      title: applicationPhrasesIn("es")[application],
      snippet: serverT("es", catalog)(PRODUCTS_FOR, {
        application: applicationPhrasesIn("es")[application].toLowerCase(),
        products: used.map((product) => product.title).join(", "),
      }),
      words: [applicationLabelsIn("es")[application], ...used.map(titleAndKeywords)].join(" "),
    }),
    aliases: serviceAliasesIn("es"),
    aliasWords: (alias) => `${SPECIALIZATION_ES[alias.specialization]} ${alias.title}`,
    learnWords: "guía técnica cómo se fabrica qué es explicación",
    projects: projectsIn("es"),
    projectWords: (project) => [categoryLabelsIn("es")[project.category], PROJECT_TYPE_ES[project.type]],
    productsByName: true,
    otherWords: (product) => {
      const english = products.find((item) => item.slug === product.slug);
      return english ? [english.title, ...keywordList(english)] : [];
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
          ...keywordList(product),
          ...content.categoryWords(product),
          summary.description,
          ...summary.specifications.map((row) => `${content.specLabel(row.label)} ${row.value}`),
          ...(detail?.applications ?? []),
          ...content.otherWords(product),
          // What buyers may call a thing we do not make, that this product stands nearest to (./related.ts).
          relatedWords(product.slug),
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
    if (entry && product) entry.text += ` ${titleAndKeywords(product)} ${content.learnWords}`;
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
          ...(content.productsByName ? names : project.products.map((item) => item.slug.replace(/-/g, " "))),
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

/** A job's words in each language's index: Spanish adds its names of the job's values and its own words for a job. */
const JOB_WORDS: Record<Locale, (job: Job, shown: Record<"department" | "location" | "type", string>) => string> = {
  en: (job) => `${job.description} ${job.department} ${job.location} ${job.type} careers job position vacancy`,
  es: (job, { department, location, type }) =>
    `${job.description} ${department} ${location} ${type} ${job.department} ${job.type} empleo trabajo puesto vacante careers job`,
};

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
      url: localePath(locale, jobPath(job.id)),
      snippet: `${department} · ${location} · ${type}`,
      text: JOB_WORDS[locale](job, { department, location, type }),
      // Staff write the postings in English: a translated page marks the title's language.
      ...(TRANSLATED[locale] ? { titleLang: "en" as const } : {}),
    };
  });
  const version = `${build}.${await stamp(JSON.stringify(jobEntries))}`;
  const doc = await cachedDocument(env.CACHE, DOCUMENT[locale], version, async () =>
    JSON.stringify([...(await contentEntries(locale, pages)), ...jobEntries]),
  );
  return { version, entries: JSON.parse(doc.body) as SearchEntry[], fromCache: doc.fromCache };
}
