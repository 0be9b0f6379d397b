// @ts-check
// Earlier positions of a game, rebuilt from its moves: every game starts from the standard
// position, and a legal move only moves its piece from the first square of its path to the
// last, removing the enemy pieces it jumps over (legs written with "x"). Nothing here checks
// legality: the moves come from the server, which did.

import { geometry, parseBoard, parseSquare, pathSquares, separators, squareName, startPosition } from './camelot.js';

/** @typedef {import('./camelot.js').Piece} Piece */

/** The start position of standard Camelot, as the rules write it. */
export const START_POSITION = startPosition('camelot');

/**
 * The pieces after a move.
 * @param {Map<string, Piece>} pieces before the move (left as it is)
 * @param {string} path WCF path, e.g. "E9xC7xC5", or a River tree placement "F6,F7,G6"
 * @param {string | null} [variant]
 * @returns {Map<string, Piece>}
 */
export function applyPath(pieces, path, variant) {
  const out = new Map(pieces);
  const squares = pathSquares(path);
  if (path.includes(',')) {
    const trees = geometry(variant).trees;
    for (const sq of squares) out.set(sq, { side: trees?.black.includes(sq) ? 'black' : 'white', kind: 'tree' });
    return out;
  }
  const seps = separators(path);
  const mover = out.get(squares[0]);
  if (!mover || squares.length < 2) return out;
  out.delete(squares[0]);
  for (let i = 1; i < squares.length; i++) {
    if (seps[i - 1] !== 'x') continue;
    const a = parseSquare(squares[i - 1], variant);
    const b = parseSquare(squares[i], variant);
    if (!a || !b) continue;
    const mid = squareName((a.file + b.file) / 2, (a.rank + b.rank) / 2);
    const victim = out.get(mid);
    if (victim && victim.side !== mover.side) out.delete(mid);
  }
  out.set(squares[squares.length - 1], mover);
  return out;
}

/**
 * The pieces before the first move and after each move: entry i is the board after ply i.
 * @param {{path: string}[]} moves
 * @param {string | null} [variant]
 * @returns {Map<string, Piece>[]}
 */
export function replayBoards(moves, variant) {
  /** @type {Map<string, Piece>[]} */
  const boards = [parseBoard(startPosition(variant), variant)];
  for (const m of moves) boards.push(applyPath(boards[boards.length - 1], m.path, variant));
  return boards;
}

/**
 * A board as a string, for comparing positions.
 * @param {Map<string, Piece>} pieces
 */
export function boardKey(pieces) {
  return Array.from(pieces, ([sq, p]) => `${sq}${p.side[0]}${p.kind[0]}`).sort().join(',');
}

/**
 * Whether a draw may perhaps be claimed now: 100 quiet plies, or the current board with the
 * same side to move seen three times. Castle moves are not compared, so this may say yes when
 * the server would refuse, never the other way round.
 * @param {Map<string, Piece>[]} boards as from `replayBoards`
 * @param {string} position the current position string (its fifth field counts quiet plies)
 */
export function drawMayBeClaimed(boards, position) {
  const quiet = Number(position.trim().split(/\s+/)[4] || 0);
  if (quiet >= 100) return true;
  const last = boards.length - 1;
  const key = boardKey(boards[last]);
  let seen = 0;
  for (let i = last; i >= 0; i -= 2) {
    if (boardKey(boards[i]) === key) seen += 1;
  }
  return seen >= 3;
}

/**
 * The pieces of each side.
 * @param {Map<string, Piece>} pieces
 */
export function pieceCount(pieces) {
  const count = { white: { knight: 0, man: 0 }, black: { knight: 0, man: 0 } };
  for (const p of pieces.values()) if (p.kind !== 'tree') count[p.side][p.kind] += 1;
  return count;
}
