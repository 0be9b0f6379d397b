// @ts-check
// The board, drawn as SVG: 160 squares in the true Camelot shape, castles at both ends, Men as
// plain discs and Knights as discs with a crown (told apart by shape, not only by colour).
//
// Moves are picked from the server's legal-move listing only: clicking a piece lights up the
// first landing squares of its legal paths; each click extends the path, offering only squares
// that continue some legal path. When the squares picked make a complete legal move the board
// reports it, and the page asks for confirmation before sending.
//
// Keyboard: the board is an ARIA grid with one focusable square at a time; arrow keys move,
// Enter or Space picks, Backspace takes back the last step, Escape drops the selection.

import {
  CASTLES,
  FILES,
  RANKS,
  continuations,
  exists,
  neighbour,
  parseBoard,
  parseSquare,
  pathSquares,
  rankSpan,
  squareName,
} from './camelot.js';
import { t } from './i18n.js';
import { s } from './dom.js';

/** @typedef {import('./camelot.js').LegalMove} LegalMove */
/** @typedef {import('./camelot.js').Piece} Piece */

const SIZE = 10; // one square, in SVG units
const LEFT = 7; // room for rank numbers
const TOP = 1;
const WIDTH = LEFT + FILES.length * SIZE + 1;
const HEIGHT = TOP + RANKS * SIZE + 7; // room for file letters

/**
 * @typedef {object} BoardState
 * @property {string} position
 * @property {Map<string, Piece>} [pieces] the pieces to show instead of the position's (an earlier position)
 * @property {LegalMove[]} moves legal moves of the side to move (empty: nothing to pick)
 * @property {boolean} interactive the viewer may pick a move now
 * @property {string[]} lastMove squares of the last move's path
 */

/**
 * @typedef {object} Pick
 * @property {string[]} squares the path picked so far (origin first)
 * @property {LegalMove | null} move the legal move these squares make, if complete
 * @property {boolean} canContinue more squares may follow
 */

export class Board {
  /**
   * @param {{label: string, onPick: (pick: Pick) => void, onMessage?: (text: string) => void}} opts
   */
  constructor(opts) {
    this.onPick = opts.onPick;
    this.onMessage = opts.onMessage || (() => {});
    this.flipped = false;
    /** @type {Map<string, Piece>} */
    this.pieces = new Map();
    /** @type {LegalMove[]} */
    this.moves = [];
    this.interactive = false;
    /** @type {string[]} */
    this.lastMove = [];
    /** @type {string[]} */
    this.selection = [];
    /** @type {string[]} a typed move shown on the board (no further picking) */
    this.shown = [];
    this.focusSquare = 'F6';
    this.svg = s('svg', {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      class: 'board',
      role: 'group',
      'aria-label': opts.label,
    });
    this.svg.addEventListener('click', (ev) => this.onClick(ev));
    this.svg.addEventListener('keydown', (ev) => this.onKey(/** @type {KeyboardEvent} */ (ev)));
  }

  /** @param {BoardState} state */
  update(state) {
    this.pieces = state.pieces || parseBoard(state.position);
    this.moves = state.moves;
    this.interactive = state.interactive;
    this.lastMove = state.lastMove;
    this.selection = [];
    this.shown = [];
    this.draw();
  }

  /** @param {boolean} flipped */
  setFlipped(flipped) {
    this.flipped = flipped;
    this.draw();
  }

  /** Drops the selection (after sending or cancelling). */
  clearSelection() {
    this.selection = [];
    this.shown = [];
    this.draw();
    this.report();
  }

  /**
   * Shows a typed move's path (or nothing, with an empty list).
   * @param {string[]} squares
   */
  showPath(squares) {
    this.selection = [];
    this.shown = squares;
    this.draw();
  }

  /** Sends the current selection to the page. */
  report() {
    const { next, complete } = continuations(this.moves, this.selection);
    this.onPick({
      squares: [...this.selection],
      move: this.selection.length > 1 ? complete : null,
      canContinue: this.selection.length > 0 && next.size > 0,
    });
  }

  /** @param {string} square */
  movesFrom(square) {
    return this.moves.filter((m) => m.from === square);
  }

  /**
   * A click or Enter on a square.
   * @param {string} square
   */
  pick(square) {
    this.focusSquare = square;
    if (!this.interactive) {
      this.draw();
      return;
    }
    this.shown = [];
    const sel = this.selection;
    const { next } = continuations(this.moves, sel);
    if (sel.length > 0 && next.has(square)) {
      this.selection = [...sel, square];
    } else if (sel.length === 1 && sel[0] === square) {
      this.selection = [];
    } else if (this.movesFrom(square).length > 0) {
      this.selection = [square];
    } else {
      const piece = this.pieces.get(square);
      if (sel.length === 0 && piece) {
        this.onMessage(t('board-no-legal-move', { square }));
      }
      this.selection = [];
    }
    this.draw();
    this.report();
  }

  /** Takes back the last step of the path being built. */
  stepBack() {
    if (this.selection.length === 0) return;
    this.selection = this.selection.slice(0, -1);
    this.draw();
    this.report();
  }

  /** @param {MouseEvent} ev */
  onClick(ev) {
    const target = /** @type {Element | null} */ (ev.target);
    const cell = target?.closest('[data-square]');
    const sq = cell?.getAttribute('data-square');
    if (sq) this.pick(sq);
  }

  /** @param {KeyboardEvent} ev */
  onKey(ev) {
    /** @type {Record<string, 'up' | 'down' | 'left' | 'right'>} */
    const arrows = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
    const dir = arrows[ev.key];
    if (dir) {
      const to = neighbour(this.focusSquare, dir, this.flipped);
      if (to) this.moveFocus(to);
      ev.preventDefault();
    } else if (ev.key === 'Home' || ev.key === 'End') {
      const p = parseSquare(this.focusSquare);
      const span = p && rankSpan(p.rank);
      if (p && span) {
        const leftmost = this.flipped ? span[1] : span[0];
        const rightmost = this.flipped ? span[0] : span[1];
        this.moveFocus(squareName(ev.key === 'Home' ? leftmost : rightmost, p.rank));
      }
      ev.preventDefault();
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      this.pick(this.focusSquare);
      ev.preventDefault();
    } else if (ev.key === 'Escape') {
      this.clearSelection();
    } else if (ev.key === 'Backspace') {
      this.stepBack();
      ev.preventDefault();
    }
  }

  /** @param {string} square */
  moveFocus(square) {
    const old = this.cell(this.focusSquare);
    old?.setAttribute('tabindex', '-1');
    this.focusSquare = square;
    const cell = this.cell(square);
    if (cell) {
      cell.setAttribute('tabindex', '0');
      /** @type {SVGElement} */ (cell).focus();
    }
  }

  /** @param {string} square */
  cell(square) {
    return this.svg.querySelector(`[data-square="${square}"]`);
  }

  /**
   * Screen position of a square's top-left corner.
   * @param {number} file
   * @param {number} rank
   */
  xy(file, rank) {
    const col = this.flipped ? FILES.length - 1 - file : file;
    const row = this.flipped ? rank - 1 : RANKS - rank;
    return { x: LEFT + col * SIZE, y: TOP + row * SIZE };
  }

  /** @param {string} square */
  centre(square) {
    const p = parseSquare(square);
    if (!p) return { x: 0, y: 0 };
    const { x, y } = this.xy(p.file, p.rank);
    return { x: x + SIZE / 2, y: y + SIZE / 2 };
  }

  /**
   * The enemy pieces leapt over along a partly built path (they are captured if the move is
   * completed).
   * @param {string[]} path
   */
  jumped(path) {
    const mover = path.length ? this.pieces.get(path[0]) : undefined;
    /** @type {string[]} */
    const out = [];
    if (!mover) return out;
    for (let i = 1; i < path.length; i++) {
      const a = parseSquare(path[i - 1]);
      const b = parseSquare(path[i]);
      if (!a || !b || (Math.abs(a.file - b.file) !== 2 && Math.abs(a.rank - b.rank) !== 2)) continue;
      const mid = squareName((a.file + b.file) / 2, (a.rank + b.rank) / 2);
      const piece = this.pieces.get(mid);
      if (piece && piece.side !== mover.side) out.push(mid);
    }
    return out;
  }

  /** Redraws everything, keeping keyboard focus where it was. */
  draw() {
    const hadFocus = this.svg.contains(document.activeElement);
    const { next, complete } = continuations(this.moves, this.selection);
    const picking = this.selection.length > 0;
    const path = picking ? this.selection : this.shown;
    /** @type {Set<string>} */
    const captured = new Set();
    const shownMove = picking ? complete : this.moves.find((m) => samePath(m.path, this.shown)) || null;
    if (shownMove) {
      for (const c of shownMove.captures) captured.add(c);
    } else {
      for (const c of this.jumped(path)) captured.add(c);
    }
    /** @type {Set<string>} */
    const movable = new Set(this.interactive && !picking ? this.moves.map((m) => m.from) : []);
    const last = new Set(this.lastMove);
    if (!parseSquare(this.focusSquare)) this.focusSquare = 'F6';

    /** @type {SVGElement[]} */
    const rows = [];
    for (let r = 0; r < RANKS; r++) {
      const rank = this.flipped ? r + 1 : RANKS - r;
      /** @type {SVGElement[]} */
      const cells = [];
      for (let c = 0; c < FILES.length; c++) {
        const file = this.flipped ? FILES.length - 1 - c : c;
        if (!exists(file, rank)) continue;
        const sq = squareName(file, rank);
        cells.push(
          this.drawSquare(sq, file, rank, {
            selected: path[0] === sq,
            onPath: path.includes(sq) && path[0] !== sq,
            target: picking && next.has(sq) ? (next.get(sq) ? 'capture' : 'move') : null,
            captured: captured.has(sq),
            movable: movable.has(sq),
            last: last.has(sq),
          }),
        );
      }
      rows.push(s('g', { role: 'row' }, cells));
    }
    const grid = s(
      'g',
      {
        role: 'grid',
        'aria-label': t(this.flipped ? 'board-label-black-bottom' : 'board-label-white-bottom'),
        'aria-describedby': 'board-help',
      },
      rows,
    );
    this.svg.replaceChildren(this.drawLabels(), grid, this.drawPath(path));
    if (hadFocus) {
      const cell = this.cell(this.focusSquare);
      if (cell) /** @type {SVGElement} */ (cell).focus();
    }
  }

  /**
   * @param {string} sq
   * @param {number} file
   * @param {number} rank
   * @param {{selected: boolean, onPath: boolean, target: 'move' | 'capture' | null, captured: boolean, movable: boolean, last: boolean}} st
   */
  drawSquare(sq, file, rank, st) {
    const { x, y } = this.xy(file, rank);
    const castle = CASTLES.white.includes(sq) || CASTLES.black.includes(sq);
    const shade = castle ? 'castle' : (file + rank) % 2 === 1 ? 'dark' : 'light';
    const piece = this.pieces.get(sq);
    /** @type {(SVGElement | null)[]} */
    const parts = [s('rect', { x, y, width: SIZE, height: SIZE, class: `sq-bg ${shade}` })];
    if (st.last) parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: 'hl-last' }));
    if (st.selected) parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: 'hl-selected' }));
    if (st.onPath) parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: 'hl-path' }));
    const cx = x + SIZE / 2;
    const cy = y + SIZE / 2;
    if (piece) parts.push(drawPiece(piece, cx, cy, st.movable));
    if (st.captured) {
      parts.push(
        s('path', {
          d: `M${cx - 3} ${cy - 3}L${cx + 3} ${cy + 3}M${cx + 3} ${cy - 3}L${cx - 3} ${cy + 3}`,
          class: 'capture-mark',
        }),
      );
    }
    if (st.target === 'move') parts.push(s('circle', { cx, cy, r: 1.7, class: 'target' }));
    if (st.target === 'capture') {
      parts.push(s('circle', { cx, cy, r: 3.4, class: 'target-capture' }));
      parts.push(s('circle', { cx, cy, r: 1.7, class: 'target capture' }));
    }
    parts.push(s('rect', { x: x + 0.6, y: y + 0.6, width: SIZE - 1.2, height: SIZE - 1.2, class: 'focus-ring' }));

    const words = [sq];
    words.push(piece ? t('board-piece', { side: piece.side, kind: piece.kind }) : t(castle ? 'board-square-empty-castle' : 'board-square-empty'));
    if (st.selected) words.push(t('board-square-selected'));
    if (st.onPath) words.push(t('board-square-on-path'));
    if (st.target === 'move') words.push(t('board-square-target'));
    if (st.target === 'capture') words.push(t('board-square-target-capture'));
    if (st.captured) words.push(t('board-square-captured'));
    if (st.movable) words.push(t('board-square-movable'));
    if (st.last) words.push(t('board-square-last-move'));
    const classes = ['sq'];
    if (st.target) classes.push('is-target');
    if (st.selected) classes.push('is-selected');
    if (st.movable) classes.push('is-movable');
    return s(
      'g',
      {
        role: 'gridcell',
        class: classes.join(' '),
        'data-square': sq,
        'data-piece': piece ? `${piece.side}-${piece.kind}` : null,
        tabindex: sq === this.focusSquare ? '0' : '-1',
        'aria-label': words.join(', '),
        'aria-selected': st.selected ? 'true' : null,
      },
      parts,
    );
  }

  drawLabels() {
    /** @type {SVGElement[]} */
    const labels = [];
    for (let file = 0; file < FILES.length; file++) {
      const { x } = this.xy(file, 1);
      labels.push(s('text', { x: x + SIZE / 2, y: HEIGHT - 1.6, class: 'coord', 'text-anchor': 'middle' }, FILES[file]));
    }
    for (let rank = 1; rank <= RANKS; rank++) {
      const { y } = this.xy(0, rank);
      labels.push(s('text', { x: LEFT - 1.2, y: y + SIZE / 2 + 1.3, class: 'coord', 'text-anchor': 'end' }, String(rank)));
    }
    return s('g', { 'aria-hidden': 'true' }, labels);
  }

  /** @param {string[]} path */
  drawPath(path) {
    if (path.length < 2) return s('g', { 'aria-hidden': 'true' });
    const pts = path.map((sq) => this.centre(sq)).map((p) => `${p.x},${p.y}`);
    return s('g', { 'aria-hidden': 'true', class: 'path-overlay' }, s('polyline', { points: pts.join(' '), class: 'move-path' }));
  }
}

/**
 * @param {Piece} piece
 * @param {number} cx
 * @param {number} cy
 * @param {boolean} movable
 */
function drawPiece(piece, cx, cy, movable) {
  const cls = `piece ${piece.side} ${piece.kind}`;
  /** @type {SVGElement[]} */
  const parts = [];
  if (movable) parts.push(s('circle', { cx, cy, r: 4.6, class: 'movable-ring' }));
  if (piece.kind === 'man') {
    parts.push(s('circle', { cx, cy, r: 3.6, class: 'body' }));
  } else {
    parts.push(s('circle', { cx, cy, r: 4.0, class: 'body' }));
    // A crown: three points on a band.
    const d = [
      `M${cx - 2.5} ${cy + 1.7}`,
      `L${cx - 2.5} ${cy - 1.2}`,
      `L${cx - 1.25} ${cy + 0.2}`,
      `L${cx} ${cy - 2.2}`,
      `L${cx + 1.25} ${cy + 0.2}`,
      `L${cx + 2.5} ${cy - 1.2}`,
      `L${cx + 2.5} ${cy + 1.7}`,
      'Z',
    ].join('');
    parts.push(s('path', { d, class: 'crown' }));
  }
  return s('g', { class: cls, 'aria-hidden': 'true' }, parts);
}

/**
 * @param {string} a
 * @param {string[]} squares
 */
function samePath(a, squares) {
  const p = pathSquares(a);
  return squares.length > 1 && p.length === squares.length && p.every((sq, i) => sq === squares[i]);
}
