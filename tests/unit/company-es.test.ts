// The company pages' Spanish content (docs/decisions/0065-the-spanish-edition.md): the twins match
// their English modules where the pages rely on it, and the privacy policy states the retention
// periods the daily job enforces.
import { describe, expect, it } from "vitest";
import { RETENTION } from "../../app/lib/retention";
import { privacySections } from "../../app/company/content/privacy.es";
import { projects } from "../../app/company/content/projects";
import { serviceAliases, SPECIALIZATIONS } from "../../app/company/content/service-aliases";
import { SPECIALIZATION_LABELS, serviceAliases as serviceAliasesEs } from "../../app/company/content/service-aliases.es";
import { consultationContent, specializations } from "../../app/company/content/service-pages/engineering-consultation";
import { specializations as specializationsEs } from "../../app/company/content/service-pages/engineering-consultation.es";
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
  const retention = privacySections.find((section) => section.id === "data-retention")!;
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

  it("has the English policy's 13 sections", () => {
    expect(privacySections).toHaveLength(13);
  });
});

describe("the Spanish service pages", () => {
  it("have each alias and specialisation of the English pages, with a Spanish label", () => {
    expect(serviceAliasesEs.map((a) => [a.alias, a.specialization])).toEqual(serviceAliases.map((a) => [a.alias, a.specialization]));
    for (const key of SPECIALIZATIONS) expect(SPECIALIZATION_LABELS[key]).not.toBe(key);
  });

  it("pick the specialisation's content in the page's language", () => {
    expect(consultationContent("bridge", "es")).toBe(specializationsEs.bridge);
    expect(consultationContent("bridge")).toBe(specializations.bridge);
    expect(consultationContent("tunnels", "es").title).toBe("Ingeniería que conoce el prefabricado");
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
