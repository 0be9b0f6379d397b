// @ts-check
// Parts of the game page kept apart from it: the words of the replay controls, and what is
// shown once a game is over (the rating change, the pieces left on each side, a rematch).

import { ApiError, post } from '../api.js';
import { h, replace } from '../dom.js';
import { errorText, notice } from '../ui.js';

export const REPLAY_TEXT = {
  first: 'First position',
  previous: 'Previous move',
  next: 'Next move',
  last: 'Current position',
  controls: 'Replay the game',
  back: 'Back to the current position',
  startNote: 'Start position (before move 1): this is not the current position. You can move only at the current position.',
  help: 'Replay: click a move, or use ← and → (Home and End for the start and the current position) outside the board.',
};

/**
 * The words over the board while it shows an earlier position.
 * @param {number} ply the ply after which the board is shown (0: the start)
 * @param {number} total plies played
 * @param {string} path the move that led there
 */
export function replayNoteText(ply, total, path) {
  if (ply === 0) return REPLAY_TEXT.startNote;
  const number = Math.floor((ply - 1) / 2) + 1;
  const dots = ply % 2 === 1 ? '.' : '…';
  return `Position after ${number}${dots} ${path} (ply ${ply} of ${total}): this is not the current position. You can move only at the current position.`;
}

const AFTER_TEXT = {
  heading: 'After the game',
  rating: 'Rating change',
  piecesLeft: 'Pieces left',
  rematch: 'Rematch',
  rematchHint: 'Same settings, colours swapped.',
  rematchSent: 'Rematch offered: your challenge was sent.',
};

/**
 * @typedef {object} FinishedPlayer
 * @property {string} username
 * @property {number} rating
 * @property {number} [rating_before]
 * @property {number} [rating_after]
 */

/**
 * A rating change: "1500 → 1516 (+16)".
 * @param {FinishedPlayer} p
 */
function ratingChange(p) {
  if (typeof p.rating_before !== 'number' || typeof p.rating_after !== 'number') return null;
  const delta = p.rating_after - p.rating_before;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return h(
    'span',
    { class: 'rating-change' },
    `${p.username}: ${p.rating_before} → ${p.rating_after} `,
    h('span', { class: delta > 0 ? 'up' : delta < 0 ? 'down' : null }, `(${sign}${Math.abs(delta)})`),
  );
}

/**
 * @param {{knight: number, man: number}} c
 */
function piecesText(c) {
  const knights = `${c.knight} ${c.knight === 1 ? 'Knight' : 'Knights'}`;
  const men = `${c.man} ${c.man === 1 ? 'Man' : 'Men'}`;
  return `${knights}, ${men}`;
}

/**
 * What the page shows once a game is over: each side's rating change (rated games), the pieces
 * left on each side, and for the players a Rematch button.
 * @param {object} opts
 * @param {number} opts.id the game
 * @param {{rated: boolean, status: string, white: FinishedPlayer, black: FinishedPlayer}} opts.game
 * @param {{white: {knight: number, man: number}, black: {knight: number, man: number}}} opts.pieces
 * @param {boolean} opts.player the reader plays in this game
 * @returns {HTMLElement[]}
 */
export function afterGame({ id, game, pieces, player }) {
  /** @type {[string, import('../dom.js').Children][]} */
  const rows = [];
  const changes = [ratingChange(game.white), ratingChange(game.black)].filter(Boolean);
  if (game.rated && changes.length) rows.push([AFTER_TEXT.rating, changes.map((c) => h('span', { class: 'line' }, c))]);
  rows.push([
    AFTER_TEXT.piecesLeft,
    h(
      'span',
      { class: 'pieces-left' },
      h('span', { class: 'line' }, `${game.white.username} (White): ${piecesText(pieces.white)}`),
      h('span', { class: 'line' }, `${game.black.username} (Black): ${piecesText(pieces.black)}`),
    ),
  ]);
  const facts = h('dl', { class: 'game-info' }, rows.map(([k, v]) => [h('dt', null, k), h('dd', null, v)]));
  const status = h('p', { class: 'rematch-status', role: 'status' });
  /** @type {HTMLElement[]} */
  const out = [facts];
  if (player && game.status !== 'aborted') {
    const b = h('button', { type: 'button', class: 'primary' }, AFTER_TEXT.rematch);
    b.addEventListener('click', async () => {
      b.disabled = true;
      status.textContent = '';
      status.classList.remove('form-error');
      try {
        await post(`/games/${id}/rematch`);
        status.textContent = AFTER_TEXT.rematchSent;
        notice(AFTER_TEXT.rematchSent);
      } catch (e) {
        status.classList.add('form-error');
        status.textContent = errorText(e);
        if (!(e instanceof ApiError) || e.status >= 500) b.disabled = false;
      }
    });
    out.push(h('div', { class: 'actions' }, b, h('span', { class: 'hint' }, AFTER_TEXT.rematchHint)), status);
  }
  return out;
}

/**
 * Fills the "After the game" card.
 * @param {HTMLElement} card
 * @param {HTMLElement[] | null} content null hides the card
 */
export function drawAfterGame(card, content) {
  card.hidden = !content;
  if (content) replace(card, h('h2', null, AFTER_TEXT.heading), ...content);
}
