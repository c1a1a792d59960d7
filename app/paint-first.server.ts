// Paint first, then script (docs/decisions/0032-paint-first-then-script.md). React Router's
// document asks for every module of the page at once: module preloads in the head and a module
// script whose imports the browser fetches as soon as it reads them. On a slow connection those
// downloads share the line with the stylesheet, and the first paint waits for the stylesheet.
// The page needs no script to paint (every screen is complete HTML, and works without
// JavaScript), so the document is rewritten to start its scripts right after the first paint:
//  - module preloads leave the head; their list rides on the module script;
//  - the module script becomes inert (`type="mm/after-paint"`), keeping its exact text;
//  - one small inline script, the same on every page, waits for the first contentful paint, then
//    adds the preloads back and runs the module script as it was. Only where no paint will be
//    reported does it start them at the load event instead: a browser without paint timing, or a
//    page loaded out of sight (a background tab paints only once shown). On a slow phone the load
//    event can come well before the first paint, and scripts started then would hold the paint
//    back. No timer is involved, so pages under a paused test clock hydrate too.
// The Content-Security-Policy hashes every inline script the renderer marked (app/lib/script-mark.ts),
// the inert one included, so the module script is allowed when it runs; the scripts written here
// carry the same mark.
// The one script that must run before the first paint goes in here too: the visitor's metric or
// imperial (app/lib/units.ts), so quantities never flip after painting. It goes right before the
// first stylesheet: ahead of it, so it runs without waiting for the CSS, and after the head's
// JSON-LD scripts, so React pairs each of its own head scripts with its own element on hydration.
// The eager drawing's choice of its metric or imperial file (app/ui/drawing-boot.server.ts) goes
// in with it, so that drawing's fetch does not wait for the stylesheet either. So does the contact
// form's Country default (app/contact/countries.ts), written into the empty script element the form
// renders below the field, and the page's speculation rules (app/shell/speculation-rules.ts), at
// the end of the head. Written into the HTML on the server only, none costs the page's JavaScript
// anything.
import { COUNTRY_BOOT, COUNTRY_BOOT_SCRIPT } from "./contact/countries";
import { SPECULATION_RULES, SPECULATION_RULES_TYPE } from "./shell/speculation-rules";
import { UNITS_ATTRIBUTE, UNITS_BOOT_SCRIPT, unitsParam } from "./lib/units";
import { DRAWING_BOOT_SCRIPT } from "./ui/drawing-boot.server";

export const AFTER_PAINT_TYPE = "mm/after-paint";

/** Runs the inert module script once the page has painted (and, with it, the CSS). */
export const AFTER_PAINT_BOOT = `(()=>{let done=false;const go=()=>{if(done)return;done=true;const inert=document.querySelector('script[type="${AFTER_PAINT_TYPE}"]');if(!inert)return;for(const href of (inert.dataset.preload||"").split(" ")){if(!href)continue;const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}const script=document.createElement("script");script.type="module";script.textContent=inert.textContent;inert.replaceWith(script)};let paints=false;try{paints=PerformanceObserver.supportedEntryTypes.includes("paint");if(paints)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true})}catch{paints=false}addEventListener("load",()=>{if(!paints||document.visibilityState!=="visible")go()},{once:true})})()`;

/**
 * The document with its scripts started after the first paint (see above); `mark` is the render's
 * script mark. A page asked for in given units (`?units=`, a units link) carries them on <html>,
 * for a visitor without JavaScript; a cached copy is kept for that address alone.
 */
export function paintFirst(response: Response, mark: string, url: URL): Response {
  const preloads: string[] = [];
  const units = unitsParam(url);
  // Before the first stylesheet, or at the head's end in a page without one; once either way.
  let unitsBooted = false;
  const bootUnits = (place: Element | EndTag) => {
    if (unitsBooted) return;
    unitsBooted = true;
    place.before(`<script nonce="${mark}">${UNITS_BOOT_SCRIPT}${DRAWING_BOOT_SCRIPT}</script>`, { html: true });
  };
  return new HTMLRewriter()
    .on("html", {
      element(html) {
        if (units) html.setAttribute(UNITS_ATTRIBUTE, units);
      },
    })
    .on("head", {
      element(head) {
        head.append(`<script type="${SPECULATION_RULES_TYPE}" nonce="${mark}">${SPECULATION_RULES}</script>`, { html: true });
        head.onEndTag(bootUnits);
      },
    })
    .on('link[rel="stylesheet"]', { element: bootUnits })
    .on(`script[${COUNTRY_BOOT}]`, {
      element(script) {
        script.setAttribute("nonce", mark);
        script.setInnerContent(COUNTRY_BOOT_SCRIPT, { html: true });
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) preloads.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]:not([src])', {
      element(script) {
        script.setAttribute("type", AFTER_PAINT_TYPE);
        script.removeAttribute("async");
        script.setAttribute("data-preload", preloads.join(" "));
        script.after(`<script nonce="${mark}">${AFTER_PAINT_BOOT}</script>`, { html: true });
      },
    })
    .transform(response);
}
