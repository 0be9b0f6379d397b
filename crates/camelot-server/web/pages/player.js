// @ts-check
// A player: rating, the rating-history chart, and recent games.

import { currentUser, get, seg } from '../api.js';
import { ratingChart } from '../chart.js';
import { h, replace } from '../dom.js';
import { date, resultText, terminationText } from '../format.js';
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
        ? 'in progress'
        : `${resultText(g.result)}${g.termination ? ` (${terminationText(g.termination)})` : ''}`;
    return [
      h('a', { href: `/games/${g.id}` }, `${g.white} – ${g.black}`),
      white ? 'White' : 'Black',
      h('a', { href: `/players/${encodeURIComponent(opp)}` }, opp),
      outcome,
      g.rated ? 'rated' : 'unrated',
      date(g.created_at),
    ];
  });
  replace(
    ctx.root,
    h('h1', null, user.username),
    h(
      'div',
      { class: 'stats' },
      stat('Rating', `${user.rating}${user.provisional ? ' (provisional)' : ''}`),
      stat('Peak', String(user.peak_rating)),
      stat('Rated games', String(user.rated_games)),
      stat('Member since', date(user.created_at)),
    ),
    user.roles.some((/** @type {string} */ r) => r !== 'player') ? h('p', { class: 'hint' }, `Roles: ${user.roles.join(', ')}`) : null,
    !self && currentUser() ? h('p', null, h('a', { class: 'button primary', href: `/inbox?opponent=${encodeURIComponent(user.username)}` }, `Challenge ${user.username}`)) : null,
    section('Rating history', ratingChart(history, user.username)),
    section(
      'Recent games',
      rows.length ? table(`Recent games of ${user.username}`, ['Game', 'Colour', 'Opponent', 'Result', 'Kind', 'Started'], rows, { hideCaption: true }) : h('p', { class: 'empty' }, 'No game yet.'),
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
