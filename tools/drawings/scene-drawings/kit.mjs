// The sheet and scene primitives of the gallery and explainer drawings, in the same style as
// the product drawings (tools/drawings/product-drawings/sheet.mjs, whose primitives are reused):
// light sheet, navy line art, hatched concrete, amber strands, dimension lines, a title block.
// Gallery scenes are 800x600 (4:3), explainer visuals 1200x675 (16:9) (rules §9). Every line of
// text goes through `say`, in the language and units of the variant being drawn.
import { say, variant } from "../variants/localize.mjs";

export { caption, concrete, dashed, hdim, leader, notes, poly, rebar, row, strands, vdim } from "../product-drawings/sheet.mjs";

export const GALLERY = { w: 800, h: 600 };
export const LEARN = { w: 1200, h: 675 };

const r = (n) => Math.round(n * 10) / 10;
const esc = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const STYLE = `text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;fill:#0f2a44;paint-order:stroke;stroke:#f8fafc;stroke-width:5px;stroke-linejoin:round}
.n{font-size:15px;fill:#334155}.b{font-weight:700}.t{font-size:26px;font-weight:700}.s{font-size:13px;fill:#334155;letter-spacing:.06em}.m{font-size:34px;font-weight:800;letter-spacing:.02em}
.c{fill:url(#h);stroke:#0f2a44;stroke-width:2.5;stroke-linejoin:round}.v{fill:#f8fafc;stroke:#0f2a44;stroke-width:2}
.g{fill:#cbd5e1;stroke:#0f2a44;stroke-width:1.5;stroke-linejoin:round}.k{fill:#0f2a44}.p{fill:#a35d0a}
.d{fill:none;stroke:#475569;stroke-width:1.2}.x{fill:none;stroke:#475569;stroke-width:1.5;stroke-dasharray:9 6}
.r{fill:none;stroke:#0f2a44;stroke-width:1.4}.q{fill:none;stroke:#a35d0a;stroke-width:2;stroke-dasharray:12 6}
.f{fill:none;stroke:#0f2a44;stroke-width:2}.l{fill:none;stroke:#0f2a44;stroke-width:1.6;stroke-linejoin:round;stroke-linecap:round}
.u{fill:none;stroke:#475569;stroke-width:1.1;stroke-linejoin:round;stroke-linecap:round}.o{fill:#fff;stroke:#475569;stroke-width:1.3;stroke-linejoin:round}
.e{fill:url(#e)}.y{fill:url(#y)}.w{fill:none;stroke:#1f5d96;stroke-width:1.6}.z{fill:none;stroke:#1f5d96;stroke-width:1.2;stroke-dasharray:22 12}
.j{fill:#e2e8f0;stroke:#475569;stroke-width:1.3;stroke-linejoin:round}.a{fill:none;stroke:#a35d0a;stroke-width:2}`;

const DEFS = `<defs><pattern id="h" width="11" height="11" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="11" height="11" fill="#e6edf5"/><path d="M0 0V11" stroke="#94a3b8" stroke-width="1.1"/></pattern>
<pattern id="e" width="18" height="12" patternUnits="userSpaceOnUse"><rect width="18" height="12" fill="#f1f5f9"/><path d="M2 4h6M11 10h5" stroke="#94a3b8" stroke-width="1.1"/></pattern>
<pattern id="y" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#f1f5f9"/><circle cx="3" cy="4" r="1.2" fill="#94a3b8"/><circle cx="10" cy="10" r="1.2" fill="#94a3b8"/></pattern>
<marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="11" markerHeight="11" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0 1.5 10 5 0 8.5z" fill="#475569"/></marker>
<marker id="b" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="12" markerHeight="12" markerUnits="userSpaceOnUse" orient="auto"><path d="M0 1.5 10 5 0 8.5z" fill="#a35d0a"/></marker></defs>`;

/** The whole document: sheet, frame, drawing and title block. */
export function sheet({ size, title, view, description, body }) {
  const { w, h } = size;
  const top = h - 100;
  const right = w - 232;
  const name = say(title.toUpperCase());
  const long = name.length > 18;
  // English files keep the description; a Spanish one is named by its title (the page's alt text describes it).
  const english = variant().lang === "en";
  const head = english
    ? `<title id="t">${esc(title)}: ${esc(view.toLowerCase())}</title><desc id="d">${esc(description)}</desc>`
    : `<title id="t">${esc(say(`${title}: ${view.toLowerCase()}`))}</title>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${english ? "t d" : "t"}">
${head}
<style>${STYLE}</style>${DEFS}
<rect width="${w}" height="${h}" fill="#f8fafc"/><rect x="12" y="12" width="${w - 24}" height="${h - 24}" class="f"/>
${body.flat(Infinity).filter(Boolean).join("\n")}
<path class="f" d="M12 ${top}H${w - 12}M180 ${top}V${h - 12}M${right} ${top}V${h - 12}"/>
<text x="96" y="${top + 56}" text-anchor="middle" class="m">M&amp;M</text>
<text x="196" y="${top + 37}" class="t"${long ? ' style="font-size:21px"' : ""}>${esc(name)}</text>
<text x="196" y="${top + 66}" class="s">${esc(say(`${view.toUpperCase()} · NOT TO SCALE`))}</text>
<text x="${right + 16}" y="${top + 37}" class="s">${esc(say("PRECAST & PRESTRESSED"))}</text>
<text x="${right + 16}" y="${top + 66}" class="s">${esc(say("BELIZE · SINCE 1998"))}</text>
</svg>
`;
}

export const path = (cls, d, extra = "") => `<path class="${cls}" d="${d}"${extra}/>`;
export const rect = (cls, x, y, w, h) => `<rect class="${cls}" x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"/>`;
export const text = (x, y, label, cls = "n", anchor = "start") =>
  `<text x="${r(x)}" y="${r(y)}" class="${cls}"${anchor === "start" ? "" : ` text-anchor="${anchor}"`}>${esc(say(label))}</text>`;

/** Soil from x1 to x2 below y (clay dashes, or sand dots), with its surface line. */
export function ground(x1, x2, y, bottom, kind = "e") {
  return `${rect(kind, x1, y, x2 - x1, bottom - y)}${path("f", `M${r(x1)} ${r(y)}H${r(x2)}`)}`;
}

/** A prestressed pile in elevation, driven from `top` to a pointed tip at `bottom`. */
export function pile(x, top, bottom, w = 14) {
  const hw = w / 2;
  return path("c", `M${r(x - hw)} ${r(top)}H${r(x + hw)}V${r(bottom - w)}L${r(x)} ${r(bottom)}L${r(x - hw)} ${r(bottom - w)}Z`);
}

/** A level marker (triangle on a line) with a label. */
export const level = (x, y, label) =>
  `${path("k", `M${r(x)} ${r(y)}l-7 -12h14z`)}${path("d", `M${r(x - 20)} ${r(y)}h40`)}${text(x + 14, y - 6, label, "n")}`;

/** A person for scale, standing on y. */
export function person(x, y, s = 1) {
  const h = 34 * s;
  return `<circle class="u" cx="${r(x)}" cy="${r(y - h + 4 * s)}" r="${r(4 * s)}"/>${path("u", `M${r(x)} ${r(y - h + 8 * s)}V${r(y - 12 * s)}M${r(x - 6 * s)} ${r(y)}L${r(x)} ${r(y - 12 * s)}L${r(x + 6 * s)} ${r(y)}M${r(x - 8 * s)} ${r(y - h + 16 * s)}H${r(x + 8 * s)}`)}`;
}

/** A car in side view, wheels on y, facing right. */
export function car(x, y, s = 1) {
  const p = (dx, dy) => `${r(x + dx * s)} ${r(y + dy * s)}`;
  return `${path("o", `M${p(0, -6)}L${p(0, -14)}L${p(8, -16)}L${p(16, -26)}L${p(40, -26)}L${p(50, -16)}L${p(62, -14)}L${p(62, -6)}Z`)}<circle class="o" cx="${r(x + 13 * s)}" cy="${r(y - 5 * s)}" r="${r(5 * s)}"/><circle class="o" cx="${r(x + 49 * s)}" cy="${r(y - 5 * s)}" r="${r(5 * s)}"/>`;
}

/** A truck (box and cab) in side view, wheels on y, facing right. */
export function truck(x, y, s = 1) {
  const p = (dx, dy) => `${r(x + dx * s)} ${r(y + dy * s)}`;
  return `${path("o", `M${p(0, -8)}L${p(0, -60)}L${p(92, -60)}L${p(92, -8)}ZM${p(96, -8)}L${p(96, -40)}L${p(112, -40)}L${p(124, -24)}L${p(124, -8)}Z`)}${[14, 34, 110].map((dx) => `<circle class="o" cx="${r(x + dx * s)}" cy="${r(y - 7 * s)}" r="${r(7 * s)}"/>`).join("")}`;
}

/** A lattice boom between two points, drawn as two chords and a zigzag of lacing. */
function lattice([x1, y1], [x2, y2], depth = 12) {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
  const [nx, ny] = [(-uy * depth) / 2, (ux * depth) / 2];
  const a = [
    [x1 + nx, y1 + ny],
    [x2 + nx * 0.4, y2 + ny * 0.4],
  ];
  const b = [
    [x1 - nx, y1 - ny],
    [x2 - nx * 0.4, y2 - ny * 0.4],
  ];
  const n = Math.max(4, Math.round(len / 26));
  const zig = Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const k = 1 - 0.6 * t;
    const side = i % 2 ? 1 : -1;
    return `${r(x1 + (x2 - x1) * t + side * nx * k)} ${r(y1 + (y2 - y1) * t + side * ny * k)}`;
  });
  return `${path("l", `M${r(a[0][0])} ${r(a[0][1])}L${r(a[1][0])} ${r(a[1][1])}M${r(b[0][0])} ${r(b[0][1])}L${r(b[1][0])} ${r(b[1][1])}`)}${path("u", `M${zig.join("L")}`)}`;
}

/** A crawler crane standing on y at x (tracks centred on x), boom up to `tip`, hook line to hookY. */
export function crawlerCrane(x, y, tip, hookY, facing = 1) {
  const f = (dx) => r(x + dx * facing);
  const pivot = [x + 30 * facing, y - 52];
  return [
    `<rect class="g" x="${r(Math.min(x - 62, x + 62))}" y="${r(y - 18)}" width="124" height="18" rx="9"/>`,
    path("g", `M${f(-44)} ${r(y - 18)}V${r(y - 62)}H${f(36)}L${f(44)} ${r(y - 40)}V${r(y - 18)}Z`),
    path("g", `M${f(-58)} ${r(y - 26)}H${f(-44)}V${r(y - 54)}H${f(-58)}Z`),
    path("u", `M${f(-6)} ${r(y - 56)}h22v-14h-22z`),
    lattice(pivot, tip, 14),
    path("u", `M${f(-20)} ${r(y - 62)}L${r(tip[0])} ${r(tip[1])}`),
    path("l", `M${r(tip[0])} ${r(tip[1])}V${r(hookY)}`),
    path("k", `M${r(tip[0] - 5)} ${r(hookY)}h10l-5 9z`),
  ];
}

/** A truck-mounted mobile crane on y at x with a telescopic boom to `tip`, hook line to hookY. */
export function mobileCrane(x, y, tip, hookY, facing = 1) {
  const f = (dx) => r(x + dx * facing);
  const pivot = [x + 10 * facing, y - 44];
  const len = Math.hypot(tip[0] - pivot[0], tip[1] - pivot[1]);
  const [ux, uy] = [(tip[0] - pivot[0]) / len, (tip[1] - pivot[1]) / len];
  const [nx, ny] = [-uy * 6, ux * 6];
  const boom = `M${r(pivot[0] + nx)} ${r(pivot[1] + ny)}L${r(tip[0] + nx * 0.6)} ${r(tip[1] + ny * 0.6)}L${r(tip[0] - nx * 0.6)} ${r(tip[1] - ny * 0.6)}L${r(pivot[0] - nx)} ${r(pivot[1] - ny)}Z`;
  return [
    path("g", `M${f(-70)} ${r(y - 14)}V${r(y - 34)}H${f(70)}V${r(y - 14)}Z`),
    path("g", `M${f(-40)} ${r(y - 34)}V${r(y - 56)}H${f(24)}V${r(y - 34)}Z`),
    path("g", `M${f(44)} ${r(y - 34)}V${r(y - 58)}H${f(66)}L${f(72)} ${r(y - 44)}V${r(y - 34)}Z`),
    [-52, -26, 40, 58].map((dx) => `<circle class="o" cx="${f(dx)}" cy="${r(y - 9)}" r="9"/>`).join(""),
    path("l", `M${f(-86)} ${r(y)}H${f(-70)}M${f(70)} ${r(y)}H${f(86)}M${f(-78)} ${r(y)}V${r(y - 20)}M${f(78)} ${r(y)}V${r(y - 20)}`),
    path("g", boom),
    path("l", `M${r(tip[0])} ${r(tip[1])}V${r(hookY)}`),
    path("k", `M${r(tip[0] - 5)} ${r(hookY)}h10l-5 9z`),
  ];
}

/** Slings from a hook down to pick points. */
export const slings = ([hx, hy], points) => path("u", points.map(([x, y]) => `M${r(hx)} ${r(hy + 9)}L${r(x)} ${r(y)}`).join(""));

/** Loose rock armour: a heap of irregular stones filling a triangle-ish slope. */
export function rocks(points) {
  return points
    .map(([x, y, s]) =>
      path(
        "j",
        `M${r(x - s)} ${r(y)}l${r(s * 0.3)} ${r(-s * 0.8)}l${r(s * 0.9)} ${r(-s * 0.3)}l${r(s * 0.8)} ${r(s * 0.5)}l${r(-s * 0.1)} ${r(s * 0.6)}z`,
      ),
    )
    .join("");
}

/** A long member in elevation (beam, tee or plank seen from the side), hatched. */
export const member = (x1, y, x2, depth) => rect("c", x1, y, x2 - x1, depth);

/** A member with hidden voids (box beam or hollow core seen from the side). */
export function voided(x1, y, x2, depth, inset = 0.25) {
  const vy1 = y + depth * inset;
  const vy2 = y + depth * (1 - inset);
  return `${member(x1, y, x2, depth)}${path("x", `M${r(x1 + 14)} ${r(vy1)}H${r(x2 - 14)}M${r(x1 + 14)} ${r(vy2)}H${r(x2 - 14)}`)}`;
}

/** A double tee in elevation: flange line and stem depth, with the strands dashed low in the stem. */
export function teeElevation(x1, y, x2, depth) {
  return `${member(x1, y, x2, depth)}${path("r", `M${r(x1)} ${r(y + depth * 0.16)}H${r(x2)}`)}${path("q", `M${r(x1 + 6)} ${r(y + depth - 5)}H${r(x2 - 6)}`)}`;
}

/** Storage racking in elevation: uprights and shelves. */
export function racking(x, y, w, h, levels = 4) {
  const shelves = Array.from({ length: levels }, (_, i) => `M${r(x)} ${r(y - (h * (i + 1)) / levels)}H${r(x + w)}`).join("");
  const boxes = Array.from(
    { length: levels },
    (_, i) =>
      rect("o", x + 6, y - (h * (i + 1)) / levels + 4, w / 2 - 9, h / levels - 8) +
      rect("o", x + w / 2 + 3, y - (h * (i + 1)) / levels + 4, w / 2 - 9, h / levels - 8),
  ).join("");
  return `${boxes}${path("l", `M${r(x)} ${r(y)}V${r(y - h)}M${r(x + w)} ${r(y)}V${r(y - h)}${shelves}`)}`;
}

/** Load arrows (amber) pressing down on a line at y from x1 to x2. */
export function loadArrows(x1, x2, y, n, length = 36) {
  return (
    Array.from({ length: n }, (_, i) => {
      const x = x1 + ((x2 - x1) * i) / (n - 1);
      return path("a", `M${r(x)} ${r(y - length)}V${r(y - 3)}`, ' marker-end="url(#b)"');
    }).join("") + path("a", `M${r(x1)} ${r(y - length)}H${r(x2)}`)
  );
}

/** A row of windows in a façade band. */
export function windows(x1, x2, y, h, n) {
  const step = (x2 - x1) / n;
  return Array.from({ length: n }, (_, i) => rect("u", x1 + i * step + step * 0.2, y, step * 0.6, h)).join("");
}

/** A vertical dimension with its label level, to the left (side -1) or right (side 1) of the line. */
export function vdimLevel(y1, y2, x, label, side = -1) {
  return `${path("d", `M${r(x)} ${r(y1)}V${r(y2)}`, ' marker-start="url(#a)" marker-end="url(#a)"')}${text(x + side * 10, (y1 + y2) / 2 + 5, label, "n", side < 0 ? "end" : "start")}`;
}
