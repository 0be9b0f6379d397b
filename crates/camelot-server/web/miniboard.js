// @ts-check
// A small picture of a position for lists of games: the board's shape, its castles and the
// pieces, without coordinates or interaction.

import { geometry, parseBoard, pathSquares, squareName } from './camelot.js';
import { s } from './dom.js';

const SIZE = 10;

/**
 * @param {string} position a position string
 * @param {{label: string, lastMove?: string | null, variant?: string | null}} opts label: what a screen reader says; variant: the board's shape (Camelot when absent)
 * @returns {SVGElement}
 */
export function miniBoard(position, opts) {
  /** @type {Map<string, import('./camelot.js').Piece>} */
  let pieces = new Map();
  try {
    pieces = parseBoard(position, opts.variant);
  } catch {
    // an unreadable position shows an empty board
  }
  const last = new Set(opts.lastMove ? pathSquares(opts.lastMove) : []);
  /** @type {SVGElement[]} */
  const parts = [];
  const geo = geometry(opts.variant);
  for (const sq of geo.water) {
    const x = 'ABCDEFGHIJKLMN'.indexOf(sq[0]) * SIZE;
    const y = (geo.ranks - Number(sq.slice(1))) * SIZE;
    parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: 'water' }));
  }
  for (let rank = geo.ranks; rank >= 1; rank--) {
    for (const file of geo.rows[rank] || []) {
      const sq = squareName(file, rank);
      const x = file * SIZE;
      const y = (geo.ranks - rank) * SIZE;
      const castle = geo.castles.white.includes(sq) || geo.castles.black.includes(sq);
      const shade = castle ? 'castle' : (file + rank) % 2 === 1 ? 'dark' : 'light';
      parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: `sq-bg ${shade}` }));
      if (last.has(sq)) parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: 'hl-last' }));
      const p = pieces.get(sq);
      if (p?.kind === 'tree') {
        parts.push(s('path', { d: `M${x + 5} ${y + 1.5}L${x + 8.5} ${y + 8}L${x + 1.5} ${y + 8}Z`, class: 'mini-tree' }));
      } else if (p) {
        parts.push(s('circle', { cx: x + SIZE / 2, cy: y + SIZE / 2, r: p.kind === 'knight' ? 4.1 : 3.5, class: `mini-piece ${p.side} ${p.kind}` }));
        if (p.kind === 'knight') parts.push(s('circle', { cx: x + SIZE / 2, cy: y + SIZE / 2, r: 1.5, class: `mini-crown ${p.side}` }));
      }
    }
  }
  return s(
    'svg',
    { viewBox: `0 0 ${geo.files.length * SIZE} ${geo.ranks * SIZE}`, class: 'mini-board', 'data-variant': geo.name, role: 'img', 'aria-label': opts.label },
    parts,
  );
}
