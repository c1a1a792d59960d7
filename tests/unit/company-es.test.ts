// The company pages' Spanish content (docs/decisions/0065-the-spanish-edition.md): what the pages
// show in Spanish where text is laid over the English structure and joined with other content (the
// company's figures, the drawings, the service aliases), and the privacy policy states the
// retention periods the daily job enforces.
import { describe, expect, it } from "vitest";
import { RETENTION } from "../../app/lib/retention";
import { LOCALES } from "../../app/lib/locale";
import { storyIn } from "../../app/company/content/about";
import { aboutSectionIn, heroSlidesIn } from "../../app/company/content/home";
import { heroImagesIn } from "../../app/company/content/hero-images";
import { privacySectionsIn } from "../../app/company/content/privacy";
import { projects } from "../../app/company/content/projects";
import { companyPagesIn } from "../../app/company/content/seo";
import { servicePagesIn } from "../../app/company/content/services-seo";
import { serviceAliasesIn, SPECIALIZATIONS, specializationLabelsIn } from "../../app/company/content/service-aliases";
import { listingCardsIn } from "../../app/company/content/service-pages/consultation-listing";
import { serviceDrawingsIn } from "../../app/company/content/service-pages/drawings";
import { consultationContent } from "../../app/company/content/service-pages/engineering-consultation";
import { serviceCardsIn } from "../../app/company/content/service-pages/overview";
import { catalogueServicesIn } from "../../app/company/content/services";
import { company } from "../../app/site/company";
import { ANSWER_PROMISE, company as companyEs } from "../../app/site/company.es";
import { categoryLabelsIn } from "../../app/company/content/projects";

/** A period as the Spanish policy writes it: the twin of periodInWords in app/lib/retention.ts. */
function periodInSpanish(days: number): string {
  const words = ["", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"];
  if (days % 365 === 0) return days === 365 ? "un año" : `${words[days / 365] ?? days / 365} años`;
  if (days > 60) return `${Math.round(days / 30.44)} meses`;
  return `${words[days] ?? days} días`;
}

describe("the Spanish privacy policy", () => {
  const retention = privacySectionsIn("es").find((section) => section.id === "data-retention")!;
  const text = (term: string) =>
    retention.blocks.flatMap((block) => (block.kind === "list" ? block.items : [])).find((item) => item.term === term)?.text ?? "";

  it("states the periods of app/lib/retention.ts", () => {
    expect(text("Solicitudes de contacto y de cotización")).toMatch(new RegExp(`^${periodInSpanish(RETENTION.requestsDays)} `));
    expect(text("Páginas visitadas")).toContain(`hasta ${periodInSpanish(RETENTION.pageViewsDays)};`);
    expect(text("Postulaciones y currículums")).toMatch(new RegExp(`^${periodInSpanish(RETENTION.applicationsAfterFilledDays)} `));
    expect(text("Suscripciones a alertas de empleo")).toContain(`después de ${periodInSpanish(RETENTION.unconfirmedAlertsDays)}.`);
    expect(text("Cuentas")).toContain(`no se confirma se elimina después de ${periodInSpanish(RETENTION.unconfirmedAccountsDays)},`);
    expect(text("Copias de los correos que enviamos a usted y a nuestro personal sobre una solicitud")).toBe(
      `${periodInSpanish(RETENTION.mailDays)}.`,
    );
    expect(text("Registros de límite de envíos")).toContain(`${RETENTION.rateLimitMinutes} minutos después`);
  });
});

describe("the company's figures in the Spanish text", () => {
  it("are filled in where the text names them", () => {
    expect(aboutSectionIn("es").title).toBe(`Concreto presforzado colado en Ciudad de Belice desde ${company.foundedYear}`);
    expect(aboutSectionIn("es").paragraphs[0]).toMatch(new RegExp(`^Durante más de ${company.figures.years.replace("+", "")} años, `));
    expect(storyIn("es").badges).toEqual([`Desde ${company.foundedYear}`, `${company.figures.years} años`]);
    expect(storyIn("es").paragraphs[0]).toMatch(new RegExp(`^${company.name} se fundó en Ciudad de Belice en ${company.foundedYear} `));
  });

  it("leave no placeholder unfilled in either language", () => {
    const placeholder = /\{[A-Za-z]+\}/;
    for (const locale of LOCALES) {
      expect(JSON.stringify([aboutSectionIn(locale), storyIn(locale)])).not.toMatch(placeholder);
    }
  });
});

describe("the Spanish service pages", () => {
  it("give each specialisation a Spanish label", () => {
    for (const key of SPECIALIZATIONS) expect(specializationLabelsIn("es")[key]).not.toBe(key);
    expect(specializationLabelsIn("en")).toEqual({
      marine: "marine",
      bridge: "bridge",
      structural: "structural",
      foundation: "foundation",
    });
  });

  it("pick the specialisation's content in the page's language, with its drawing in that language", () => {
    expect(consultationContent("bridge", "es").title).toBe("Ingeniería de puentes");
    expect(consultationContent("bridge", "es").drawing).toEqual(serviceDrawingsIn("es").bridge);
    expect(consultationContent("bridge").drawing).toEqual(serviceDrawingsIn("en").bridge);
    expect(consultationContent("tunnels", "es").title).toBe("Ingeniería que conoce el prefabricado");
    expect(consultationContent("tunnels", "es").drawing).toEqual(serviceDrawingsIn("es").consultation);
  });

  it("show the hero slides, service cards and listing cards with text and drawings in one language", () => {
    const slides = heroSlidesIn("es");
    expect(slides.map((slide) => slide.image)).toEqual(heroImagesIn("es"));
    const services = catalogueServicesIn("es");
    expect(serviceCardsIn("es").map(({ title, description }) => ({ title, description }))).toEqual(
      services.map(({ title, description }) => ({ title, description })),
    );
    const cards = listingCardsIn("es");
    const aliases = serviceAliasesIn("es");
    expect(cards.map((card) => card.href)).toEqual([
      "/services/engineering-consultation",
      "/services/structural-design",
      "/services/bridge-design",
      "/services/marine-engineering",
      "/services/sea-wall-design",
      "/services/foundation-design",
      "/services/quality-assurance",
      "/services/general-construction",
    ]);
    expect(cards[2]).toMatchObject({
      title: aliases[1]!.title,
      description: aliases[1]!.description,
      image: serviceDrawingsIn("es").bridge,
    });
  });

  it("give each project and alias its search entry in Spanish", () => {
    const pages = [...companyPagesIn("es"), ...servicePagesIn("es")];
    expect(pages.find((page) => page.path === "/projects/haulover-bridge")?.title).toBe(
      "Puente Haulover | Proyecto de infraestructura | M&M",
    );
    for (const alias of serviceAliasesIn("es")) {
      expect(pages.find((page) => page.path === `/services/${alias.alias}`)).toMatchObject({
        title: alias.seoTitle,
        description: alias.seoDescription,
      });
    }
  });
});

describe("the Spanish projects and company texts", () => {
  it("give each project category a Spanish label", () => {
    for (const project of projects) expect(categoryLabelsIn("es")[project.category]).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });

  it("translate the company's display texts and state its hours in Belize time (UTC−6)", () => {
    expect(companyEs.tagline).toContain(String(company.foundedYear));
    expect(ANSWER_PROMISE.request).toContain("hora de Belice (UTC−6)");
  });
});
