// @ts-check
// A player: rating, the rating-history chart, and recent games.

import { currentUser, get, seg } from '../api.js';
import { ratingChart } from '../chart.js';
import { h, replace } from '../dom.js';
import { date, resultText, terminationText } from '../format.js';
import { t } from '../i18n.js';
import { section, table } from '../ui.js';

/** @param {import('../app.js').PageContext} ctx */
export async function player(ctx) {
  const name = ctx.params.username;
  ctx.setTitle(name);
  const user = await get(`/users/${seg(name)}`);
  if (!ctx.alive()) return;
  ctx.setTitle(user.username);
  /** @type {import('../chart.js').RatingChange[]} */
  const history = [];
  /** @type {string | null} */
  let cursor = null;
  // Up to 500 rated games in the chart (five pages).
  for (let i = 0; i < 5; i++) {
    const page = await get(`/users/${seg(name)}/rating-history?limit=100${cursor ? `&cursor=${seg(cursor)}` : ''}`);
    history.push(...page.items);
    cursor = page.next_cursor;
    if (!cursor) break;
  }
  const games = await get(`/users/${seg(name)}/games?limit=20`);
  if (!ctx.alive()) return;
  const self = (currentUser() || '').toLowerCase() === user.username.toLowerCase();
  /** @type {import('./inbox.js').GameSummary[]} */
  const items = games.items;
  const rows = items.map((g) => {
    const white = g.white.toLowerCase() === user.username.toLowerCase();
    const opp = white ? g.black : g.white;
    const outcome =
      g.status === 'active'
        ? t('player-game-in-progress')
        : g.termination
          ? t('player-game-result-how', { result: resultText(g.result), how: terminationText(g.termination) })
          : resultText(g.result);
    return [
      h('a', { href: `/games/${g.id}` }, `${g.white} – ${g.black}`),
      t(white ? 'colour-white' : 'colour-black'),
      h('a', { href: `/players/${encodeURIComponent(opp)}` }, opp),
      outcome,
      t(g.rated ? 'player-game-rated' : 'player-game-unrated'),
      date(g.created_at),
    ];
  });
  replace(
    ctx.root,
    h('h1', null, user.username),
    h(
      'div',
      { class: 'stats' },
      stat(t('player-rating'), user.provisional ? t('player-rating-provisional', { rating: String(user.rating) }) : String(user.rating)),
      stat(t('player-peak'), String(user.peak_rating)),
      stat(t('player-rated-games'), String(user.rated_games)),
      stat(t('player-member-since'), date(user.created_at)),
    ),
    user.roles.some((/** @type {string} */ r) => r !== 'player') ? h('p', { class: 'hint' }, t('player-roles', { roles: user.roles.join(', ') })) : null,
    !self && currentUser() ? h('p', null, h('a', { class: 'button primary', href: `/inbox?opponent=${encodeURIComponent(user.username)}` }, t('player-challenge', { username: user.username }))) : null,
    section(t('player-rating-history'), ratingChart(history, user.username)),
    section(
      t('player-recent-games'),
      rows.length
        ? table(
            t('player-recent-games-caption', { username: user.username }),
            [t('player-col-game'), t('player-col-colour'), t('player-col-opponent'), t('player-col-result'), t('player-col-kind'), t('player-col-started')],
            rows,
            { hideCaption: true, cls: 'recent-games' },
          )
        : h('p', { class: 'empty' }, t('player-no-game')),
    ),
  );
}

/**
 * @param {string} label
 * @param {string} value
 */
function stat(label, value) {
  return h('div', { class: 'stat' }, h('span', { class: 'stat-label' }, label), h('span', { class: 'stat-value' }, value));
}
