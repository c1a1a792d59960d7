// The eager drawing's choice of its file (app/ui/drawing.tsx), written into the head on the server
// with the units script (app/paint-first.server.ts), so no page's JavaScript carries it.
import { UNITS_ATTRIBUTE } from "../lib/units";
import { EAGER_DRAWING } from "./drawing-files";

/**
 * Makes the shown file of each drawing the page needs at once (metric or imperial) eager as soon as
 * the parser has added it; the hidden one stays lazy and is never fetched. It runs in the head
 * ahead of the stylesheet: a script after the image would wait for the stylesheet to arrive before
 * running, and the drawing's fetch with it. It watches the parse until it has found one, or until
 * the document is read. It follows the units script, so the units attribute is set.
 */
export const DRAWING_BOOT_SCRIPT = `try{(function(d){var s="img[${EAGER_DRAWING}].u-"+(d.documentElement.getAttribute("${UNITS_ATTRIBUTE}")==="imperial"?"imperial":"metric"),o=new MutationObserver(f);function f(){var l=d.querySelectorAll(s);for(var k=0;k<l.length;k++)l[k].loading="eager";if(l.length)o.disconnect()}o.observe(d,{childList:true,subtree:true});d.addEventListener("DOMContentLoaded",function(){o.disconnect();f()})})(document)}catch(e){}`;
