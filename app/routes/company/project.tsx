// /projects/:id: one project as a case study (docs/decisions/0054-project-case-studies.md): the
// drawing, what was built, where, who took part where known, the scope, and our products in it
// with links; structured data so search engines read the same facts.
import { data } from "react-router";
import { Link } from "../../ui/link";
import { projectsIn } from "../../company/localized.server";
import { productPath } from "../../catalogue/content/products";
import { productsIn } from "../../catalogue/content/localized-products";
import { localeOf, localePath } from "../../lib/locale";
import { serverT } from "../../server/i18n.server";
import { useLocalePath, useT } from "../../ui/use-t";
import { catalog } from "../../company/translations";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { canonicalUrl } from "../../site/canonical-url";
import { plainText, withUnits } from "../../lib/units";
import { Measured } from "../../ui/measured";
import type { Route } from "./+types/project";
import { Drawing } from "../../ui/drawing";
import { contactPath } from "../../contact/quoted-product";

export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const t = serverT(locale, catalog);
  const products = productsIn(locale);
  const project = projectsIn(locale).find((p) => p.id === params.id);
  if (!project) {
    console.warn("404: no page at", url.pathname);
    throw data(null, { status: 404 });
  }
  const used = project.products.flatMap(({ slug, quantity }) => {
    const product = products.find((p) => p.slug === slug);
    return product ? [{ title: product.title, path: productPath(product), quantity: quantity ?? null }] : [];
  });
  const people = (
    [
      [t("Client"), project.client],
      [t("Contractor"), project.contractor],
      [t("Engineer"), project.engineer],
    ] as const
  ).flatMap(([label, name]) => (name ? [{ label, name }] : []));
  return withHead(
    url,
    withUnits(
      {
        project: {
          title: project.title,
          category: project.category,
          description: project.description,
          image: project.image,
          location: project.location,
          scope: project.scope,
        },
        people,
        used,
        // Request a Similar Solution: the request form naming this project (app/contact/quoted-product.ts).
        similarPath: contactPath(null, localePath(locale, `/projects/${project.id}`), project),
      },
      locale,
    ),
    {
      jsonLd: ({ siteUrl }) => [
        {
          "@context": "https://schema.org",
          "@type": "CreativeWork",
          name: project.title,
          description: plainText(project.description, "both", locale),
          genre: project.category,
          url: canonicalUrl(siteUrl, url.pathname),
          image: canonicalUrl(siteUrl, project.image.src),
          locationCreated: { "@type": "Place", name: project.location },
          creator: { "@id": canonicalUrl(siteUrl, "/#organization") },
          ...(people.length
            ? { contributor: people.map(({ label, name }) => ({ "@type": "Organization", name, description: label })) }
            : {}),
          about: used.map((item) => ({ "@type": "Product", name: item.title, url: canonicalUrl(siteUrl, localePath(locale, item.path)) })),
        },
      ],
    },
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, people, used, similarPath } = loaderData;
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <article className="bg-white" aria-labelledby="project-title">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{project.category}</p>
          <h1 id="project-title" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">
            {project.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            <Measured text={project.description} />
          </p>

          <dl className="mt-8 divide-y divide-slate-200 border-y border-slate-200 text-sm">
            <Fact label={t("Location")}>{project.location}</Fact>
            {people.map(({ label, name }) => (
              <Fact key={label} label={label}>
                {name}
              </Fact>
            ))}
            <Fact label={t("Scope")}>
              <ul className="space-y-1">
                {project.scope.map((item) => (
                  <li key={item}>
                    <Measured text={item} />
                  </li>
                ))}
              </ul>
            </Fact>
            {used.length ? (
              <Fact label={t("Our products")}>
                <ul className="space-y-1">
                  {used.map((item) => (
                    <li key={item.path}>
                      <Link to={to(item.path)} className="-my-0.5 inline-block py-0.5 font-semibold text-brand-700 hover:underline">
                        {item.title}
                      </Link>
                      {item.quantity ? (
                        <span className="text-slate-700">
                          {" "}
                          · <Measured text={item.quantity} />
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </Fact>
            ) : null}
          </dl>

          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={to(similarPath)} className="btn-primary">
              {t("Request a Similar Solution")}
            </Link>
            <Link to={to("/projects")} className="btn-secondary">
              {t("All projects")}
            </Link>
          </div>
        </div>
        <figure className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 shadow-sm">
          <Drawing
            src={project.image.src}
            width={project.image.width}
            height={project.image.height}
            alt={project.image.alt}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </figure>
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-4 py-3">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="col-span-2 text-slate-700">{children}</dd>
    </div>
  );
}
