// The site search index (docs/decisions/0049-site-search.md), built from the typed content and the
// open positions in D1, kept in KV under a version made of the build and the open positions: a
// deploy or a new posting makes a new index, nothing else rebuilds it.
import { APPLICATIONS } from "../catalogue/content/catalogue-filters";
import { LEARN_SLUGS, productPath, products } from "../catalogue/content/products";
import { productSummary } from "../catalogue/content/product-summaries";
import { productDetail } from "../catalogue/content/product-details/index";
import { projects } from "../company/content/projects";
import { serviceAliases } from "../company/content/service-aliases";
import { listActiveJobs } from "../careers/applications.server";
import { pages } from "../shell/pages";
import { cachedDocument } from "../server/kv-cache.server";
import { plainText } from "../lib/units";
import { capitalise } from "../lib/words";
import type { SearchEntry, SearchIndex } from "./search";

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;
/** A page's title without the site's name after it ("Box Beams | M&M" → "Box Beams"). */
const pageTitle = (title: string) => title.split(" | ")[0]!;

async function contentEntries(): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = [];
  for (const product of products) {
    const summary = productSummary(product.slug);
    const detail = await productDetail(product.slug);
    entries.push({
      group: "Products",
      title: product.title,
      url: productPath(product),
      snippet: plainText(firstSentence(summary.description)),
      text: plainText(
        [
          ...product.keywords,
          ...product.categories,
          ...product.applications,
          summary.description,
          ...summary.specifications.map((row) => `${row.label} ${row.value}`),
          ...(detail?.applications ?? []),
        ].join(" · "),
      ),
      ...(product.span ? { span: [product.span.from, product.span.to ?? product.span.from] as const } : {}),
    });
  }
  for (const application of APPLICATIONS) {
    const used = products.filter((product) => product.applications.includes(application));
    entries.push({
      group: "Applications",
      title: `${capitalise(application)} applications`,
      url: `/products?application=${application}`,
      snippet: `Products for ${application} work: ${used.map((product) => product.title).join(", ")}.`,
      text: [application, ...used.map((product) => `${product.title} ${product.keywords.join(" ")}`)].join(" "),
    });
  }
  for (const page of pages) {
    if (page.sitemap === false) continue;
    const group = page.path.startsWith("/services") ? "Services" : page.path.startsWith("/products/learn/") ? "Learn" : null;
    if (!group) continue;
    entries.push({
      group,
      title: pageTitle(page.title),
      url: page.path,
      snippet: plainText(page.description),
      text: plainText(page.description),
    });
  }
  // The specialisations of engineering consultation are pages of their own (kept out of the sitemap).
  for (const alias of serviceAliases) {
    entries.push({
      group: "Services",
      title: alias.title,
      url: `/services/${alias.alias}`,
      snippet: plainText(alias.description),
      text: alias.specialization,
    });
  }
  for (const slug of LEARN_SLUGS) {
    const entry = entries.find((item) => item.url === `/products/learn/${slug}`);
    const product = products.find((item) => item.slug === slug);
    if (entry && product) entry.text += ` ${product.title} ${product.keywords.join(" ")} learn guide how explainer`;
  }
  for (const project of projects) {
    entries.push({
      group: "Projects",
      title: project.title,
      url: `/projects/${project.id}`,
      snippet: plainText(project.description),
      text: plainText(
        [
          project.category,
          project.type,
          project.location,
          ...project.scope,
          ...project.products.map((item) => item.slug.replace(/-/g, " ")),
        ].join(" "),
      ),
    });
  }
  return entries;
}

/** A short, stable stamp of what the open positions are. */
async function stamp(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function searchIndex(env: Pick<Env, "DB" | "CACHE">, build: string): Promise<SearchIndex & { fromCache: boolean }> {
  const jobs = await listActiveJobs(env.DB);
  const jobEntries: SearchEntry[] = jobs.map((job) => ({
    group: "Jobs",
    title: job.title,
    url: `/careers?apply=${job.id}#apply`,
    snippet: `${job.department} · ${job.location} · ${job.type}`,
    text: `${job.description} ${job.department} ${job.location} ${job.type} careers job position vacancy`,
  }));
  const version = `${build}.${await stamp(JSON.stringify(jobEntries))}`;
  const doc = await cachedDocument(env.CACHE, "search-index", version, async () =>
    JSON.stringify([...(await contentEntries()), ...jobEntries]),
  );
  return { version, entries: JSON.parse(doc.body) as SearchEntry[], fromCache: doc.fromCache };
}
