// @ts-check
// Games anyone may watch: the games being played now (most recently moved first) and the
// recently finished ones, filtered by player, tournament and rated, each with a small picture
// of its position. The lists refresh by themselves; no sign-in is needed.

import { get } from '../api.js';
import { h, replace } from '../dom.js';
import { dateTime, resultText, terminationText, timeLeft } from '../format.js';
import { miniBoard } from '../miniboard.js';
import { errorText } from '../ui.js';

/**
 * @typedef {object} PublicGame
 * @property {number} id
 * @property {{username: string, rating: number}} white
 * @property {{username: string, rating: number}} black
 * @property {boolean} rated
 * @property {number | null} days_per_move
 * @property {number} ply
 * @property {string} position
 * @property {string | {path: string} | null} last_move
 * @property {string} status
 * @property {string | null} result
 * @property {string | null} termination
 * @property {string | null} deadline
 * @property {number | null} tournament_id
 * @property {string} created_at
 * @property {string | null} last_move_at
 * @property {string | null} ended_at
 */

const TEXT = {
  title: 'Games',
  lead: 'Games being played on this server now, and the ones that finished recently. Open one to follow it live; no account needed.',
  filters: 'Filter the games',
  player: 'Player',
  playerHint: 'A username: only their games.',
  tournament: 'Tournament',
  tournamentHint: 'A tournament’s number: only its games.',
  rated: 'Rated',
  any: 'Rated or not',
  ratedOnly: 'Rated only',
  unratedOnly: 'Unrated only',
  apply: 'Show games',
  clear: 'Clear filters',
  active: 'Being played now',
  finished: 'Recently finished',
  noActive: 'No game is being played that fits.',
  noFinished: 'No finished game fits.',
  more: 'Show more',
  noMove: 'no move yet',
  lastMove: 'last move',
  rated1: 'rated',
  unrated: 'unrated',
  tournamentGame: 'tournament game',
  updated: 'The lists refresh by themselves every 15 seconds.',
};

const PAGE = 20;

/** @param {PublicGame} g */
function lastMovePath(g) {
  if (!g.last_move) return null;
  return typeof g.last_move === 'string' ? g.last_move : g.last_move.path;
}

/**
 * One game in a list.
 * @param {PublicGame} g
 */
function gameCard(g) {
  const finished = g.status !== 'active';
  const last = lastMovePath(g);
  const moveNo = Math.floor(g.ply / 2) + 1;
  const title = `${g.white.username} – ${g.black.username}`;
  const toMove = g.ply % 2 === 0 ? g.white.username : g.black.username;
  /** @type {string[]} */
  const meta = [g.rated ? TEXT.rated1 : TEXT.unrated];
  if (g.tournament_id) meta.push(TEXT.tournamentGame);
  meta.push(g.ply === 0 ? TEXT.noMove : `move ${moveNo}`);
  return h(
    'li',
    { class: 'watch-item', 'data-game-id': String(g.id) },
    h('a', { href: `/games/${g.id}`, class: 'watch-board', tabindex: '-1', 'aria-hidden': 'true' }, miniBoard(g.position, { label: `Position of ${title}`, lastMove: last })),
    h(
      'div',
      { class: 'watch-text' },
      h('a', { href: `/games/${g.id}`, class: 'game-link' }, title),
      h('span', { class: 'meta' }, `${g.white.username} ${g.white.rating} · ${g.black.username} ${g.black.rating}`),
      h('span', { class: 'meta' }, meta.join(' · ')),
      last ? h('span', { class: 'meta last-move' }, `${TEXT.lastMove}: `, h('span', { class: 'path' }, last)) : null,
      finished
        ? h('span', { class: 'result' }, resultText(g.result), g.termination ? ` (${terminationText(g.termination)})` : '', g.ended_at ? h('span', { class: 'meta' }, ` · ${dateTime(g.ended_at)}`) : null)
        : h('span', { class: 'deadline' }, `${toMove} to move`, g.deadline ? ` · ${timeLeft(g.deadline)}` : ''),
    ),
  );
}

/**
 * A list of games of one status, with "Show more".
 * @param {'active' | 'finished'} status
 * @param {URLSearchParams} filters
 */
function gameList(status, filters) {
  const headingId = `games-${status}`;
  const list = h('ul', { class: 'watch-list' });
  const error = h('p', { class: 'form-error', role: 'alert' });
  const more = h('button', { type: 'button', hidden: true }, TEXT.more);
  const card = h(
    'section',
    { class: 'card', 'aria-labelledby': headingId },
    h('h2', { id: headingId }, status === 'active' ? TEXT.active : TEXT.finished),
    error,
    list,
    more,
  );
  /** @type {PublicGame[]} */
  let items = [];
  /** @type {string | null} */
  let cursor = null;

  /** @param {string | null} from @param {number} limit */
  const fetchPage = async (from, limit) => {
    const q = new URLSearchParams(filters);
    q.set('status', status);
    q.set('limit', String(limit));
    if (from) q.set('cursor', from);
    return /** @type {{items: PublicGame[], next_cursor: string | null}} */ (await get(`/games?${q}`));
  };
  const draw = () => {
    replace(list, items.length ? items.map(gameCard) : h('li', { class: 'empty' }, status === 'active' ? TEXT.noActive : TEXT.noFinished));
    more.hidden = !cursor;
  };
  /** Loads the next page (the first when nothing is shown yet). */
  const loadMore = async () => {
    if (items.length > 0 && !cursor) return;
    more.disabled = true;
    try {
      const page = await fetchPage(cursor, PAGE);
      items = items.concat(page.items);
      cursor = page.items.length < PAGE ? null : page.next_cursor;
      error.textContent = '';
      draw();
    } catch (e) {
      error.textContent = errorText(e);
    } finally {
      more.disabled = false;
    }
  };
  /** Reloads as many games as are shown (live updates). */
  const refresh = async () => {
    const limit = Math.min(100, Math.max(PAGE, items.length));
    try {
      const page = await fetchPage(null, limit);
      items = page.items;
      cursor = page.items.length < limit ? null : page.next_cursor;
      error.textContent = '';
      draw();
    } catch (e) {
      error.textContent = errorText(e);
    }
  };
  more.addEventListener('click', loadMore);
  return { card, loadMore, refresh };
}

/** @param {import('../app.js').PageContext} ctx */
export async function games(ctx) {
  ctx.setTitle(TEXT.title);
  /** @type {URLSearchParams} */
  const filters = new URLSearchParams();
  const player = h('input', { name: 'player', id: 'games-player', autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false', value: ctx.query.get('player') || '' });
  const tournament = h('input', { name: 'tournament', id: 'games-tournament', type: 'number', min: 1, inputmode: 'numeric', value: ctx.query.get('tournament') || '' });
  const rated = h(
    'select',
    { name: 'rated', id: 'games-rated' },
    h('option', { value: '' }, TEXT.any),
    h('option', { value: 'true' }, TEXT.ratedOnly),
    h('option', { value: 'false' }, TEXT.unratedOnly),
  );
  rated.value = ['true', 'false'].includes(ctx.query.get('rated') || '') ? ctx.query.get('rated') || '' : '';
  if (player.value.trim()) filters.set('player', player.value.trim());
  if (tournament.value.trim()) filters.set('tournament', tournament.value.trim());
  if (rated.value) filters.set('rated', rated.value);

  /**
   * @param {string} labelText
   * @param {HTMLInputElement | HTMLSelectElement} control
   * @param {string} [hint]
   */
  const filterField = (labelText, control, hint) =>
    h(
      'div',
      { class: 'field' },
      h('label', { for: control.id }, labelText),
      control,
      hint ? h('p', { class: 'hint', id: `${control.id}-hint` }, hint) : null,
    );
  player.setAttribute('aria-describedby', 'games-player-hint');
  tournament.setAttribute('aria-describedby', 'games-tournament-hint');
  const form = h(
    'form',
    { class: 'inline-form games-filters', role: 'search', 'aria-label': TEXT.filters },
    filterField(TEXT.player, player, TEXT.playerHint),
    filterField(TEXT.tournament, tournament, TEXT.tournamentHint),
    filterField(TEXT.rated, rated),
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit', class: 'primary' }, TEXT.apply),
      h('a', { href: '/games', class: 'button' }, TEXT.clear),
    ),
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const q = new URLSearchParams();
    if (player.value.trim()) q.set('player', player.value.trim());
    if (tournament.value.trim()) q.set('tournament', tournament.value.trim());
    if (rated.value) q.set('rated', rated.value);
    const qs = q.toString();
    ctx.navigate(qs ? `/games?${qs}` : '/games', { replace: true });
  });

  const active = gameList('active', filters);
  const finished = gameList('finished', filters);
  replace(
    ctx.root,
    h('h1', null, TEXT.title),
    h('p', { class: 'lead' }, TEXT.lead),
    form,
    h('div', { class: 'games-grid' }, active.card, finished.card),
    h('p', { class: 'hint' }, TEXT.updated),
  );
  await Promise.all([active.loadMore(), finished.loadMore()]);
  // Live: poll both lists (the event stream only tells players about their own games).
  const timer = setInterval(() => {
    if (!ctx.alive() || document.hidden) return;
    active.refresh();
    finished.refresh();
  }, 15_000);
  return () => clearInterval(timer);
}
