// @ts-check
// The leaderboard: active players by rating.

import { get, isMe, seg } from '../api.js';
import { h, replace } from '../dom.js';
import { date } from '../format.js';
import { Pager, showMore } from '../paging.js';
import { t } from '../i18n.js';
import { VARIANT_NAMES } from '../camelot.js';
import { variantName } from '../variants.js';
import { errorText } from '../ui.js';

/**
 * @typedef {object} LeaderboardEntry
 * @property {number} rank
 * @property {string} username
 * @property {number} rating
 * @property {number} rated_games
 * @property {number} peak_rating
 * @property {boolean} provisional
 * @property {string | null} last_rated_at
 */

/** @param {import('../app.js').PageContext} ctx */
export async function leaderboard(ctx) {
  ctx.setTitle(t('leaderboard-title'));
  // Each variant is a rating pool of its own (`?variant=`, Camelot when absent).
  const asked = ctx.query.get('variant') || 'camelot';
  const variant = VARIANT_NAMES.includes(asked) ? asked : 'camelot';
  const select = h(
    'select',
    { name: 'variant', id: 'leaderboard-variant' },
    VARIANT_NAMES.map((v) => h('option', { value: v, selected: v === variant }, variantName(v))),
  );
  select.addEventListener('change', () => ctx.navigate(select.value === 'camelot' ? '/leaderboard' : `/leaderboard?variant=${encodeURIComponent(select.value)}`));
  const picker = h('div', { class: 'inline-form leaderboard-variant' }, h('label', { for: 'leaderboard-variant' }, t('leaderboard-variant')), select);
  const title = t('leaderboard-title-variant', { variant: variantName(variant) });
  const body = h('tbody');
  const error = h('p', { class: 'form-error', role: 'alert' });
  const more = h('button', { type: 'button', hidden: true }, t('show-more'));
  let count = 0;
  /** @type {Pager<LeaderboardEntry>} */
  const pager = new Pager(
    (cursor, limit) => get(`/ratings/leaderboard?limit=${limit}&variant=${seg(variant)}${cursor ? `&cursor=${seg(cursor)}` : ''}`),
    100,
  );
  const load = showMore(more, pager, {
    page: (items) => {
      count += items.length;
      for (const e of items) {
        const mine = isMe(e.username);
        body.append(
          h(
            'tr',
            { class: mine ? 'me' : null, 'aria-current': mine ? 'true' : null },
            h('td', null, String(e.rank)),
            h('td', null, h('a', { href: `/players/${encodeURIComponent(e.username)}` }, e.username)),
            h('td', null, String(e.rating), e.provisional ? h('abbr', { title: t('leaderboard-provisional-title') }, t('leaderboard-provisional-mark')) : null),
            h('td', null, String(e.rated_games)),
            h('td', null, String(e.peak_rating)),
            h('td', null, date(e.last_rated_at)),
          ),
        );
      }
      empty.hidden = count > 0;
    },
    error: (e) => {
      error.textContent = errorText(e);
    },
  });
  const empty = h('p', { class: 'empty', hidden: true }, t('leaderboard-empty'));
  replace(
    ctx.root,
    h('h1', null, t('leaderboard-title')),
    h('p', { class: 'lead' }, t('leaderboard-lead')),
    picker,
    error,
    h(
      'div',
      { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': title },
      h(
        'table',
        { class: 'leaderboard' },
        h('caption', { class: 'visually-hidden' }, title),
        h('thead', null, h('tr', null, [t('leaderboard-col-rank'), t('leaderboard-col-player'), t('leaderboard-col-rating'), t('leaderboard-col-rated-games'), t('leaderboard-col-peak'), t('leaderboard-col-last-rated')].map((c) => h('th', { scope: 'col' }, c)))),
        body,
      ),
    ),
    empty,
    more,
  );
  await load();
}
