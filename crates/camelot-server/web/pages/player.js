// @ts-check
// A player: rating, the rating-history chart, and recent games.

import { currentUser, get, isMe, seg } from '../api.js';
import { ratingChart } from '../chart.js';
import { h, replace } from '../dom.js';
import { date, resultText, terminationText } from '../format.js';
import { Pager } from '../paging.js';
import { t } from '../i18n.js';
import { VARIANT_NAMES } from '../camelot.js';
import { variantName } from '../variants.js';
import { section, table } from '../ui.js';

/** @param {import('../app.js').PageContext} ctx */
export async function player(ctx) {
  const name = ctx.params.username;
  ctx.setTitle(name);
  const user = await get(`/users/${seg(name)}`);
  if (!ctx.alive()) return;
  ctx.setTitle(user.username);
  // The rating history of one variant (`?variant=`, Camelot when absent).
  const asked = ctx.query.get('variant') || 'camelot';
  const variant = VARIANT_NAMES.includes(asked) ? asked : 'camelot';
  const hasVariants = Object.keys(user.ratings || {}).some((v) => v !== 'camelot');
  /** @type {import('../chart.js').RatingChange[]} */
  const history = [];
  /** @type {Pager<import('../chart.js').RatingChange>} */
  const pages = new Pager(
    (cursor, limit) => get(`/users/${seg(name)}/rating-history?limit=${limit}&variant=${seg(variant)}${cursor ? `&cursor=${seg(cursor)}` : ''}`),
    100,
  );
  // Up to 500 rated games in the chart (five pages).
  for (let i = 0; i < 5 && !pages.done; i++) {
    history.push(...((await pages.next()) || []));
  }
  const games = await get(`/users/${seg(name)}/games?limit=20`);
  if (!ctx.alive()) return;
  const self = isMe(user.username);
  /** @type {import('./inbox.js').GameSummary[]} */
  const items = games.items;
  const rows = items.map((g) => {
    const white = g.white.toLowerCase() === user.username.toLowerCase();
    const opp = white ? g.black : g.white;
    const outcome =
      g.status === 'active'
        ? t('player-game-in-progress')
        : g.termination
          ? t('player-game-result-how', { result: resultText(g.result), how: terminationText(g.termination, g.variant) })
          : resultText(g.result);
    return [
      h('a', { href: `/games/${g.id}` }, `${g.white} – ${g.black}`),
      t(white ? 'colour-white' : 'colour-black'),
      h('a', { href: `/players/${encodeURIComponent(opp)}` }, opp),
      outcome,
      g.variant && g.variant !== 'camelot' ? `${variantName(g.variant)} · ${t(g.rated ? 'player-game-rated' : 'player-game-unrated')}` : t(g.rated ? 'player-game-rated' : 'player-game-unrated'),
      date(g.created_at),
    ];
  });
  replace(
    ctx.root,
    h('h1', null, user.username),
    h(
      'div',
      { class: 'stats' },
      stat(hasVariants ? t('player-rating-variant', { variant: variantName('camelot') }) : t('player-rating'), user.provisional ? t('player-rating-provisional', { rating: String(user.rating) }) : String(user.rating)),
      stat(t('player-peak'), String(user.peak_rating)),
      stat(t('player-rated-games'), String(user.rated_games)),
      stat(t('player-member-since'), date(user.created_at)),
    ),
    user.roles.some((/** @type {string} */ r) => r !== 'player') ? h('p', { class: 'hint' }, t('player-roles', { roles: user.roles.join(', ') })) : null,
    !self && currentUser() ? h('p', null, h('a', { class: 'button primary', href: `/inbox?opponent=${encodeURIComponent(user.username)}` }, t('player-challenge', { username: user.username }))) : null,
    ratingsByVariant(user),
    section(hasVariants || variant !== 'camelot' ? t('player-rating-history-variant', { variant: variantName(variant) }) : t('player-rating-history'), ratingChart(history, user.username)),
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
 * The ratings in the variants played rated (Camelot's are the top-level figures), each
 * linked to its leaderboard.
 * @param {{username: string, rating: number, rated_games: number, peak_rating: number, provisional: boolean, ratings?: Record<string, {rating: number, rated_games: number, peak_rating: number, provisional: boolean}> | null}} user
 */
function ratingsByVariant(user) {
  const others = user.ratings || {};
  const played = VARIANT_NAMES.filter((v) => v !== 'camelot' && others[v]);
  if (!played.length) return null;
  /** @type {[string, {rating: number, rated_games: number, peak_rating: number, provisional: boolean}][]} */
  const pools = [['camelot', user], ...played.map((v) => /** @type {[string, any]} */ ([v, others[v]]))];
  const rows = pools.map(([v, r]) => [
    h('a', { href: `/players/${encodeURIComponent(user.username)}${v === 'camelot' ? '' : `?variant=${encodeURIComponent(v)}`}`, title: t('player-rating-history-variant', { variant: variantName(v) }) }, variantName(v)),
    r.provisional ? t('player-rating-provisional', { rating: String(r.rating) }) : String(r.rating),
    String(r.rated_games),
    String(r.peak_rating),
  ]);
  return section(
    t('player-ratings-by-variant'),
    table(t('player-ratings-by-variant-caption', { username: user.username }), [t('player-col-variant'), t('player-rating'), t('player-rated-games'), t('player-peak')], rows, { hideCaption: true, cls: 'variant-ratings' }),
  );
}

/**
 * @param {string} label
 * @param {string} value
 */
function stat(label, value) {
  return h('div', { class: 'stat' }, h('span', { class: 'stat-label' }, label), h('span', { class: 'stat-value' }, value));
}
