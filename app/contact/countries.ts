// Where a request comes from (docs/rules.md §9): Belize first, then the region our visitors write
// from, then further afield, and "Other" for anyone else. Names are what the form shows and what is
// stored; codes only match a browser's locale. District is asked only for Belize.
import { msg } from "../lib/messages";

export const HOME_COUNTRY = "Belize";
/** rules §9: Belize's six districts, asked of requests from Belize. */
export const DISTRICTS = ["Belize", "Cayo", "Corozal", "Orange Walk", "Stann Creek", "Toledo"] as const;

/**
 * [ISO 3166 code, name as stored and shown on English pages], in the order the form lists them.
 * Each name is also the message of its Spanish name (app/contact/locales/es.po): a Spanish page shows
 * "Belice", "Estados Unidos" and sends and stores the English name all the same.
 */
const COUNTRY_LIST = [
  ["BZ", msg("Belize")],
  ["GT", msg("Guatemala")],
  ["MX", msg("Mexico")],
  ["US", msg("United States")],
  ["HN", msg("Honduras")],
  ["SV", msg("El Salvador")],
  ["NI", msg("Nicaragua")],
  ["CR", msg("Costa Rica")],
  ["PA", msg("Panama")],
  ["CA", msg("Canada")],
  ["JM", msg("Jamaica")],
  ["KY", msg("Cayman Islands")],
  ["BS", msg("Bahamas")],
  ["TC", msg("Turks and Caicos Islands")],
  ["DO", msg("Dominican Republic")],
  ["TT", msg("Trinidad and Tobago")],
  ["BB", msg("Barbados")],
  ["CO", msg("Colombia")],
  ["VE", msg("Venezuela")],
  ["EC", msg("Ecuador")],
  ["PE", msg("Peru")],
  ["BR", msg("Brazil")],
  ["CL", msg("Chile")],
  ["AR", msg("Argentina")],
  ["GB", msg("United Kingdom")],
  ["ES", msg("Spain")],
  ["NL", msg("Netherlands")],
  ["DE", msg("Germany")],
  ["FR", msg("France")],
  ["IT", msg("Italy")],
  ["CN", msg("China")],
  ["TW", msg("Taiwan")],
  ["IN", msg("India")],
] as const;

const OTHER_COUNTRY = msg("Other");

/** Every answer the Country field takes. */
export const COUNTRIES = [...COUNTRY_LIST.map(([, name]) => name), OTHER_COUNTRY] as const;
export type Country = (typeof COUNTRIES)[number];

/** Country names by the region code of a locale. */
const BY_REGION: Record<string, Country> = Object.fromEntries(COUNTRY_LIST);

/**
 * The country of the first language whose region `byRegion` lists, or null. Its text is also
 * the before-paint script's (below), so it uses nothing but its parameters.
 */
function firstListedRegion<T extends string>(languages: readonly string[], byRegion: Record<string, T>): T | null {
  for (let i = 0; i < languages.length; i++) {
    const region = (String(languages[i]).split(/[-_]/)[1] || "").toUpperCase();
    if (Object.prototype.hasOwnProperty.call(byRegion, region)) return byRegion[region]!;
  }
  return null;
}

/**
 * The country a browser's languages suggest ("es-GT" → Guatemala, "en-US" → United States): the
 * first language with a region we list. None (no region, or one we do not list): Belize.
 */
export function countryFromLocales(languages: readonly string[]): Country {
  return firstListedRegion(languages, BY_REGION) ?? HOME_COUNTRY;
}

/**
 * The country the edge says a request comes from (`request.cf.country`, ISO 3166): one we list, else
 * Other; null when it names no country (absent, XX unknown, T1 Tor).
 */
export function countryFromEdge(code: unknown): Country | null {
  if (typeof code !== "string" || !/^[A-Z]{2}$/.test(code) || code === "XX" || code === "T1") return null;
  return Object.hasOwn(BY_REGION, code) ? BY_REGION[code]! : OTHER_COUNTRY;
}

/**
 * Where the edge's country is written on its way out of the Worker (workers/middleware/visitor-country.ts),
 * after the edge cache, so the cached page stays the same for everyone: on <html>, and as the
 * selected option of a fresh form's Country field (which carries COUNTRY_DEFAULT), so it holds
 * without JavaScript too.
 */
export const VISITOR_COUNTRY_ATTRIBUTE = "data-visitor-country";
export const COUNTRY_DEFAULT = "data-country-default";

/** The country a form starts at: the edge's, else the browser's languages' (docs/rules.md §5). */
export function defaultCountry(): Country {
  const fromEdge = document.documentElement.getAttribute(VISITOR_COUNTRY_ATTRIBUTE);
  return (COUNTRIES as readonly string[]).includes(fromEdge ?? "") ? (fromEdge as Country) : countryFromLocales(navigator.languages);
}

/** The attribute of the empty script the form renders below Country, filled in on the server. */
export const COUNTRY_BOOT = "data-country-boot";

/**
 * Where the edge gave no country, the browser's languages choose, before the first paint: a
 * server-rendered form sits in the edge-cached HTML (which cannot know the visitor), so this script,
 * written into the empty script element right after the Country field (app/paint-first.server.ts),
 * runs countryFromLocales' own rule while the field still shows Belize. Choosing it only after
 * hydration would hide the District field under the visitor's eyes and shift the form. The page's
 * CSP allows it by hash.
 */
export const COUNTRY_BOOT_SCRIPT = `(function(f,pick){try{if(document.documentElement.hasAttribute("${VISITOR_COUNTRY_ATTRIBUTE}"))return;var s=f&&f.querySelector("select"),c=pick(navigator.languages||[navigator.language],${JSON.stringify(BY_REGION)});if(s&&c&&s.value==="${HOME_COUNTRY}")s.value=c}catch(e){}})(document.currentScript&&document.currentScript.previousElementSibling,${firstListedRegion.toString()})`;
