// Every text the site shows, held to its language's typography (app/lib/typography.ts,
// app/lib/calendar.ts and app/lib/writing-rules.ts, rules §11):
// each catalog's msgid as English and msgstr as Spanish, every `.es.ts` twin as Spanish, and the
// English content modules (each twin's English, everything under a content/ folder). A failure
// names the file, the place and the text. Each rule is proved on a planted string first.
import { po as poCatalog } from "gettext-parser";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../app/lib/locale";
import { CALENDAR } from "../../app/lib/calendar";
import { TYPOGRAPHY } from "../../app/lib/typography";
import { WRITING_RULES } from "../../app/lib/writing-rules";

type Rule = { name: string; faulty: RegExp; planted: string; fine: string };

const QUOTE_MARKS = ['"', "«", "»", "„", "‹", "›", "“", "”"];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
/** Symbols a number may take: a four-figure number before one is grouped ("1,220 mm"). */
const SYMBOL = String.raw`(?:mm|m²|m³|m|kN\/m|kN|kg\/m²|kg\/cm²|kg|t|MPa|kPa|psi|psf|plf|lb|kips?|ft²|ft|in|sq ft)(?![\p{L}²³])`;
const HINT_WORD = String.raw`(?:dd|mm|yyyy|aaaa)`;

/** What `locale`'s typography rules out, each with a text it catches and one it lets pass. */
function rulesFor(locale: Locale): Rule[] {
  const style = { ...TYPOGRAPHY[locale], ...CALENDAR[locale], ...WRITING_RULES[locale] };
  const { open, close, innerOpen, innerClose } = style.quotes;
  const otherQuotes = QUOTE_MARKS.filter((mark) => ![open, close, innerOpen, innerClose].includes(mark));
  const otherDecimal = style.decimal === "." ? "," : ".";
  const rules: Rule[] = [
    {
      name: `quotation marks other than ${open}…${close}`,
      faulty: new RegExp(`[${otherQuotes.map(escape).join("")}]`),
      planted: 'Choose "Forgot password?" or «Cancel».',
      fine: `Choose ${open}Forgot password?${close}.`,
    },
    {
      name: `a percentage written other than "20${style.percentGap}%"`,
      faulty: style.percentGap === "" ? /\d[\s\u00a0\u202f]+%/ : /\d%/,
      planted: "losses of 20 %",
      fine: `losses of 20${style.percentGap}%`,
    },
    { name: `three dots for ${style.ellipsis}`, faulty: /\.\.\./, planted: "Sending...", fine: `Sending${style.ellipsis}` },
    {
      name: `thousands grouped other than with "${style.group}"`,
      faulty: new RegExp(String.raw`\d[ \u00a0\u2009\u202f]\d{3}(?!\d)`),
      planted: "loads up to 18 260 kN",
      fine: `loads up to 18${style.group}260 kN`,
    },
    {
      name: "a number of five figures or more, ungrouped",
      faulty: /(?<![\d.,\-/#\p{L}])\d{5,}(?!\d)/u,
      planted: "up to 10000 kg/m²",
      fine: `up to 10${style.group}000 kg/m²`,
    },
    {
      name: "a four-figure quantity, ungrouped",
      faulty: new RegExp(String.raw`(?<![\d.,\-/\p{L}])\d{4}(?:\.\d+)? ?${SYMBOL}`, "u"),
      planted: "890 to 4450 kN",
      fine: `890 to 4${style.group}450 kN`,
    },
    {
      name: `a decimal mark other than "${style.decimal}"`,
      faulty: new RegExp(String.raw`\d${escape(otherDecimal)}\d{1,2}(?!\d)`),
      planted: "a span of 12,5 m",
      fine: `a span of 12${style.decimal}5 m`,
    },
    style.hourCycle === "h23"
      ? { name: "a 12-hour time", faulty: /\d ?(?:[ap]\. ?m\.|[AaPp][Mm]\b)/, planted: "8:05 a. m.", fine: "8:05" }
      : {
          name: "a 24-hour time",
          faulty: /\b(?:1[3-9]|2[0-3]):[0-5]\d\b|\d:\d\d ?h\b/,
          planted: "8:00 to 17:00",
          fine: "8:00 AM to 5:00 PM",
        },
    {
      name: `a date written other than ${style.date.hint}`,
      faulty: new RegExp(
        String.raw`\b\d{4}-\d{2}-\d{2}\b|(?!${escape(style.date.hint)}\b)\b${HINT_WORD}[-/.]${HINT_WORD}[-/.]${HINT_WORD}\b`,
        "i",
      ),
      planted: "for example 2027-03-31 (YYYY-MM-DD)",
      fine: `for example 31/03/2027 (${style.date.hint})`,
    },
    {
      name: "a unit spelled out beside a number",
      faulty: new RegExp(String.raw`\d ?(?:${style.unitWords.join("|")})(?![\p{L}])`, "iu"),
      planted: `a span of 40 ${style.unitWords[0]!.replace(/\W.*$/, "")}`,
      fine: "a span of 40 ft",
    },
    {
      // Drawing lettering (a line in capitals) writes its symbols in capitals too.
      name: "a symbol in capitals in running text (psi, not PSI)",
      faulty: /\d ?PSI\b(?=.*\p{Ll}{3})|\p{Ll}{3}.*\d ?PSI\b/u,
      planted: "concrete of 6,000 PSI",
      fine: "f′c 41 MPa (6,000 PSI) MIN.",
    },
  ];
  return rules;
}

const RULES = Object.fromEntries(LOCALES.map((locale) => [locale, rulesFor(locale)])) as Record<Locale, Rule[]>;

/**
 * What is not the language's text: phone numbers, addresses on the web, placeholders, and quantity
 * marks ("{450 ton}", written as published and shown in the reader's units by app/lib/units.ts).
 */
const cleaned = (text: string) =>
  text
    .replace(/\+\d[\d ]{6,}\d/g, "")
    .replace(/\bhttps?:\/\/\S+|[\w.+-]+@[\w.-]+/g, "")
    .replace(/\{[\w#]+\}|\{\d[^{}]*\}/g, "0");

const faults = (text: string, locale: Locale) => RULES[locale].filter((rule) => rule.faulty.test(cleaned(text))).map((rule) => rule.name);

describe("each language's typography rules out", () => {
  for (const locale of LOCALES) {
    it.each(RULES[locale].map((rule) => [rule.name, rule] as const))(`${locale}: %s`, (_, rule) => {
      expect(faults(rule.planted, locale)).toContain(rule.name);
      expect(faults(rule.fine, locale)).not.toContain(rule.name);
    });
  }
});

type Text = { where: string; text: string; locale: Locale };

// ---- The texts ----

const catalogs = import.meta.glob<string>("../../app/*/locales/es.po", { query: "?raw", import: "default", eager: true });

function catalogTexts(): Text[] {
  return Object.entries(catalogs).flatMap(([path, po]) => {
    const file = path.replace("../../", "");
    const parsed = poCatalog.parse(po);
    return Object.values(parsed.translations).flatMap((entries) =>
      Object.values(entries)
        .filter((entry) => entry.msgid)
        .flatMap((entry): Text[] => [
          ...[entry.msgid, entry.msgid_plural ?? ""]
            .filter(Boolean)
            .map((text) => ({ where: `${file} msgid`, text, locale: "en" as const })),
          ...entry.msgstr.filter(Boolean).map((text) => ({ where: `${file} msgstr`, text, locale: "es" as const })),
        ]),
    );
  });
}

type Module = Record<string, unknown>;
const spanish = import.meta.glob<Module>("../../app/**/*.es.ts", { eager: true });
const english = import.meta.glob<Module>(["../../app/**/*.ts", "!../../app/**/*.es.ts", "!../../app/**/*.server.ts"]);
const isContent = (path: string) => /\/content\//.test(path) || `${path.replace(/\.ts$/, "")}.es.ts` in spanish;

/** Keys that name or point at things (app/lib/localized.ts): never text. */
const NEUTRAL = new Set(["id", "slug", "src", "href", "kind", "icon", "key", "$comment"]);

/** Every string in a module's exports, with where it is ("file: export.path"). */
function* strings(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === "string") yield [where, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${where}[${i}]`);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (!NEUTRAL.has(key)) yield* strings(item, `${where}.${key}`);
}

/** A stored date ("2026-11-28") is data, written in the reader's order where it is shown. */
const isData = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

const moduleTexts = (path: string, module: Module, locale: Locale): Text[] =>
  [...strings(module, path.replace("../../", ""))].filter(([, text]) => !isData(text)).map(([where, text]) => ({ where, text, locale }));

async function contentTexts(): Promise<Text[]> {
  const twins = Object.entries(spanish).flatMap(([path, module]) => moduleTexts(path, module, "es"));
  const sources = await Promise.all(
    Object.entries(english)
      .filter(([path]) => isContent(path))
      .map(async ([path, load]) => moduleTexts(path, await load(), "en")),
  );
  return [...twins, ...sources.flat()];
}

const faultsIn = (texts: Text[]) =>
  texts.flatMap(({ where, text, locale }) => faults(text, locale).map((rule) => `${where} [${locale}] ${rule}: ${JSON.stringify(text)}`));

describe("every text the site shows keeps its language's typography", () => {
  it("names the file, the rule and the text of a planted fault", () => {
    const planted: Text[] = [
      { where: "app/contact/locales/es.po msgstr", text: "Enviando...", locale: "es" },
      { where: "app/careers/content.es.ts.careersIntro.culture[0].text", text: "tensan los torones al 75 %", locale: "es" },
      { where: "app/site/company.ts.hours", text: "Open 8:00 to 17:00", locale: "en" },
    ];
    expect(faultsIn(planted)).toEqual([
      'app/contact/locales/es.po msgstr [es] three dots for …: "Enviando..."',
      'app/careers/content.es.ts.careersIntro.culture[0].text [es] a percentage written other than "20%": "tensan los torones al 75 %"',
      'app/site/company.ts.hours [en] a 24-hour time: "Open 8:00 to 17:00"',
    ]);
  });

  it("the catalogs: msgid as English, msgstr as Spanish", () => {
    expect(faultsIn(catalogTexts())).toEqual([]);
  });

  it("the content: each `.es.ts` twin as Spanish, the English content modules as English", async () => {
    const texts = await contentTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(faultsIn(texts)).toEqual([]);
  });
});
