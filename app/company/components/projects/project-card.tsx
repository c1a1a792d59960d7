// One project in the gallery (rules §2 Projects): drawing, title, category; hovering the card or
// focusing its title (a link to the project's case study) reveals a short description over the
// drawing; the description is always in the accessibility tree.
import type { Project } from "../../content/projects";
import { Link } from "../../../ui/link";
import { Measured } from "../../../ui/measured";
import { useLocalePath } from "../../../ui/use-t";
import { Drawing } from "../../../ui/drawing";

/** The category comes as the reader's label (Spanish pages name it in Spanish). */
export type ProjectCardData = Pick<Project, "id" | "title" | "description" | "image"> & { category: string };

type ProjectCardProps = {
  project: ProjectCardData;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
  /** h2 on /projects, h3 where the gallery sits under a section heading (home teaser). */
  headingLevel?: 2 | 3;
};

export function ProjectCard({ project, eager = false, headingLevel = 2 }: ProjectCardProps) {
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `project-${project.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-project-card={project.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2"
    >
      <div className="px-4 pt-3 pb-4">
        <Heading id={titleId} className="font-semibold text-slate-900">
          {/* The whole card is the link's target area (the span covers it). */}
          <Link to={to(`/projects/${project.id}`)} className="outline-none hover:text-brand-700 hover:underline">
            <span aria-hidden="true" className="absolute inset-0 z-10" />
            {project.title}
          </Link>
        </Heading>
        <p className="mt-0.5 text-sm text-slate-600">{project.category}</p>
      </div>
      <div className="relative order-first aspect-[4/3] bg-slate-50">
        <Drawing
          src={project.image.src}
          width={project.image.width}
          height={project.image.height}
          alt={project.image.alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-cover"
        />
        <div className="absolute inset-0 flex items-end bg-brand-900/90 p-4 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-within:opacity-100 motion-reduce:transition-none">
          <p className="text-sm leading-relaxed text-white">
            <Measured text={project.description} />
          </p>
        </div>
      </div>
    </article>
  );
}
