// The drawing sheet shared by every product drawing: 800x600 (4:3), frame, title block and
// the primitives (hatched concrete, voids, strands, dimensions, leaders, notes). Every line of text
// goes through `say`, which writes it in the language and units of the variant being drawn.
import { say, variant } from "../variants/localize.mjs";

const W = 800;
const H = 600;

const r = (n) => Math.round(n * 10) / 10;
const esc = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const STYLE = `text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;fill:#0f2a44;paint-order:stroke;stroke:#f8fafc;stroke-width:5px;stroke-linejoin:round}
.n{font-size:15px;fill:#334155}.b{font-weight:700}.t{font-size:26px;font-weight:700}.s{font-size:13px;fill:#334155;letter-spacing:.06em}.m{font-size:34px;font-weight:800;letter-spacing:.02em}
.c{fill:url(#h);stroke:#0f2a44;stroke-width:2.5;stroke-linejoin:round}.v{fill:#f8fafc;stroke:#0f2a44;stroke-width:2}
.g{fill:#cbd5e1;stroke:#0f2a44;stroke-width:1.5}.k{fill:#0f2a44}.p{fill:#a35d0a}
.d{fill:none;stroke:#475569;stroke-width:1.2}.x{fill:none;stroke:#475569;stroke-width:1.5;stroke-dasharray:9 6}
.r{fill:none;stroke:#0f2a44;stroke-width:1.4}.q{fill:none;stroke:#a35d0a;stroke-width:2;stroke-dasharray:12 6}
.f{fill:none;stroke:#0f2a44;stroke-width:2}`;

const DEFS = `<defs><pattern id="h" width="11" height="11" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="11" height="11" fill="#e6edf5"/><path d="M0 0V11" stroke="#94a3b8" stroke-width="1.1"/></pattern>
<marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="11" markerHeight="11" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0 1.5 10 5 0 8.5z" fill="#475569"/></marker></defs>`;

/** The whole document: a light sheet, a frame, the drawing and the title block. */
export function sheet({ title, description, body, view = "TYPICAL CROSS-SECTION" }) {
  // English files keep the description; a Spanish one is named by its title (the page's alt text describes it).
  const head =
    variant().lang === "en"
      ? `<title id="t">${esc(title)}: typical cross-section</title><desc id="d">${esc(description)}</desc>`
      : `<title id="t">${esc(say(`${title}: typical cross-section`))}</title>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="${variant().lang === "en" ? "t d" : "t"}">
${head}
<style>${STYLE}</style>${DEFS}
<rect width="${W}" height="${H}" fill="#f8fafc"/><rect x="12" y="12" width="776" height="576" class="f"/>
${body}
${titleBlock(title, view)}
</svg>
`;
}

function titleBlock(title, view) {
  const name = say(title.toUpperCase());
  return `<path class="f" d="M12 500H788M180 500V588M568 500V588"/>
<text x="96" y="556" text-anchor="middle" class="m">M&amp;M</text>
<text x="196" y="537" class="t"${name.length > 16 ? ' style="font-size:22px"' : ""}>${esc(name)}</text>
<text x="196" y="566" class="s">${esc(say(`${view} · NOT TO SCALE`))}</text>
<text x="584" y="537" class="s">${esc(say("PRECAST & PRESTRESSED"))}</text>
<text x="584" y="566" class="s">${esc(say("BELIZE · SINCE 1998"))}</text>`;
}

/** Hatched concrete outline. */
export const concrete = (d) => `<path class="c" d="${d}"/>`;
/** A void or recess (background colour, outlined). */
export const hollow = (d) => `<path class="v" d="${d}"/>`;
/** Members drawn for context (supported slabs, overlays): dashed, unfilled. */
export const dashed = (d) => `<path class="x" d="${d}"/>`;
/** Reinforcing steel (ties, stirrups). */
export const rebar = (d) => `<path class="r" d="${d}"/>`;
/** Prestressing strands in section: filled dots. */
export const strands = (points, radius = 4.5) =>
  points.map(([x, y]) => `<circle class="p" cx="${r(x)}" cy="${r(y)}" r="${radius}"/>`).join("");

/** A row of n points from x1 to x2 at y. */
export function row(x1, x2, y, n) {
  return Array.from({ length: n }, (_, i) => [n === 1 ? (x1 + x2) / 2 : x1 + ((x2 - x1) * i) / (n - 1), y]);
}

/** Horizontal dimension at height y between x1 and x2; extension lines run from `from` (the object edge). */
export function hdim(x1, x2, y, line, from = y, side = from < y ? "below" : "above") {
  const label = say(line);
  // By default the label sits on the side away from the object, clear of the extension lines.
  const dir = from > y ? 1 : -1;
  const ext = from === y ? "" : `M${r(x1)} ${r(from - dir * 4)}V${r(y - dir * 6)}M${r(x2)} ${r(from - dir * 4)}V${r(y - dir * 6)}`;
  return `<path class="d" d="${ext}"/><path class="d" d="M${r(x1)} ${r(y)}H${r(x2)}" marker-start="url(#a)" marker-end="url(#a)"/>
<text x="${r((x1 + x2) / 2)}" y="${r(side === "below" ? y + 22 : y - 8)}" text-anchor="middle">${esc(label)}</text>`;
}

/**
 * A label of one line, or of several (an array, or a line its language breaks with "\n") set 18 px
 * apart and centred on the same baseline: "JUNTA DE" over "CORTANTE" where one line does not fit.
 */
function label(x, y, text, attributes = "") {
  const lines = (Array.isArray(text) ? text : [text]).flatMap((line) => line.split("\n"));
  const rest = lines
    .slice(1)
    .map((line) => `<tspan x="${r(x)}" dy="18">${esc(line)}</tspan>`)
    .join("");
  return `<text x="${r(x)}" y="${r(y - 9 * (lines.length - 1))}"${attributes}>${esc(lines[0])}${rest}</text>`;
}

/**
 * Vertical dimension at x between y1 and y2, label turned to read upwards; a label of several lines,
 * or one longer than the dimension, goes beside it, level (`along` true or false decides instead).
 */
export function vdim(y1, y2, x, words, from = x, along = undefined) {
  const text = Array.isArray(words) ? words.map(say) : say(words);
  const dir = from > x ? 1 : -1;
  const ext = from === x ? "" : `M${r(from - dir * 4)} ${r(y1)}H${r(x - dir * 6)}M${r(from - dir * 4)} ${r(y2)}H${r(x - dir * 6)}`;
  const ty = (y1 + y2) / 2;
  const line = `<path class="d" d="${ext}"/><path class="d" d="M${r(x)} ${r(y1)}V${r(y2)}" marker-start="url(#a)" marker-end="url(#a)"/>`;
  if (Array.isArray(text) || !(along ?? Math.abs(y2 - y1) >= text.length * 9 + 16)) return `${line}\n${label(x + 10, ty + 6, text)}`;
  const tx = x - 9;
  return `${line}\n<text x="${r(tx)}" y="${r(ty)}" text-anchor="middle" transform="rotate(-90 ${r(tx)} ${r(ty)})">${esc(text)}</text>`;
}

/** A leader from a point on the drawing to a note; the note sits left or right of the elbow. */
export function leader([px, py], [ex, ey], text, side = "right") {
  const dir = side === "right" ? 1 : -1;
  const end = ex + dir * 18;
  return `<circle class="k" cx="${r(px)}" cy="${r(py)}" r="2.6"/><path class="d" d="M${r(px)} ${r(py)}L${r(ex)} ${r(ey)}H${r(end)}"/>
${label(end + dir * 5, ey + 5, Array.isArray(text) ? text.map(say) : say(text), ` class="n" text-anchor="${side === "right" ? "start" : "end"}"`)}`;
}

/** Plain note lines, left-aligned. */
export function notes(x, y, lines, className = "n") {
  return lines.map((line, i) => `<text x="${x}" y="${y + i * 22}" class="${className}">${esc(say(line))}</text>`).join("");
}

/** A view label under a drawing ("SECTION A–A"). */
export const caption = (x, y, text) => `<text x="${x}" y="${y}" text-anchor="middle" class="b">${esc(say(text))}</text>`;

/** A line of text at (x, y) with the given attributes (`text-anchor="middle" class="n"`). */
export const words = (x, y, text, attributes = "") =>
  `<text x="${r(x)}" y="${r(y)}"${attributes ? ` ${attributes}` : ""}>${esc(say(text))}</text>`;

/** A straight-line polygon path from points. */
export const poly = (points) => `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join("L")}Z`;
