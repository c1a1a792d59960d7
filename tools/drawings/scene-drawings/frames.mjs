// Precast building frames in section: columns, beams cut at the column lines (inverted tees
// inside, L-beam spandrels at the edges) and floor units seen from the side between them.
import { concrete, member, path, poly, rect, teeElevation, voided } from "./kit.mjs";

const WEB = 24;
const LEDGE = 9;

/** Inverted tee cut at a column line: web of WEB, ledges of LEDGE each side, ledge `ledgeH` high. */
export const invertedTee = (cx, top, depth, ledgeH = 14) =>
  concrete(
    poly([
      [cx - WEB / 2, top],
      [cx + WEB / 2, top],
      [cx + WEB / 2, top + depth - ledgeH],
      [cx + WEB / 2 + LEDGE, top + depth - ledgeH],
      [cx + WEB / 2 + LEDGE, top + depth],
      [cx - WEB / 2 - LEDGE, top + depth],
      [cx - WEB / 2 - LEDGE, top + depth - ledgeH],
      [cx - WEB / 2, top + depth - ledgeH],
    ]),
  );

/** L-beam cut at a column line, its ledge on side `dir` (1: to the right). */
export function lBeam(cx, top, depth, ledgeH = 14, dir = 1) {
  const a = cx - (dir * WEB) / 2;
  const b = cx + (dir * WEB) / 2;
  const c = b + dir * LEDGE;
  return concrete(
    poly([
      [a, top],
      [b, top],
      [b, top + depth - ledgeH],
      [c, top + depth - ledgeH],
      [c, top + depth],
      [a, top + depth],
    ]),
  );
}

/** A floor unit between two beam faces, by kind. */
export function floorUnit(kind, x1, top, x2, depth) {
  if (kind === "tee") return teeElevation(x1, top, x2, depth);
  if (kind === "hollow") return voided(x1, top, x2, depth, 0.22);
  return `${member(x1, top, x2, depth)}${path("q", `M${x1 + 6} ${top + depth - 3}H${x2 - 6}`)}`;
}

/**
 * A frame: columns at `cols` standing on `grade`, floors of `kind` at each level top in `levels`,
 * inverted tees inside and L-beams at the edges whose tops rise `spandrel` above the floor.
 */
export function frame({ cols, levels, grade, kind = "tee", floorDepth = 24, ledgeH = 14, spandrel = 0, colW = 20 }) {
  const top = Math.min(...levels);
  const out = [];
  cols.forEach((x, i) => {
    const edge = i === 0 || i === cols.length - 1;
    out.push(rect("c", x - colW / 2, top - (edge ? spandrel : 0), colW, grade - top + (edge ? spandrel : 0)));
  });
  for (const y of levels) {
    cols.forEach((x, i) => {
      if (i < cols.length - 1) out.push(floorUnit(kind, x + WEB / 2, y, cols[i + 1] - WEB / 2, floorDepth));
    });
    const depth = floorDepth + ledgeH;
    cols.forEach((x, i) => {
      if (i === 0) out.push(lBeam(x, y - spandrel, depth + spandrel, ledgeH, 1));
      else if (i === cols.length - 1) out.push(lBeam(x, y - spandrel, depth + spandrel, ledgeH, -1));
      else out.push(invertedTee(x, y, depth, ledgeH));
    });
  }
  return out;
}

/** Load-bearing walls (masonry or precast) from grade up to the top floor, floors spanning between. */
export function wallFrame({ walls, levels, grade, kind = "hollow", floorDepth = 16, wallW = 16 }) {
  const out = [];
  const tops = [...levels].sort((a, b) => a - b);
  walls.forEach((x) => {
    // wall panels between the floors, so each floor visibly bears on the wall below
    const ys = [...tops, grade];
    for (let i = 0; i < ys.length - 1; i++) out.push(rect("j", x - wallW / 2, ys[i] + floorDepth, wallW, ys[i + 1] - ys[i] - floorDepth));
  });
  for (const y of levels) out.push(floorUnit(kind, walls[0] - wallW / 2, y, walls[walls.length - 1] + wallW / 2, floorDepth));
  // joints over the inner walls, where one unit ends and the next begins
  for (const y of levels) for (const x of walls.slice(1, -1)) out.push(path("f", `M${x} ${y}v${floorDepth}`));
  return out;
}
