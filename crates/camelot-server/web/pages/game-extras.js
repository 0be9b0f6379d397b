// @ts-check
// Parts of the game page kept apart from it: the words of the replay controls, and what is
// shown once a game is over (the rating change, the pieces left on each side, a rematch).

import { ApiError, post } from '../api.js';
import { h, replace } from '../dom.js';
import { t } from '../i18n.js';
import { reasonTopic } from '../rules-help.js';
import { errorText, notice } from '../ui.js';

/**
 * A link "How this works" to the page of the rules that explains why a move was refused, or
 * null when no page explains that reason.
 * @param {string | null | undefined} reason the rules' reason tag (`capture-required`, …)
 * @returns {HTMLAnchorElement | null}
 */
export function rulesHelpLink(reason) {
  const topic = reasonTopic(reason);
  if (!topic) return null;
  return h(
    'a',
    { href: `/learn/${topic}`, class: 'rules-help', 'data-reason': String(reason), title: t(`learn-${topic}-title`) },
    t('game-rules-help'),
  );
}

/**
 * The reason tag of a refused move, when the server refused it as an illegal move.
 * @param {unknown} err
 * @returns {string | null}
 */
export function illegalMoveReason(err) {
  if (!(err instanceof ApiError)) return null;
  const { type, reason } = err.problem;
  if (typeof type !== 'string' || !type.endsWith('/problems/illegal-move')) return null;
  return typeof reason === 'string' ? reason : null;
}


/**
 * The words over the board while it shows an earlier position.
 * @param {number} ply the ply after which the board is shown (0: the start)
 * @param {number} total plies played
 * @param {string} path the move that led there
 */
export function replayNoteText(ply, total, path) {
  if (ply === 0) return t('replay-start-note');
  const number = Math.floor((ply - 1) / 2) + 1;
  const dots = ply % 2 === 1 ? '.' : '…';
  return t('replay-note', { move: `${number}${dots} ${path}`, ply, total });
}


/**
 * @typedef {object} FinishedPlayer
 * @property {string} username
 * @property {number} rating
 * @property {number | null} [rating_before]
 * @property {number | null} [rating_after]
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
  return t('after-pieces', { knights: c.knight, men: c.man });
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
  if (game.rated && changes.length) rows.push([t('after-rating'), changes.map((c) => h('span', { class: 'line' }, c))]);
  rows.push([
    t('after-pieces-left'),
    h(
      'span',
      { class: 'pieces-left' },
      h('span', { class: 'line' }, t('after-pieces-white', { username: game.white.username, pieces: piecesText(pieces.white) })),
      h('span', { class: 'line' }, t('after-pieces-black', { username: game.black.username, pieces: piecesText(pieces.black) })),
    ),
  ]);
  const facts = h('dl', { class: 'game-info' }, rows.map(([k, v]) => [h('dt', null, k), h('dd', null, v)]));
  const status = h('p', { class: 'rematch-status', role: 'status' });
  /** @type {HTMLElement[]} */
  const out = [facts];
  if (player && game.status !== 'aborted') {
    const b = h('button', { type: 'button', class: 'primary' }, t('after-rematch'));
    b.addEventListener('click', async () => {
      b.disabled = true;
      status.textContent = '';
      status.classList.remove('form-error');
      try {
        await post(`/games/${id}/rematch`);
        status.textContent = t('after-rematch-sent');
        notice(t('after-rematch-sent'));
      } catch (e) {
        status.classList.add('form-error');
        status.textContent = errorText(e);
        if (!(e instanceof ApiError) || e.status >= 500) b.disabled = false;
      }
    });
    out.push(h('div', { class: 'actions' }, b, h('span', { class: 'hint' }, t('after-rematch-hint'))), status);
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
  if (content) replace(card, h('h2', null, t('after-heading')), ...content);
}
