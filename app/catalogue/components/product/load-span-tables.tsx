// A product's typical sections (rules §13): what the tables rest on, once, then each section with
// its strand patterns and its load–span table (piles: their allowable axial loads). Every value
// arrives from the server as text in both unit systems (app/catalogue/engineering/page-tables.server.ts),
// so this part only lays it out: in the browser only after a client navigation, since a first
// load's tables stay the server's markup (product-details-below.tsx).
import type { LoadTables } from "../../load-table-types";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";
import { LoadTableNotes } from "./load-table-notes";
import { SectionLoadTable } from "./section-load-table";
import { loadSpanSection } from "./load-span-frame";

export default function LoadSpanTables({ title, tables }: { title: string; tables: LoadTables }) {
  const t = useT(catalog);
  const { kind, sections, confirmed } = tables;
  return (
    <section {...loadSpanSection}>
      <h2 id="load-span-title" className="text-xl font-bold text-brand-900">
        {kind === "axial" ? t("Sections and allowable loads") : t("Sections and load–span tables")}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        {t("Typical sections of {title}, computed from their geometry and strands. Final design is by M&M's engineers for each project.", {
          title,
        })}
      </p>
      <LoadTableNotes kind={kind} confirmed={confirmed} topped={sections.some((section) => section.topping !== null)} />
      {sections.map((section) => (
        <SectionLoadTable key={section.id} section={section} kind={kind} />
      ))}
    </section>
  );
}
