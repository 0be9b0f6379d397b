// @ts-check
// Rules help in context: which page of /learn explains why a move was refused, and, for a move
// typed on the game page that is not in the server's legal-move listing, the reason the server
// would give (the rules crate's tags, crates/camelot-rules/src/validate.rs, checked in the same
// order). Only an explanation: whether a move is legal is always the server's listing. Pure:
// no DOM, no messages, so it runs in Node's test runner too.

import { CASTLES, parseBoard, parseSquare, pathSquares, separators, squareName } from './camelot.js';

/** @typedef {import('./camelot.js').Piece} Piece */

/**
 * The learning page (`/learn/<topic>`) that explains each reason tag of an illegal move.
 * The River variant's tree placement is explained on its own page.
 * @type {Readonly<Record<string, string>>}
 */
export const REASON_TOPICS = Object.freeze({
  malformed: 'notation',
  'wrong-separator': 'notation',
  'off-board': 'board',
  'empty-origin': 'board',
  'not-your-piece': 'board',
  'game-over': 'winning',
  'not-adjacent': 'plain-moves',
  'plain-in-sequence': 'plain-moves',
  'landing-occupied': 'plain-moves',
  'nothing-to-leap': 'canters',
  'canter-revisit': 'canters',
  'capture-required': 'jumps',
  'must-continue-jump': 'jumps',
  'canter-after-jump': 'knights-charge',
  'man-cannot-charge': 'knights-charge',
  'knight-must-jump': 'knights-charge',
  'must-leave-own-castle': 'castles',
  'into-own-castle': 'castles',
  'leaves-opponent-castle': 'castles',
  'continues-after-opponent-castle': 'castles',
  'castle-move-limit': 'castles',
  'placement-expected': 'river',
  'not-placement-phase': 'river',
  'not-tree-square': 'river',
  'duplicate-tree': 'river',
});

/**
 * The topic that explains a reason tag, or null when there is none.
 * @param {string | null | undefined} tag
 * @returns {string | null}
 */
export function reasonTopic(tag) {
  if (!tag) return null;
  return Object.prototype.hasOwnProperty.call(REASON_TOPICS, tag) ? REASON_TOPICS[tag] : null;
}

/** The eight directions, as (file, rank) steps. */
const DIRECTIONS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

/**
 * The square `n` steps from `square` in a direction, or null off the board.
 * @param {string} square
 * @param {number[]} dir
 * @param {number} n
 */
function stepFrom(square, dir, n) {
  const p = parseSquare(square);
  if (!p) return null;
  const file = p.file + dir[0] * n;
  const rank = p.rank + dir[1] * n;
  if (file < 0 || file > 11) return null;
  const name = squareName(file, rank);
  return parseSquare(name) ? name : null;
}

/**
 * Whether a piece on `square` could jump: an enemy piece next to it with an empty square behind.
 * @param {string} square
 * @param {Set<string>} enemy
 * @param {(sq: string) => boolean} isEmpty
 */
function canJumpFrom(square, enemy, isEmpty) {
  return DIRECTIONS.some((d) => {
    const over = stepFrom(square, d, 1);
    const to = stepFrom(square, d, 2);
    return over !== null && to !== null && enemy.has(over) && isEmpty(to);
  });
}

/**
 * @typedef {object} TypedMoveContext
 * @property {string} position the current position string
 * @property {string} path the move as typed (normalised: upper-case squares, `-` and `x`)
 * @property {{capture_required?: boolean, must_leave_castle?: boolean}} [legal] what the legal-move
 *   listing says of the turn
 */

/**
 * Why a typed path is not a legal move, as the rules crate's reason tag, or null when these
 * checks find nothing (then only the listing knows). Follows validate.rs's order of checks.
 * @param {TypedMoveContext} ctx
 * @returns {string | null}
 */
export function typedMoveReason({ position, path, legal = {} }) {
  if (!/^[A-Za-z]\d{1,2}([-x][A-Za-z]\d{1,2})+$/.test(path.trim())) return 'malformed';
  const squares = pathSquares(path);
  const marks = separators(path);
  if (squares.some((sq) => parseSquare(sq) === null)) return 'off-board';
  /** @type {Map<string, Piece>} */
  let pieces;
  try {
    pieces = parseBoard(position);
  } catch {
    return null;
  }
  const side = (position.trim().split(/\s+/)[1] || 'w').toLowerCase() === 'b' ? 'black' : 'white';
  const other = side === 'white' ? 'black' : 'white';
  const from = squares[0];
  const piece = pieces.get(from);
  if (!piece) return 'empty-origin';
  if (piece.side !== side) return 'not-your-piece';
  const ownCastle = CASTLES[side];
  const oppCastle = CASTLES[other];
  if (legal.must_leave_castle && !ownCastle.includes(from)) return 'must-leave-own-castle';
  // A piece in the opponent's castle: only the Castle Move to the other castle square.
  if (oppCastle.includes(from)) {
    const partner = oppCastle.find((sq) => sq !== from);
    if (squares.length !== 2 || squares[1] !== partner) return 'leaves-opponent-castle';
    if (marks[0] !== '-') return 'wrong-separator';
    if (pieces.has(squares[1])) return 'landing-occupied';
    if (legal.capture_required) return 'capture-required';
    return 'castle-move-limit';
  }
  if (squares.slice(1, -1).some((sq) => oppCastle.includes(sq))) return 'continues-after-opponent-castle';

  /** @type {Set<string>} */
  const enemy = new Set();
  /** @type {Set<string>} */
  const friends = new Set();
  for (const [sq, p] of pieces) {
    if (sq === from) continue;
    (p.side === side ? friends : enemy).add(sq);
  }
  const startEnemy = new Set(enemy);
  /** @type {Set<string>} */
  const captured = new Set();
  const isEmptyNow = (/** @type {string} */ sq) => sq === from || !pieces.has(sq) || captured.has(sq);
  /** @type {'start' | 'canter' | 'jump'} */
  let phase = 'start';
  const visited = new Set([from]);
  /** @type {string[]} */
  const canterLandings = [];
  let cur = from;
  for (let i = 1; i < squares.length; i++) {
    const to = squares[i];
    const a = /** @type {{file: number, rank: number}} */ (parseSquare(cur));
    const b = /** @type {{file: number, rank: number}} */ (parseSquare(to));
    const df = b.file - a.file;
    const dr = b.rank - a.rank;
    /** @type {string | null} */
    let over = null;
    if (Math.max(Math.abs(df), Math.abs(dr)) === 1) {
      over = null;
    } else if ((Math.abs(df) === 2 || df === 0) && (Math.abs(dr) === 2 || dr === 0) && (df !== 0 || dr !== 0)) {
      over = squareName(a.file + df / 2, a.rank + dr / 2);
      if (!parseSquare(over)) return 'not-adjacent';
    } else {
      return 'not-adjacent';
    }
    if (!isEmptyNow(to)) return 'landing-occupied';
    if (over !== null && (over === from || captured.has(over) || !pieces.has(over))) return 'nothing-to-leap';
    const jump = over !== null && enemy.has(over);
    const canter = over !== null && friends.has(over);
    if (jump !== (marks[i - 1] === 'x')) return 'wrong-separator';
    if (over === null && squares.length > 2) return 'plain-in-sequence';
    if (canter && phase === 'jump') return 'canter-after-jump';
    if (jump && phase === 'canter' && piece.kind === 'man') return 'man-cannot-charge';
    if (!jump && ownCastle.includes(to)) return 'into-own-castle';
    if (canter) {
      if (visited.has(to)) return 'canter-revisit';
      visited.add(to);
      canterLandings.push(to);
      phase = 'canter';
    }
    if (jump && over !== null) {
      enemy.delete(over);
      captured.add(over);
      phase = 'jump';
    }
    cur = to;
  }
  if (phase === 'jump' && !oppCastle.includes(cur) && canJumpFrom(cur, enemy, isEmptyNow)) return 'must-continue-jump';
  if (captured.size === 0 && legal.capture_required) return 'capture-required';
  if (captured.size === 0 && piece.kind === 'knight') {
    const emptyAtStart = (/** @type {string} */ sq) => sq === from || !pieces.has(sq);
    if (canterLandings.some((sq) => !oppCastle.includes(sq) && canJumpFrom(sq, startEnemy, emptyAtStart))) return 'knight-must-jump';
  }
  return null;
}
