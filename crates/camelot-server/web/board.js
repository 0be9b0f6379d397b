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
  allSquares,
  continuations,
  exists,
  geometry,
  neighbour,
  parseBoard,
  parseSquare,
  pathSquares,
  placementPath,
  placementPhase,
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
/** @param {import('./camelot.js').Geometry} geo */
const widthOf = (geo) => LEFT + geo.files.length * SIZE + 1;
/** @param {import('./camelot.js').Geometry} geo */
const heightOf = (geo) => TOP + geo.ranks * SIZE + 7; // room for file letters

/**
 * @typedef {object} BoardState
 * @property {string} position
 * @property {Map<string, Piece>} [pieces] the pieces to show instead of the position's (an earlier position)
 * @property {LegalMove[]} moves legal moves of the side to move (empty: nothing to pick)
 * @property {boolean} interactive the viewer may pick a move now
 * @property {string[]} lastMove squares of the last move's path
 * @property {string | null} [variant] the variant (its board's shape; Camelot when absent)
 */

/**
 * @typedef {object} Pick
 * @property {string[]} squares the path picked so far (origin first)
 * @property {LegalMove | null} move the legal move these squares make, if complete
 * @property {boolean} canContinue more squares may follow
 * @property {boolean} [placing] River: the squares are a tree placement being picked
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
    /** @type {string} */
    this.variant = 'camelot';
    this.geo = geometry('camelot');
    /** River: the squares where the side to move may place its trees (null: not placing) */
    /** @type {string[] | null} */
    this.placing = null;
    this.svg = s('svg', {
      viewBox: `0 0 ${widthOf(this.geo)} ${heightOf(this.geo)}`,
      class: 'board',
      role: 'group',
      'aria-label': opts.label,
    });
    this.svg.addEventListener('click', (ev) => this.onClick(ev));
    this.svg.addEventListener('keydown', (ev) => this.onKey(/** @type {KeyboardEvent} */ (ev)));
  }

  /** @param {BoardState} state */
  update(state) {
    this.variant = state.variant || 'camelot';
    this.geo = geometry(this.variant);
    this.svg.setAttribute('viewBox', `0 0 ${widthOf(this.geo)} ${heightOf(this.geo)}`);
    this.svg.setAttribute('data-variant', this.geo.name);
    this.pieces = state.pieces || parseBoard(state.position, this.variant);
    const phase = state.interactive && !state.pieces ? placementPhase(state.position, this.variant) : null;
    this.placing = phase ? phase.squares : null;
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
    if (this.placing) {
      const path = placementPath(this.selection);
      this.onPick({
        squares: [...this.selection],
        move: this.selection.length === 3 ? this.moves.find((m) => m.path === path) || { path, from: this.selection[0], to: this.selection[2], captures: [], position: '' } : null,
        canContinue: false,
        placing: true,
      });
      return;
    }
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
    if (this.placing) {
      const refused = !sel.includes(square) && !this.placing.includes(square);
      if (sel.includes(square)) this.selection = sel.filter((x) => x !== square);
      else if (this.placing.includes(square) && !this.pieces.has(square) && sel.length < 3) this.selection = [...sel, square];
      this.draw();
      this.report();
      if (refused) this.onMessage(t('board-not-tree-square', { square }));
      return;
    }
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
      const to = neighbour(this.focusSquare, dir, this.flipped, this.variant);
      if (to) this.moveFocus(to);
      ev.preventDefault();
    } else if (ev.key === 'Home' || ev.key === 'End') {
      const p = parseSquare(this.focusSquare, this.variant);
      const span = p && rankSpan(p.rank, this.variant);
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
    const col = this.flipped ? this.geo.files.length - 1 - file : file;
    const row = this.flipped ? rank - 1 : this.geo.ranks - rank;
    return { x: LEFT + col * SIZE, y: TOP + row * SIZE };
  }

  /** @param {string} square */
  centre(square) {
    const p = parseSquare(square, this.variant);
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
      const a = parseSquare(path[i - 1], this.variant);
      const b = parseSquare(path[i], this.variant);
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
    const placing = this.placing;
    const { next, complete } = placing ? { next: new Map(), complete: null } : continuations(this.moves, this.selection);
    const picking = this.selection.length > 0 && !placing;
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
    const movable = new Set(this.interactive && !picking && !placing ? this.moves.map((m) => m.from) : []);
    const last = new Set(this.lastMove);
    const geo = this.geo;
    if (!parseSquare(this.focusSquare, this.variant)) {
      const squares = allSquares(this.variant);
      this.focusSquare = squares[Math.floor(squares.length / 2)];
    }

    /** @type {SVGElement[]} */
    const rows = [];
    for (let r = 0; r < geo.ranks; r++) {
      const rank = this.flipped ? r + 1 : geo.ranks - r;
      /** @type {SVGElement[]} */
      const cells = [];
      for (let c = 0; c < geo.files.length; c++) {
        const file = this.flipped ? geo.files.length - 1 - c : c;
        if (!exists(file, rank, this.variant)) continue;
        const sq = squareName(file, rank);
        const treeTarget = !!placing && placing.includes(sq) && !this.pieces.has(sq);
        cells.push(
          this.drawSquare(sq, file, rank, {
            selected: placing ? this.selection.includes(sq) : path[0] === sq,
            onPath: !placing && path.includes(sq) && path[0] !== sq,
            target: placing ? (treeTarget && !this.selection.includes(sq) && this.selection.length < 3 ? 'tree' : null) : picking && next.has(sq) ? (next.get(sq) ? 'capture' : 'move') : null,
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
    this.svg.replaceChildren(this.drawLabels(), this.drawWater(), grid, this.drawPath(placing ? [] : path));
    if (hadFocus) {
      const cell = this.cell(this.focusSquare);
      if (cell) /** @type {SVGElement} */ (cell).focus();
    }
  }

  /**
   * @param {string} sq
   * @param {number} file
   * @param {number} rank
   * @param {{selected: boolean, onPath: boolean, target: 'move' | 'capture' | 'tree' | null, captured: boolean, movable: boolean, last: boolean}} st
   */
  drawSquare(sq, file, rank, st) {
    const { x, y } = this.xy(file, rank);
    const castle = this.geo.castles.white.includes(sq) || this.geo.castles.black.includes(sq);
    const bridge = this.geo.bridges.includes(sq);
    const shade = castle ? 'castle' : bridge ? 'bridge' : (file + rank) % 2 === 1 ? 'dark' : 'light';
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
    if (st.target === 'tree') parts.push(s('circle', { cx, cy, r: 1.7, class: 'target tree-target' }));
    if (this.placing && st.selected) parts.push(drawTree(cx, cy, 'tree placed'));
    if (st.target === 'capture') {
      parts.push(s('circle', { cx, cy, r: 3.4, class: 'target-capture' }));
      parts.push(s('circle', { cx, cy, r: 1.7, class: 'target capture' }));
    }
    parts.push(s('rect', { x: x + 0.6, y: y + 0.6, width: SIZE - 1.2, height: SIZE - 1.2, class: 'focus-ring' }));

    const words = [sq];
    words.push(
      piece?.kind === 'tree'
        ? t('board-tree')
        : piece
          ? t('board-piece', { side: piece.side, kind: piece.kind })
          : t(castle ? 'board-square-empty-castle' : 'board-square-empty'),
    );
    if (bridge) words.push(t('board-bridge'));
    if (st.selected) words.push(t('board-square-selected'));
    if (st.onPath) words.push(t('board-square-on-path'));
    if (st.target === 'move') words.push(t('board-square-target'));
    if (st.target === 'tree') words.push(t('board-square-tree-target'));
    if (st.target === 'capture') words.push(t('board-square-target-capture'));
    if (st.captured) words.push(t('board-square-captured'));
    if (st.movable) words.push(t('board-square-movable'));
    if (st.last) words.push(t('board-square-last-move'));
    const classes = ['sq'];
    if (st.target) classes.push(st.target === 'tree' ? 'is-tree-target' : 'is-target');
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
    const geo = this.geo;
    for (let file = 0; file < geo.files.length; file++) {
      const { x } = this.xy(file, 1);
      labels.push(s('text', { x: x + SIZE / 2, y: heightOf(geo) - 1.6, class: 'coord', 'text-anchor': 'middle' }, geo.files[file]));
    }
    for (let rank = 1; rank <= geo.ranks; rank++) {
      const { y } = this.xy(0, rank);
      labels.push(s('text', { x: LEFT - 1.2, y: y + SIZE / 2 + 1.3, class: 'coord', 'text-anchor': 'end' }, String(rank)));
    }
    return s('g', { 'aria-hidden': 'true' }, labels);
  }

  /** River's water: the river squares, which are no squares of the board. */
  drawWater() {
    /** @type {SVGElement[]} */
    const parts = [];
    for (const sq of this.geo.water) {
      const file = 'ABCDEFGHIJKLMN'.indexOf(sq[0]);
      const { x, y } = this.xy(file, Number(sq.slice(1)));
      parts.push(s('rect', { x, y, width: SIZE, height: SIZE, class: 'water' }));
      parts.push(s('path', { d: `M${x + 2} ${y + 4}q2 -1.5 3 0t3 0M${x + 2} ${y + 7}q2 -1.5 3 0t3 0`, class: 'wave' }));
    }
    return s('g', { 'aria-hidden': 'true', class: 'river' }, parts);
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
  if (piece.kind === 'tree') return drawTree(cx, cy, 'tree');
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
 * A River tree: a crown of leaves on a trunk.
 * @param {number} cx
 * @param {number} cy
 * @param {string} cls
 */
export function drawTree(cx, cy, cls) {
  return s(
    'g',
    { class: cls, 'aria-hidden': 'true' },
    s('rect', { x: cx - 0.8, y: cy + 0.5, width: 1.6, height: 3.5, class: 'trunk' }),
    s('path', { d: `M${cx} ${cy - 4.2}L${cx + 3.6} ${cy + 1.4}L${cx - 3.6} ${cy + 1.4}Z`, class: 'leaves' }),
  );
}

/**
 * @param {string} a
 * @param {string[]} squares
 */
function samePath(a, squares) {
  const p = pathSquares(a);
  return squares.length > 1 && p.length === squares.length && p.every((sq, i) => sq === squares[i]);
}
