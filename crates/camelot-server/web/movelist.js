// @ts-check
// A game's moves as a compact two-column table (White, Black), each move a button that shows
// the position after it. Long paths wrap at their separators ("-", "x"), never inside a square
// name, and the table never grows wider than its box, so no column is ever hidden.

import { dateTime } from './format.js';
import { h } from './dom.js';
import { t } from './i18n.js';


/**
 * A path cut after each separator: "E9xC7xC5" → ["E9x", "C7x", "C5"] (a line may break
 * between the parts, never inside a square name).
 * @param {string} path
 */
export function pathParts(path) {
  return path.split(/(?<=[-x])/);
}

/**
 * The move-list row and column of a ply: ply 1 is row 1, White; ply 2 row 1, Black.
 * @param {number} ply 1-based
 * @returns {{row: number, side: 'white' | 'black'}}
 */
export function plyCell(ply) {
  return { row: Math.floor((ply - 1) / 2) + 1, side: ply % 2 === 1 ? 'white' : 'black' };
}

/**
 * A path with a line-break opportunity after each separator.
 * @param {string} path
 */
export function wrappablePath(path) {
  /** @type {(string | Node)[]} */
  const out = [];
  for (const part of pathParts(path)) {
    out.push(part);
    if (/[-x]$/.test(part)) out.push(h('wbr'));
  }
  return out;
}

/**
 * @typedef {object} MoveListOptions
 * @property {{ply: number, path: string, played_at: string, conditional?: boolean}[]} moves
 * @property {number} shownPly the ply whose position the board shows (moves.length: the current one)
 * @property {(ply: number) => void} onSelect called with the ply after the clicked move
 */

/**
 * The move list.
 * @param {MoveListOptions} opts
 * @returns {HTMLElement}
 */
export function moveList(opts) {
  const { moves, shownPly, onSelect } = opts;
  if (!moves.length) return h('p', { class: 'empty' }, t('movelist-none'));
  /** @type {HTMLTableRowElement[]} */
  const rows = [];
  for (let i = 0; i < moves.length; i += 2) {
    /** @param {number} j */
    const cell = (j) => {
      const m = moves[j];
      if (!m) return h('td', null);
      const ply = j + 1;
      const shown = ply === shownPly;
      const last = j === moves.length - 1;
      return h(
        'td',
        { class: [last ? 'last' : '', shown ? 'shown' : ''].join(' ').trim() || null },
        h(
          'button',
          {
            type: 'button',
            class: 'move',
            'data-ply': String(ply),
            title: dateTime(m.played_at),
            'aria-current': shown ? 'step' : null,
            on: { click: () => onSelect(ply) },
          },
          wrappablePath(m.path),
          // The space stays outside the unbreakable label: the line may break there.
          m.conditional ? [' ', h('span', { class: 'conditional', title: t('movelist-conditional-title') }, t('movelist-conditional'))] : null,
        ),
      );
    };
    rows.push(h('tr', null, h('th', { scope: 'row' }, `${plyCell(i + 1).row}.`), cell(i), cell(i + 1)));
  }
  return h(
    'div',
    { class: 'moves-scroll', tabindex: '0', role: 'region', 'aria-label': t('movelist-region') },
    h(
      'table',
      { class: 'moves' },
      h('caption', { class: 'visually-hidden' }, t('movelist-caption')),
      h(
        'colgroup',
        null,
        h('col', { class: 'col-no' }),
        h('col', { class: 'col-move' }),
        h('col', { class: 'col-move' }),
      ),
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, t('movelist-number')), h('th', { scope: 'col' }, t('movelist-white')), h('th', { scope: 'col' }, t('movelist-black')))),
      h('tbody', null, rows),
    ),
  );
}
