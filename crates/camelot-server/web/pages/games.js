// @ts-check
// Games anyone may watch: the games being played now (most recently moved first) and the
// recently finished ones, filtered by player, tournament, variant and rated, each with a small picture
// of its position. The lists refresh by themselves; no sign-in is needed.

import { getPublicGames } from '../api.js';
import { h, replace } from '../dom.js';
import { dateTime, resultText, terminationText, timeLeft } from '../format.js';
import { miniBoard } from '../miniboard.js';
import { Pager, showMore } from '../paging.js';
import { variantName, variantTag } from '../variants.js';
import { VARIANT_NAMES } from '../camelot.js';
import { t } from '../i18n.js';
import { errorText } from '../ui.js';

/** @typedef {import('../api.js').PublicGameView} PublicGame */

const PAGE = 20;

/** @param {PublicGame} g */
function lastMovePath(g) {
  return g.last_move || null;
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
  const meta = [g.rated ? t('games-rated-1') : t('games-unrated')];
  if (g.tournament_id) meta.push(t('games-tournament-game'));
  meta.push(g.ply === 0 ? t('games-no-move') : t('games-move-number', { number: moveNo }));
  return h(
    'li',
    { class: 'watch-item', 'data-game-id': String(g.id) },
    h('a', { href: `/games/${g.id}`, class: 'watch-board', tabindex: '-1', 'aria-hidden': 'true' }, miniBoard(g.position, { label: t('games-position-of', { title }), lastMove: last, variant: g.variant })),
    h(
      'div',
      { class: 'watch-text' },
      h('a', { href: `/games/${g.id}`, class: 'game-link' }, title),
      h('span', { class: 'meta' }, `${g.white.username} ${g.white.rating} · ${g.black.username} ${g.black.rating}`),
      h('span', { class: 'meta' }, variantTag(g.variant), ' ', meta.join(' · ')),
      last ? h('span', { class: 'meta last-move' }, t('games-last-move'), ' ', h('span', { class: 'path' }, last)) : null,
      finished
        ? h('span', { class: 'result' }, g.termination ? t('player-game-result-how', { result: resultText(g.result), how: terminationText(g.termination, g.variant) }) : resultText(g.result), g.ended_at ? h('span', { class: 'meta' }, ` · ${dateTime(g.ended_at)}`) : null)
        : h('span', { class: 'deadline' }, t('games-to-move', { username: toMove }), g.deadline ? ` · ${timeLeft(g.deadline)}` : ''),
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
  const more = h('button', { type: 'button', hidden: true }, t('games-more'));
  const card = h(
    'section',
    { class: 'card', 'aria-labelledby': headingId },
    h('h2', { id: headingId }, status === 'active' ? t('games-active') : t('games-finished')),
    error,
    list,
    more,
  );
  /** @type {PublicGame[]} */
  let items = [];
  /** @type {Pager<PublicGame>} */
  const pager = new Pager((cursor, limit) => {
    const q = new URLSearchParams(filters);
    q.set('status', status);
    q.set('limit', String(limit));
    if (cursor) q.set('cursor', cursor);
    return getPublicGames(q);
  }, PAGE);
  const draw = () => {
    replace(list, items.length ? items.map(gameCard) : h('li', { class: 'empty' }, status === 'active' ? t('games-no-active') : t('games-no-finished')));
    more.hidden = !pager.hasMore;
  };
  /** Loads the next page (the first when nothing is shown yet). */
  const loadMore = showMore(more, pager, {
    page: (page) => {
      items = items.concat(page);
      error.textContent = '';
      draw();
    },
    error: (e) => {
      error.textContent = errorText(e);
    },
  });
  /** Reloads as many games as are shown (live updates). */
  const refresh = async () => {
    try {
      items = await pager.reload(Math.min(100, Math.max(PAGE, items.length)));
      error.textContent = '';
      draw();
    } catch (e) {
      error.textContent = errorText(e);
    }
  };
  return { card, loadMore, refresh };
}

/** @param {import('../app.js').PageContext} ctx */
export async function games(ctx) {
  ctx.setTitle(t('games-title'));
  /** @type {URLSearchParams} */
  const filters = new URLSearchParams();
  const player = h('input', { name: 'player', id: 'games-player', autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false', value: ctx.query.get('player') || '' });
  const tournament = h('input', { name: 'tournament', id: 'games-tournament', type: 'number', min: 1, inputmode: 'numeric', value: ctx.query.get('tournament') || '' });
  const rated = h(
    'select',
    { name: 'rated', id: 'games-rated' },
    h('option', { value: '' }, t('games-any')),
    h('option', { value: 'true' }, t('games-rated-only')),
    h('option', { value: 'false' }, t('games-unrated-only')),
  );
  rated.value = ['true', 'false'].includes(ctx.query.get('rated') || '') ? ctx.query.get('rated') || '' : '';
  const variant = h(
    'select',
    { name: 'variant', id: 'games-variant' },
    h('option', { value: '' }, t('games-any-variant')),
    VARIANT_NAMES.map((v) => h('option', { value: v }, variantName(v))),
  );
  variant.value = VARIANT_NAMES.includes(ctx.query.get('variant') || '') ? ctx.query.get('variant') || '' : '';
  if (player.value.trim()) filters.set('player', player.value.trim());
  if (tournament.value.trim()) filters.set('tournament', tournament.value.trim());
  if (variant.value) filters.set('variant', variant.value);
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
    { class: 'inline-form games-filters', role: 'search', 'aria-label': t('games-filters') },
    filterField(t('games-player'), player, t('games-player-hint')),
    filterField(t('games-tournament'), tournament, t('games-tournament-hint')),
    filterField(t('games-variant'), variant),
    filterField(t('games-rated'), rated),
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit', class: 'primary' }, t('games-apply')),
      h('a', { href: '/games', class: 'button' }, t('games-clear')),
    ),
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const q = new URLSearchParams();
    if (player.value.trim()) q.set('player', player.value.trim());
    if (tournament.value.trim()) q.set('tournament', tournament.value.trim());
    if (variant.value) q.set('variant', variant.value);
    if (rated.value) q.set('rated', rated.value);
    const qs = q.toString();
    ctx.navigate(qs ? `/games?${qs}` : '/games', { replace: true });
  });

  const active = gameList('active', filters);
  const finished = gameList('finished', filters);
  replace(
    ctx.root,
    h('h1', null, t('games-title')),
    h('p', { class: 'lead' }, t('games-lead')),
    form,
    h('div', { class: 'games-grid' }, active.card, finished.card),
    h('p', { class: 'hint' }, t('games-updated')),
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
