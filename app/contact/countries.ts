// Where a request comes from (docs/rules.md §9): Belize first, then the region our visitors write
// from, then further afield, and "Other" for anyone else. Names are what the form shows and what is
// stored; codes only match a browser's locale. District is asked only for Belize.

export const HOME_COUNTRY = "Belize";

/** [ISO 3166 code, name as shown and stored], in the order the form lists them. */
const COUNTRY_LIST = [
  ["BZ", "Belize"],
  ["GT", "Guatemala"],
  ["MX", "Mexico"],
  ["US", "United States"],
  ["HN", "Honduras"],
  ["SV", "El Salvador"],
  ["NI", "Nicaragua"],
  ["CR", "Costa Rica"],
  ["PA", "Panama"],
  ["CA", "Canada"],
  ["JM", "Jamaica"],
  ["KY", "Cayman Islands"],
  ["BS", "Bahamas"],
  ["TC", "Turks and Caicos Islands"],
  ["DO", "Dominican Republic"],
  ["TT", "Trinidad and Tobago"],
  ["BB", "Barbados"],
  ["CO", "Colombia"],
  ["VE", "Venezuela"],
  ["EC", "Ecuador"],
  ["PE", "Peru"],
  ["BR", "Brazil"],
  ["CL", "Chile"],
  ["AR", "Argentina"],
  ["GB", "United Kingdom"],
  ["ES", "Spain"],
  ["NL", "Netherlands"],
  ["DE", "Germany"],
  ["FR", "France"],
  ["IT", "Italy"],
  ["CN", "China"],
  ["TW", "Taiwan"],
  ["IN", "India"],
] as const;

const OTHER_COUNTRY = "Other";

/** Every answer the Country field takes. */
export const COUNTRIES = [...COUNTRY_LIST.map(([, name]) => name), OTHER_COUNTRY] as const;

export type Country = (typeof COUNTRIES)[number];

/**
 * The country a browser's languages suggest ("es-GT" → Guatemala, "en-US" → United States): the
 * first language with a region we list. None (no region, or one we do not list): Belize.
 */
export function countryFromLocales(languages: readonly string[]): Country {
  for (const language of languages) {
    const region = language.split(/[-_]/)[1]?.toUpperCase();
    const found = COUNTRY_LIST.find(([code]) => code === region);
    if (found) return found[1];
  }
  return HOME_COUNTRY;
}

/** The attribute of the empty script the form renders below Country, filled in on the server. */
export const COUNTRY_BOOT = "data-country-boot";

/**
 * The same choice, made in the page before its first paint: a server-rendered form sits in the
 * edge-cached HTML (which cannot know the visitor), so this script, written into the empty script
 * element right after the Country field (app/paint-first.server.ts), picks the country of the
 * first language with a region we list (the list rides in the script), while the field still shows
 * Belize. Choosing it only after hydration would hide the District field under the visitor's eyes
 * and shift the form. Kept tiny and dependency-free; the page's CSP allows it by hash. A unit test
 * checks it agrees with countryFromLocales.
 */
export const COUNTRY_BOOT_SCRIPT = `(function(f,c){try{var s=f&&f.querySelector("select"),l=navigator.languages||[navigator.language];if(!s||s.value!=="${HOME_COUNTRY}")return;for(var i=0;i<l.length;i++){var r=(String(l[i]).split(/[-_]/)[1]||"").toUpperCase();if(c.hasOwnProperty(r)){s.value=c[r];return}}}catch(e){}})(document.currentScript&&document.currentScript.previousElementSibling,${JSON.stringify(Object.fromEntries(COUNTRY_LIST))})`;
