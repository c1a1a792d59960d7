// A product's spec sheet as a PDF (docs/decisions/0052-pdf-spec-sheets.md): the dimensioned
// cross-section, the specification table, features and applications, the company block and the
// date of issue; A4 or Letter, metric or imperial; real text (selectable, searchable). Built from
// the same typed content as the product page, so the two never disagree.
// Spanish sheets (/es/products/…) say all of it in Spanish, with the drawing's labels too.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { keywordList, productPath, productSku, type Product } from "../content/products";
import { productsIn } from "../content/localized-products";
import { productSummary } from "../content/product-summaries";
import { labelledRows, productDetail, specificationRows } from "../content/product-details/index";
import { categoryLabelsIn } from "../content/catalogue-filters";
import { company } from "../../site/company";
import type { PublicFacts } from "../../site/facts";
import { plainText, type UnitSystem } from "../../lib/units";
import { INTL_LOCALE, localePath, type Locale } from "../../lib/locale";
import { interpolate } from "../../lib/messages";
import { drawSvg } from "./svg-to-pdf.server";
import { drawingFile } from "../../ui/drawing-files";
import { sheetTextIn, type SheetText } from "./sheet-text";
import { pdfText } from "./pdf-text.server";
import { layOut, type Block, type Line } from "./sheet-layout.server";
import { sheetEngineering } from "./sheet-engineering.server";
import { engineeringBlocks } from "./sheet-engineering-blocks.server";
import { engineeringText } from "./sheet-engineering-text";
import { documentLine, SHEET_DOCUMENTS } from "./sheet-documents";

export const PAPERS = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;
export type Paper = keyof typeof PAPERS;

/** The drawings, as text, in the Worker's bundle: no fetch of our own static files at run time. */
const DRAWINGS = import.meta.glob<string>("../../../public/images/products/*.svg", { query: "?raw", import: "default", eager: true });
/** The product's drawing as the sheet's page shows it: in its language and units (rules §11 "Drawings"). */
const drawingOf = (slug: string, locale: Locale, units: UnitSystem) => {
  const file = drawingFile(`/images/products/${slug}.svg`, locale, units);
  return Object.entries(DRAWINGS).find(([path]) => path.endsWith(file))?.[1];
};

const NAVY = rgb(15 / 255, 42 / 255, 68 / 255);
const INK = rgb(30 / 255, 41 / 255, 59 / 255);
const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
const ACCENT = rgb(163 / 255, 93 / 255, 10 / 255);
const RULE = rgb(203 / 255, 213 / 255, 225 / 255);
const ZEBRA = rgb(241 / 255, 245 / 255, 249 / 255);
const WHITE = rgb(1, 1, 1);

const MARGIN = 42;
const FOOTER = 64;

/** The sheet's fixed words in `locale` (also what the Worker answers when it cannot make one). */
export const sheetText = (locale: Locale): SheetText => sheetTextIn(locale);

export type SpecSheetRequest = {
  slug: string;
  paper: Paper;
  units: UnitSystem;
  /** The sheet's language: English by default; Spanish at /es/products/<slug>/spec-sheet.pdf. */
  locale?: Locale;
  siteUrl: string;
  /** The facts the sheet may show, in its language: publicFacts(locale, showsPlaceholders(env, url)). */
  facts: PublicFacts;
};

/** The download's name; a Spanish sheet's is in Spanish ("mm-hollow-core-ficha-tecnica-carta-metrico.pdf"). */
export function specSheetFileName({ slug, paper, units, locale = "en" }: Pick<SpecSheetRequest, "slug" | "paper" | "units" | "locale">) {
  const { fileName, fileWords } = sheetTextIn(locale);
  return interpolate(fileName, { slug, paper: fileWords[paper], units: fileWords[units] });
}

const findProduct = (slug: string, locale: Locale): Product | undefined => productsIn(locale).find((product) => product.slug === slug);

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The sheet for one product, or undefined when there is no such product. */
export async function renderSpecSheet(request: SpecSheetRequest): Promise<Uint8Array | undefined> {
  const locale = request.locale ?? "en";
  const product = findProduct(request.slug, locale);
  const detail = product ? await productDetail(product.slug, locale) : undefined;
  const drawing = product ? drawingOf(product.slug, locale, request.units) : undefined;
  const document = product ? SHEET_DOCUMENTS[product.slug] : undefined;
  if (!product || !detail || !drawing || !document) return undefined;

  const words = sheetText(locale);
  const { address, phone, email, hours } = request.facts;
  // A placeholder shows only where it may (this machine, previews), and then says it is an example.
  const marked = (example: boolean, value: string) => (example ? interpolate(words.example, { value }) : value);
  const { width: W, height: H } = PAPERS[request.paper];
  const text = (value: string) => plainText(value, request.units, locale);
  const summary = productSummary(product.slug, locale);
  const rows = labelledRows(specificationRows(summary.specifications, detail), locale);
  const url = `${request.siteUrl.replace(/\/$/, "")}${localePath(locale, productPath(product))}`;
  const unitLabel = words.units[request.units];

  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(interpolate(words.documentTitle, { title: product.title }));
  pdf.setAuthor(company.legalName);
  pdf.setSubject(interpolate(words.subject, { title: product.title, units: unitLabel, paper: words.papers[request.paper] }));
  pdf.setKeywords([product.title, ...keywordList(product), ...words.keywords]);
  pdf.setCreator(interpolate(words.creator, { name: company.name }));
  pdf.setProducer(interpolate(words.creator, { name: company.name }));
  pdf.setLanguage(INTL_LOCALE[locale]);
  // The revision's date, not the request's: the same sheet is the same bytes until it is revised.
  const revised = new Date(`${document.date}T12:00:00Z`);
  pdf.setCreationDate(revised);
  pdf.setModificationDate(revised);

  const contentWidth = W - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([W, H]);
  let y = 0;
  const write = (value: string, options: { x?: number; size: number; font?: PDFFont; color?: typeof INK }) => {
    const font = options.font ?? regular;
    page.drawText(pdfText(value, font), { x: options.x ?? MARGIN, y, size: options.size, font, color: options.color ?? INK });
  };

  const header = () => {
    page.drawRectangle({ x: 0, y: H - 64, width: W, height: 64, color: NAVY });
    y = H - 34;
    write(company.name, { size: 22, font: bold, color: WHITE });
    y = H - 50;
    write(interpolate(words.since, { name: company.legalName, year: company.foundedYear }), { size: 8.5, color: rgb(0.85, 0.89, 0.94) });
    const right = (value: string, size: number, font: PDFFont) => {
      const safe = pdfText(value, font);
      page.drawText(safe, { x: W - MARGIN - font.widthOfTextAtSize(safe, size), y, size, font, color: WHITE });
    };
    y = H - 32;
    right(words.sheet, 10, bold);
    y = H - 47;
    right(unitLabel, 8.5, regular);
    y = H - 64 - 28;
  };
  header();
  const category = (c: Product["categories"][number]) => categoryLabelsIn(locale)[c].toUpperCase();
  write(`${product.categories.map(category).join(" · ")}  ·  SKU ${productSku(product)}`, {
    size: 8.5,
    font: bold,
    color: ACCENT,
  });
  y -= 24;
  write(product.title, { size: 22, font: bold, color: NAVY });
  y -= 16;
  for (const line of wrap(pdfText(text(summary.description), regular), regular, 10, contentWidth)) {
    write(line, { size: 10, color: MUTED });
    y -= 13.5;
  }

  // The drawing, as large as the page allows beside everything else on page one.
  const drawingWidth = Math.min(contentWidth, request.paper === "letter" ? 390 : 420);
  const scale = drawingWidth / 800;
  y -= 6;
  drawSvg(page, drawing, { x: (W - drawingWidth) / 2, y, scale }, { regular, bold });
  y -= 600 * scale + 24;

  const headingLines = (title: string): Line[] => [
    {
      height: 22,
      draw: (on, top) => {
        on.drawText(pdfText(title, bold), { x: MARGIN, y: top, size: 12, font: bold, color: NAVY });
        on.drawLine({ start: { x: MARGIN, y: top - 8 }, end: { x: W - MARGIN, y: top - 8 }, thickness: 1, color: ACCENT });
      },
    },
  ];
  const paragraph = (value: string, size: number, font: PDFFont = regular, color = INK, indent = 0): Line[] =>
    wrap(pdfText(value, font), font, size, contentWidth - indent).map((line) => ({
      height: size + 3,
      draw: (on, top) => on.drawText(line, { x: MARGIN + indent, y: top, size, font, color }),
    }));
  /** One list item: its lines kept together (a bullet never breaks), as one line of the layout. */
  const item = (value: string, font: PDFFont = regular): Line => {
    const lines = wrap(pdfText(value, font), font, 9.5, contentWidth - 14);
    return {
      height: lines.length * 12.5 + 3,
      draw: (on, top) => {
        on.drawCircle({ x: MARGIN + 3, y: top + 3, size: 1.6, color: ACCENT });
        lines.forEach((line, n) => on.drawText(line, { x: MARGIN + 12, y: top - n * 12.5, size: 9.5, font, color: INK }));
      },
    };
  };
  const list = (title: string, items: readonly string[]): Block => ({
    head: headingLines(title),
    body: items.map((value) => item(value)),
    keep: 2,
    gap: 10,
  });

  const labelWidth = contentWidth * 0.34;
  const specifications: Block = {
    head: headingLines(words.headings.specificationsTitle),
    body: rows.map((row, i) => {
      const lines = wrap(pdfText(text(row.value), regular), regular, 9, contentWidth - labelWidth - 12);
      const height = Math.max(1, lines.length) * 12 + 6;
      return {
        height,
        draw: (on, top) => {
          if (i % 2 === 0) on.drawRectangle({ x: MARGIN, y: top - height + 10, width: contentWidth, height, color: ZEBRA });
          on.drawText(pdfText(row.label, bold), { x: MARGIN + 6, y: top, size: 9, font: bold, color: INK });
          lines.forEach((line, n) => on.drawText(line, { x: MARGIN + labelWidth, y: top - n * 12, size: 9, font: regular, color: INK }));
        },
      };
    }),
    keep: 2,
    gap: 12,
  };

  const blocks: Block[] = [
    specifications,
    list(words.headings.applicationsTitle, detail.applications.map(text)),
    list(words.headings.featuresTitle, detail.features.map(text)),
  ];
  const engineering = sheetEngineering(product.slug, request.units, locale);
  if (engineering) {
    const set = { fonts: { regular, bold }, contentWidth, headingLines, paragraph, item };
    blocks.push(...engineeringBlocks(engineering, engineeringText(locale), set));
  }
  layOut(blocks, { page, y }, { top: H - 64 - 28, bottom: MARGIN + FOOTER, addPage: () => ((page = pdf.addPage([W, H])), header(), page) });

  // The company block, the address of the page and the date on every page.
  const pages = pdf.getPages();
  pages.forEach((each, i) => {
    const base = MARGIN;
    each.drawLine({ start: { x: MARGIN, y: base + 40 }, end: { x: W - MARGIN, y: base + 40 }, thickness: 0.75, color: RULE });
    const line = (value: string, lineY: number, font: PDFFont = regular) =>
      each.drawText(pdfText(value, font), { x: MARGIN, y: lineY, size: 8, font, color: MUTED });
    const { street, city, country } = address?.value ?? {};
    // "Mile 6.16" names a place on the highway, as Belize names it: never a distance to convert.
    const place = `${street}, ${city}, ${country}`;
    line([company.legalName, ...(address ? [marked(address.example, place)] : [])].join(" · "), base + 26, bold);
    const contact = [
      ...(phone ? [marked(phone.example, interpolate(words.phone, { phone: phone.value }))] : []),
      ...(email ? [marked(email.example, email.value)] : []),
      ...(hours ? [marked(hours.example, hours.value.text)] : []),
    ];
    if (contact.length) line(contact.join(" · "), base + 14);
    line(url, base + 2);
    const stamp = pdfText(interpolate(words.stamp, { document: documentLine(document), page: i + 1, pages: pages.length }), regular);
    each.drawText(stamp, { x: W - MARGIN - regular.widthOfTextAtSize(stamp, 8), y: base + 2, size: 8, font: regular, color: MUTED });
  });

  return pdf.save();
}
