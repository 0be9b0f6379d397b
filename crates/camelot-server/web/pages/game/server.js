// @ts-check
// What the game page asks of the server: the game and my legal moves, a move (sent with an
// idempotency key), the actions on a game, my conditional moves, the game's CGN text, an
// example line for the conditional-moves panel; and the live events about this game.

import { ApiError, api, get, getGame, getLegalMoves, postGameAction, postMove } from '../../api.js';
import * as events from '../../events.js';

/** @typedef {import('../../api.js').GameView} GameView */
/** @typedef {import('../../api.js').LegalMoves} LegalMoves */
/** @typedef {Parameters<typeof postGameAction>[1]} GameAction */

/**
 * My conditional moves in a game, as the server has them.
 * @typedef {object} ConditionalView
 * @property {number} game_id
 * @property {number} ply the game's ply the lines start after
 * @property {string[][]} lines
 */

/**
 * A fresh idempotency key: a retried move is then never played twice.
 */
function idempotencyKey() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The game with its players, clock and moves.
 * @param {number} id
 * @returns {Promise<GameView>}
 */
export const loadGame = (id) => getGame(id);

/**
 * My legal moves in the game.
 * @param {number} id
 * @returns {Promise<LegalMoves>}
 */
export const loadLegalMoves = (id) => getLegalMoves(id);

/**
 * Plays a move: the game after it.
 * @param {number} id
 * @param {string} path
 * @param {number} expectedPly the ply the move is played at (a game that moved on refuses it)
 * @returns {Promise<GameView>}
 */
export const sendMove = (id, path, expectedPly) => postMove(id, { path, expected_ply: expectedPly }, idempotencyKey());

/**
 * An action on the game (draw offer, resignation…): the game after it.
 * @param {number} id
 * @param {GameAction} action
 * @returns {Promise<GameView>}
 */
export const sendAction = (id, action) => postGameAction(id, action);

/**
 * Whether the server refused a request because the game moved on meanwhile (409 or 412): the
 * page then shows the game as it is now.
 * @param {unknown} err
 */
export function gameMovedOn(err) {
  return err instanceof ApiError && (err.status === 409 || err.status === 412);
}

/**
 * Tells the rest of the client that my games changed (the inbox badge counts the games
 * waiting for my move).
 */
export function gamesChanged() {
  document.dispatchEvent(new CustomEvent('camelot:games-changed'));
}

/**
 * My conditional lines in the game.
 * @param {number} id
 * @returns {Promise<ConditionalView>}
 */
export const loadConditional = (id) => get(`/games/${id}/conditional-moves`);

/**
 * Replaces my conditional lines with these.
 * @param {number} id
 * @param {number} expectedPly the ply the lines start after
 * @param {string[][]} lines
 * @returns {Promise<ConditionalView>}
 */
export const saveConditional = (id, expectedPly, lines) => api('PUT', `/games/${id}/conditional-moves`, { body: { expected_ply: expectedPly, lines } });

/**
 * Drops all my conditional lines.
 * @param {number} id
 * @returns {Promise<void>}
 */
export const clearConditional = (id) => api('DELETE', `/games/${id}/conditional-moves`);

/**
 * The game's CGN text.
 * @param {number} id
 */
export const loadCgn = async (id) => String(await get(`/games/${id}/export?format=cgn`, { headers: { Accept: 'application/x-camelot-cgn, text/plain' } }));

/**
 * A move of the side to move in a position and a legal reply to it (from the analysis
 * endpoint, which lists each legal move with the position it leads to).
 * @param {string} position
 * @param {string} variant
 * @returns {Promise<[string, string]>}
 */
export async function exampleLine(position, variant) {
  const v = `&variant=${encodeURIComponent(variant)}`;
  /** @type {{moves: import('../../camelot.js').LegalMove[]}} */
  const first = await get(`/analysis?position=${encodeURIComponent(position)}${v}`);
  for (const m of first.moves.slice(0, 4)) {
    /** @type {{moves: import('../../camelot.js').LegalMove[]}} */
    const reply = await get(`/analysis?position=${encodeURIComponent(m.position)}${v}`);
    if (reply.moves.length) return [m.path, reply.moves[0].path];
  }
  throw new Error('no example line');
}

/**
 * Calls `fn` on every live event about this game, until the returned function is called.
 * @param {number} id
 * @param {() => void} fn
 */
export function onGameEvent(id, fn) {
  return events.subscribe((ev) => {
    if (ev.data && Number(ev.data.game_id) === id) fn();
  });
}
