// The six sections under the hero (rules §2 "Home page"): about, products, services, projects,
// teaming opportunities and contact, in that order.
import type { ComponentProps } from "react";
import { AboutSection } from "./about-section";
import { ContactSection } from "./contact-section";
import { ProductsSection } from "./products-section";
import { ProjectsSection } from "./projects-section";
import { ServicesSection } from "./services-section";
import { TeamingSection } from "./teaming-section";

export type HomeSectionsProps = {
  about: ComponentProps<typeof AboutSection>["content"];
  products: ComponentProps<typeof ProductsSection>;
  services: ComponentProps<typeof ServicesSection>;
  projects: ComponentProps<typeof ProjectsSection>;
  teaming: ComponentProps<typeof TeamingSection>["content"];
  contact: ComponentProps<typeof ContactSection>["content"];
};

/** Everything below the hero; the page hydrates it by its id once it nears the viewport. */
export default function HomeSections({ about, products, services, projects, teaming, contact }: HomeSectionsProps) {
  return (
    <div id="home-sections">
      <AboutSection content={about} />
      <ProductsSection {...products} />
      <ServicesSection {...services} />
      <ProjectsSection {...projects} />
      <TeamingSection content={teaming} />
      <ContactSection content={contact} />
    </div>
  );
}
