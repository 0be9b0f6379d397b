// @ts-check
// The Camelot board as the rules contract defines it (files A–L, ranks 1–16, 160 squares),
// position strings and move paths. Nothing here decides legality: the server's legal-move
// listing does; this only reads what it sends.

export const FILES = 'ABCDEFGHIJKL';
export const RANKS = 16;

/**
 * The files present on a rank, as [first, last] file indexes (0 = A).
 * @param {number} rank 1–16
 * @returns {[number, number] | null}
 */
export function rankSpan(rank) {
  if (rank === 1 || rank === 16) return [5, 6]; // F–G: the castles
  if (rank === 2 || rank === 15) return [2, 9]; // C–J
  if (rank === 3 || rank === 14) return [1, 10]; // B–K
  if (rank >= 4 && rank <= 13) return [0, 11]; // A–L
  return null;
}

/**
 * @param {number} file 0–11
 * @param {number} rank 1–16
 */
export function exists(file, rank) {
  const span = rankSpan(rank);
  return span !== null && file >= span[0] && file <= span[1];
}

/**
 * @param {number} file
 * @param {number} rank
 */
export const squareName = (file, rank) => `${FILES[file]}${rank}`;

/**
 * @param {string} name e.g. "F8" (any case)
 * @returns {{file: number, rank: number} | null}
 */
export function parseSquare(name) {
  const m = /^([A-La-l])(1[0-6]|[1-9])$/.exec(name);
  if (!m) return null;
  const file = FILES.indexOf(m[1].toUpperCase());
  const rank = Number(m[2]);
  return exists(file, rank) ? { file, rank } : null;
}

/** Every square, rank 16 first, files left to right. */
export function allSquares() {
  /** @type {string[]} */
  const out = [];
  for (let rank = RANKS; rank >= 1; rank--) {
    for (let file = 0; file < FILES.length; file++) {
      if (exists(file, rank)) out.push(squareName(file, rank));
    }
  }
  return out;
}

/** The castle squares of each side. */
export const CASTLES = { white: ['F1', 'G1'], black: ['F16', 'G16'] };

/** @typedef {'K' | 'M' | 'k' | 'm'} PieceCode */

/**
 * @typedef {object} Piece
 * @property {'white' | 'black'} side
 * @property {'knight' | 'man'} kind
 */

/**
 * @param {string} code
 * @returns {Piece | null}
 */
export function pieceOf(code) {
  switch (code) {
    case 'K':
      return { side: 'white', kind: 'knight' };
    case 'M':
      return { side: 'white', kind: 'man' };
    case 'k':
      return { side: 'black', kind: 'knight' };
    case 'm':
      return { side: 'black', kind: 'man' };
    default:
      return null;
  }
}

/**
 * The pieces of a position string (`<board> <side> …`), by square.
 * @param {string} position
 * @returns {Map<string, Piece>}
 */
export function parseBoard(position) {
  const board = position.trim().split(/\s+/)[0] || '';
  const rows = board.split('/');
  /** @type {Map<string, Piece>} */
  const pieces = new Map();
  if (rows.length !== RANKS) throw new Error(`A position has ${RANKS} ranks; this one has ${rows.length}.`);
  rows.forEach((row, i) => {
    const rank = RANKS - i;
    const span = rankSpan(rank);
    if (!span) return;
    let file = span[0];
    for (const m of row.matchAll(/(\d+)|([KMkm])/g)) {
      if (m[1]) {
        file += Number(m[1]);
      } else {
        const piece = pieceOf(m[2]);
        if (piece) pieces.set(squareName(file, rank), piece);
        file += 1;
      }
    }
  });
  return pieces;
}

/**
 * The squares of a move path: "C6-E8xE10" → ["C6", "E8", "E10"].
 * @param {string} path
 */
export function pathSquares(path) {
  return path
    .trim()
    .split(/[-x]/i)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * Tidies typed notation the way the server reads it: upper-case squares, lower-case `x`,
 * no spaces.
 * @param {string} text
 */
export function normaliseNotation(text) {
  return text
    .replace(/\s+/g, '')
    .replace(/[–—]/g, '-')
    .toUpperCase()
    .replace(/X/g, 'x');
}

/**
 * @typedef {object} LegalMove
 * @property {string} path canonical WCF path
 * @property {string} from
 * @property {string} to
 * @property {string[]} captures
 * @property {string} position
 */

/**
 * What can follow a partly built move: the squares that continue some legal path, and the
 * legal move that ends exactly here (if any).
 * @param {LegalMove[]} moves
 * @param {string[]} prefix squares clicked so far, origin first
 * @returns {{next: Map<string, boolean>, complete: LegalMove | null}} next: square → whether
 *   that step captures
 */
export function continuations(moves, prefix) {
  /** @type {Map<string, boolean>} */
  const next = new Map();
  /** @type {LegalMove | null} */
  let complete = null;
  for (const m of moves) {
    const squares = pathSquares(m.path);
    if (squares.length < prefix.length) continue;
    if (!prefix.every((sq, i) => squares[i] === sq)) continue;
    if (squares.length === prefix.length) {
      complete = m;
    } else {
      const sep = separators(m.path)[prefix.length - 1];
      const sq = squares[prefix.length];
      next.set(sq, (next.get(sq) || false) || sep === 'x');
    }
  }
  return { next, complete };
}

/**
 * The separators of a path, one per step: "C6-E8xE10" → ["-", "x"].
 * @param {string} path
 */
export function separators(path) {
  return Array.from(path.matchAll(/[-x]/gi), (m) => m[0].toLowerCase());
}

/**
 * Builds the path string of a series of squares following a legal move's separators.
 * @param {LegalMove[]} moves
 * @param {string[]} squares
 */
export function pathOf(moves, squares) {
  const m = continuations(moves, squares).complete;
  return m ? m.path : squares.join('-');
}

/**
 * The square next to `square` in a screen direction, on the board as shown (skipping the
 * corners that do not exist); null at the edge.
 * @param {string} square
 * @param {'up' | 'down' | 'left' | 'right'} dir
 * @param {boolean} flipped Black's view: rank 1 at the top, file L on the left
 * @returns {string | null}
 */
export function neighbour(square, dir, flipped) {
  const p = parseSquare(square);
  if (!p) return null;
  const sign = flipped ? -1 : 1;
  let { file, rank } = p;
  if (dir === 'left' || dir === 'right') {
    const step = (dir === 'right' ? 1 : -1) * sign;
    for (file += step; file >= 0 && file < FILES.length; file += step) {
      if (exists(file, rank)) return squareName(file, rank);
    }
    return null;
  }
  const step = (dir === 'up' ? 1 : -1) * sign;
  for (rank += step; rank >= 1 && rank <= RANKS; rank += step) {
    if (exists(file, rank)) return squareName(file, rank);
    // A cut corner: go to the nearest square of that rank instead.
    const span = rankSpan(rank);
    if (span) return squareName(Math.min(Math.max(file, span[0]), span[1]), rank);
  }
  return null;
}
