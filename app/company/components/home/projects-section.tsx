// Home "projects" (rules §2 "Home page"): a teaser of the gallery on /projects.
import { Link } from "../../../ui/link";
import { SectionHeading } from "./section-heading";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { Drawing } from "../../../ui/drawing";

type ProjectTeaser = {
  id: string;
  title: string;
  category: string;
  image: { src: string; alt: string; width: number; height: number };
};

type ProjectsSectionProps = {
  content: { eyebrow: string; title: string; intro: string };
  projects: readonly ProjectTeaser[];
};

export function ProjectsSection({ content, projects }: ProjectsSectionProps) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <section aria-labelledby="home-projects" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="home-projects" {...content} />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {projects.map((project) => (
            <li key={project.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
              <Drawing
                src={project.image.src}
                alt={project.image.alt}
                width={project.image.width}
                height={project.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full border-b border-slate-200 object-cover"
              />
              <div className="p-3 sm:p-4">
                <h3 className="text-sm font-semibold text-brand-900 sm:text-base">{project.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{project.category}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link to={to("/projects")} className="btn-primary mt-10">
          {t("See all projects")}
        </Link>
      </div>
    </section>
  );
}
