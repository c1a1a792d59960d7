// The script after a drawing the page needs at once (app/ui/drawing.tsx), written in on the server
// (app/paint-first.server.ts), so no page's JavaScript carries it.
import { UNITS_ATTRIBUTE } from "../lib/units";

/**
 * Makes the shown one of the two images before it (metric, imperial) eager, so its fetch starts
 * while the page is read; the hidden one stays lazy and is never fetched. The page's CSP allows it
 * by hash.
 */
export const DRAWING_BOOT_SCRIPT = `(function(s){try{var i=s.previousElementSibling,m=i.previousElementSibling;(document.documentElement.getAttribute("${UNITS_ATTRIBUTE}")==="imperial"?i:m).loading="eager"}catch(e){}})(document.currentScript)`;
