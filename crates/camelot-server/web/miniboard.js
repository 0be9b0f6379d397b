// @ts-check
// A small picture of a position for lists of games: the board's shape, its castles and the
// pieces, without coordinates or interaction.

import { CASTLES, FILES, RANKS, exists, parseBoard, pathSquares, squareName } from './camelot.js';
import { s } from './dom.js';

const SIZE = 10;

/**
 * @param {string} position a position string
 * @param {{label: string, lastMove?: string | null}} opts label: what a screen reader says
 * @returns {SVGElement}
 */
export function miniBoard(position, opts) {
  /** @type {Map<string, import('./camelot.js').Piece>} */
  let pieces = new Map();
  try {
    pieces = parseBoard(position);
  } catch {
    // an unreadable position shows an empty board
  }
  const last = new Set(opts.lastMove ? pathSquares(opts.lastMove) : []);
  /** @type {SVGElement[]} */
  const parts = [];
  for (let rank = RANKS; rank >= 1; rank--) {
    for (let file = 0; file < FILES.length; file++) {
      if (!exists(file, rank)) continue;
      const sq = squareName(file, rank);
      const x = file * SIZE;
      const y = (RANKS - rank) * SIZE;
      const castle = CASTLES.white.includes(sq) || CASTLES.black.includes(sq);
      const shade = castle ? 'castle' : (file + rank) % 2 === 1 ? 'dark' : 'light';
      parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: `sq-bg ${shade}` }));
      if (last.has(sq)) parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: 'hl-last' }));
      const p = pieces.get(sq);
      if (p) {
        parts.push(s('circle', { cx: x + SIZE / 2, cy: y + SIZE / 2, r: p.kind === 'knight' ? 4.1 : 3.5, class: `mini-piece ${p.side} ${p.kind}` }));
        if (p.kind === 'knight') parts.push(s('circle', { cx: x + SIZE / 2, cy: y + SIZE / 2, r: 1.5, class: `mini-crown ${p.side}` }));
      }
    }
  }
  return s(
    'svg',
    { viewBox: `0 0 ${FILES.length * SIZE} ${RANKS * SIZE}`, class: 'mini-board', role: 'img', 'aria-label': opts.label },
    parts,
  );
}
