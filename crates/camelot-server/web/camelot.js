// @ts-check
// The Camelot board as the rules contract defines it (files A–L, ranks 1–16, 160 squares),
// position strings and move paths. Nothing here decides legality: the server's legal-move
// listing does; this only reads what it sends.

export const FILES = 'ABCDEFGHIJKL';
export const RANKS = 16;

/** The variants the server offers, Camelot first. */
export const VARIANT_NAMES = ['camelot', 'camette', 'cam', 'chivalry', 'river', 'anti', 'anti-camette', 'anti-cam', 'anti-chivalry', 'anti-river'];

/**
 * @typedef {object} Geometry
 * @property {string} name the board's name (an anti variant has its board's)
 * @property {string} files the file letters, A first
 * @property {number} ranks
 * @property {(number[] | null)[]} rows index = rank: the file indexes on that rank (null: none)
 * @property {{white: string[], black: string[]}} castles
 * @property {string} start the start position
 * @property {{white: string[], black: string[]} | null} trees River's tree squares of each side
 * @property {string[]} water River's river squares (no squares; drawn as water)
 * @property {string[]} bridges River's bridge squares
 */

/**
 * @param {number} a first file index
 * @param {number} b last file index
 */
const span = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** @param {string} letters e.g. "A-G I" → file indexes */
function filesOf(letters) {
  /** @type {number[]} */
  const out = [];
  for (const part of letters.split(' ')) {
    const [a, b] = part.split('-');
    out.push(...span('ABCDEFGHIJKLMN'.indexOf(a), 'ABCDEFGHIJKLMN'.indexOf(b || a)));
  }
  return out;
}

/**
 * @param {number} ranks
 * @param {Record<string, string>} spec "lo-hi" or "r" → files ("A-E")
 */
function rowsOf(ranks, spec) {
  /** @type {(number[] | null)[]} */
  const rows = Array(ranks + 1).fill(null);
  for (const [key, letters] of Object.entries(spec)) {
    const [lo, hi] = key.split('-').map(Number);
    for (let r = lo; r <= (hi || lo); r++) rows[r] = filesOf(letters);
  }
  return rows;
}

const CAMELOT_ROWS = rowsOf(16, { 1: 'F-G', 2: 'C-J', 3: 'B-K', '4-13': 'A-L', 14: 'B-K', 15: 'C-J', 16: 'F-G' });
const WATER = 'A5 A6 B6 C6 A7 B7 C7 E7 C8 E8 F8 G8 F9 G9 H9 J9 H10 J10 K10 L10 J11 K11 L11 L12'.split(' ');
const WHITE_TREES = 'C2 D2 I2 J2 B3 C3 D3 E3 F3 G3 H3 I3 J3 K3 A4 B4 K4 L4 B5 C5 J5 K5 L5 F6 G6 H6 I6 J6 K6 L6 F7 G7 H7 I7 J7 K7 L7 K8 L8 K9 L9'.split(' ');
/** Black's tree squares: White's turned round the centre. */
const BLACK_TREES = WHITE_TREES.map((sq) => `${FILES[11 - FILES.indexOf(sq[0])]}${17 - Number(sq.slice(1))}`);

/** @type {Record<string, Geometry>} */
const BOARDS = {
  camelot: {
    name: 'camelot',
    files: FILES,
    ranks: 16,
    rows: CAMELOT_ROWS,
    castles: { white: ['F1', 'G1'], black: ['F16', 'G16'] },
    start: '2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 0 1',
    trees: null,
    water: [],
    bridges: [],
  },
  camette: {
    name: 'camette',
    files: 'ABCDE',
    ranks: 7,
    rows: rowsOf(7, { 1: 'C', 2: 'B-D', '3-5': 'A-E', 6: 'B-D', 7: 'C' }),
    castles: { white: ['C1'], black: ['C7'] },
    start: '1/1k1/1mmm1/5/1MMM1/1K1/1 w 0 0 0 1',
    trees: null,
    water: [],
    bridges: [],
  },
  cam: {
    name: 'cam',
    files: 'ABCDEFG',
    ranks: 13,
    rows: rowsOf(13, { 1: 'D', 2: 'C-E', 3: 'B-F', '4-10': 'A-G', 11: 'B-F', 12: 'C-E', 13: 'D' }),
    castles: { white: ['D1'], black: ['D13'] },
    start: '1/3/5/2k1k2/1mmmmm1/7/7/7/1MMMMM1/2K1K2/5/3/1 w 0 0 0 1',
    trees: null,
    water: [],
    bridges: [],
  },
  chivalry: {
    name: 'chivalry',
    files: 'ABCDEFGHIJKLMN',
    ranks: 16,
    rows: rowsOf(16, { 1: 'G-H', 2: 'D-K', 3: 'C-L', 4: 'B-M', '5-12': 'A-N', 13: 'B-M', 14: 'C-L', 15: 'D-K', 16: 'G-H' }),
    castles: { white: ['G1', 'H1'], black: ['G16', 'H16'] },
    start: '2/8/10/12/14/2kkmmmmmmkk2/2kkmmmmmmkk2/14/14/2KKMMMMMMKK2/2KKMMMMMMKK2/14/12/10/8/2 w 0 0 0 1',
    trees: null,
    water: [],
    bridges: [],
  },
  river: {
    name: 'river',
    files: FILES,
    ranks: 16,
    rows: CAMELOT_ROWS.map((row, rank) => (row ? row.filter((f) => !WATER.includes(`${FILES[f]}${rank}`)) : null)),
    castles: { white: ['F1', 'G1'], black: ['F16', 'G16'] },
    start: '2/8/10/2kmmmmmmk2/3kmmmmk2/9/8/8/8/8/9/2KMMMMK3/2KMMMMMMK2/10/8/2 w 0 0 0 1',
    trees: { white: WHITE_TREES, black: BLACK_TREES },
    water: WATER,
    bridges: ['D7', 'D8', 'I9', 'I10'],
  },
};

/**
 * The board of a variant (an anti variant plays on its board's).
 * @param {string | null | undefined} [variant]
 * @returns {Geometry}
 */
export function geometry(variant) {
  const v = variant || 'camelot';
  const base = v === 'anti' ? 'camelot' : v.replace(/^anti-/, '');
  return BOARDS[base] || BOARDS.camelot;
}

/** The start position of a variant. @param {string | null | undefined} [variant] */
export const startPosition = (variant) => geometry(variant).start;

/**
 * The files present on a rank, as [first, last] file indexes (0 = A).
 * @param {number} rank
 * @param {string | null} [variant]
 * @returns {[number, number] | null}
 */
export function rankSpan(rank, variant) {
  const row = geometry(variant).rows[rank];
  return row && row.length ? [row[0], row[row.length - 1]] : null;
}

/**
 * @param {number} file 0 = A
 * @param {number} rank
 * @param {string | null} [variant]
 */
export function exists(file, rank, variant) {
  const row = geometry(variant).rows[rank];
  return !!row && row.includes(file);
}

/**
 * @param {number} file
 * @param {number} rank
 */
export const squareName = (file, rank) => `${'ABCDEFGHIJKLMN'[file]}${rank}`;

/**
 * @param {string} name e.g. "F8" (any case)
 * @param {string | null} [variant]
 * @returns {{file: number, rank: number} | null}
 */
export function parseSquare(name, variant) {
  const m = /^([A-Na-n])(1[0-6]|[1-9])$/.exec(name);
  if (!m) return null;
  const file = 'ABCDEFGHIJKLMN'.indexOf(m[1].toUpperCase());
  const rank = Number(m[2]);
  return exists(file, rank, variant) ? { file, rank } : null;
}

/**
 * Every square, top rank first, files left to right.
 * @param {string | null} [variant]
 */
export function allSquares(variant) {
  const geo = geometry(variant);
  /** @type {string[]} */
  const out = [];
  for (let rank = geo.ranks; rank >= 1; rank--) {
    for (const file of geo.rows[rank] || []) out.push(squareName(file, rank));
  }
  return out;
}

/** The castle squares of each side (Camelot's). */
export const CASTLES = BOARDS.camelot.castles;

/**
 * Whether a River position is still in its placement phase (the side to move places its
 * trees), and which squares it may use.
 * @param {string} position
 * @param {string | null} [variant]
 * @returns {{side: 'white' | 'black', squares: string[]} | null}
 */
export function placementPhase(position, variant) {
  const geo = geometry(variant);
  if (!geo.trees) return null;
  const [board, side] = position.trim().split(/\s+/);
  const trees = (board.match(/T/g) || []).length;
  if (trees >= 6) return null;
  const mover = side === 'b' ? 'black' : 'white';
  return { side: mover, squares: geo.trees[mover] };
}

/**
 * The canonical path of a tree placement: its squares sorted by file, then rank.
 * @param {string[]} squares
 */
export function placementPath(squares) {
  return [...squares]
    .map((s) => s.toUpperCase())
    .sort((a, b) => a.charCodeAt(0) - b.charCodeAt(0) || Number(a.slice(1)) - Number(b.slice(1)))
    .join(',');
}

/** @typedef {'K' | 'M' | 'k' | 'm'} PieceCode */

/**
 * @typedef {object} Piece
 * @property {'white' | 'black'} side (a River tree: the side whose tree squares it stands on)
 * @property {'knight' | 'man' | 'tree'} kind
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
    case 'T':
      return { side: 'white', kind: 'tree' };
    default:
      return null;
  }
}

/**
 * The pieces of a position string (`<board> <side> …`), by square.
 * @param {string} position
 * @param {string | null} [variant]
 * @returns {Map<string, Piece>}
 */
export function parseBoard(position, variant) {
  const geo = geometry(variant);
  const board = position.trim().split(/\s+/)[0] || '';
  const rows = board.split('/');
  /** @type {Map<string, Piece>} */
  const pieces = new Map();
  if (rows.length !== geo.ranks) throw new Error(`A position has ${geo.ranks} ranks; this one has ${rows.length}.`);
  rows.forEach((row, i) => {
    const rank = geo.ranks - i;
    const files = geo.rows[rank];
    if (!files) return;
    let at = 0;
    for (const m of row.matchAll(/(\d+)|([KMkmT])/g)) {
      if (m[1]) {
        at += Number(m[1]);
      } else {
        const piece = pieceOf(m[2]);
        const file = files[at];
        if (piece && file !== undefined) {
          const sq = squareName(file, rank);
          if (piece.kind === 'tree' && geo.trees?.black.includes(sq)) piece.side = 'black';
          pieces.set(sq, piece);
        }
        at += 1;
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
    .split(/[-x,]/i)
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
 * @param {boolean} flipped Black's view: rank 1 at the top, the last file on the left
 * @param {string | null} [variant]
 * @returns {string | null}
 */
export function neighbour(square, dir, flipped, variant) {
  const geo = geometry(variant);
  const p = parseSquare(square, variant);
  if (!p) return null;
  const sign = flipped ? -1 : 1;
  let { file, rank } = p;
  if (dir === 'left' || dir === 'right') {
    const step = (dir === 'right' ? 1 : -1) * sign;
    for (file += step; file >= 0 && file < geo.files.length; file += step) {
      if (exists(file, rank, variant)) return squareName(file, rank);
    }
    return null;
  }
  const step = (dir === 'up' ? 1 : -1) * sign;
  for (rank += step; rank >= 1 && rank <= geo.ranks; rank += step) {
    if (exists(file, rank, variant)) return squareName(file, rank);
    // A cut corner (or River's water): go to the nearest square of that rank instead.
    const row = geo.rows[rank];
    if (row && row.length) {
      const f = file;
      const nearest = row.reduce((best, x) => (Math.abs(x - f) < Math.abs(best - f) ? x : best), row[0]);
      return squareName(nearest, rank);
    }
  }
  return null;
}
