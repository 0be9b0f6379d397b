// @ts-check
// A rating-history line chart in SVG (no library): one point per rated game, with the
// rating before the first game as the start. The same numbers are offered as a table for
// people who cannot see the chart.

import { h, s } from './dom.js';
import { date } from './format.js';
import { language, t } from './i18n.js';

/** A rating change with its sign and one decimal, in the reader's language ("+16.0"). */
const changeFormat = () => new Intl.NumberFormat(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/**
 * @typedef {object} RatingChange
 * @property {number} game_id
 * @property {string} opponent
 * @property {number} before
 * @property {number} after
 * @property {number} change
 * @property {number} score
 * @property {number} expected
 * @property {number} k
 * @property {string} at
 */

const W = 640;
const H = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

/**
 * @param {RatingChange[]} history oldest first
 * @param {string} username
 */
export function ratingChart(history, username) {
  if (!history.length) return h('p', { class: 'empty' }, t('chart-no-rated-game'));
  const values = [history[0].before, ...history.map((c) => c.after)];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(20, hi - lo);
  const min = Math.floor((lo - span * 0.1) / 10) * 10;
  const max = Math.ceil((hi + span * 0.1) / 10) * 10;
  const x = (/** @type {number} */ i) => PAD.left + (values.length === 1 ? 0 : (i / (values.length - 1)) * (W - PAD.left - PAD.right));
  const y = (/** @type {number} */ v) => PAD.top + (1 - (v - min) / (max - min)) * (H - PAD.top - PAD.bottom);
  /** @type {SVGElement[]} */
  const grid = [];
  const steps = 4;
  for (let i = 0; i <= steps; i++) {
    const v = Math.round(min + ((max - min) * i) / steps);
    grid.push(s('line', { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: 'grid' }));
    grid.push(s('text', { x: PAD.left - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, String(v)));
  }
  grid.push(s('text', { x: PAD.left, y: H - 8, class: 'axis' }, 'start'));
  grid.push(s('text', { x: W - PAD.right, y: H - 8, 'text-anchor': 'end', class: 'axis' }, date(history[history.length - 1].at)));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const dots = values.map((v, i) => s('circle', { cx: x(i), cy: y(v), r: 3, class: 'dot' }));
  const last = values[values.length - 1];
  const summary = t('chart-summary', { username, count: history.length, first: String(values[0]), last: String(last), lowest: String(lo), highest: String(hi) });
  const chart = s(
    'svg',
    { viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img', 'aria-label': summary },
    grid,
    s('polyline', { points, class: 'line' }),
    dots,
  );
  const rows = history
    .slice()
    .reverse()
    .map((c) =>
      h(
        'tr',
        null,
        h('td', null, date(c.at)),
        h('td', null, h('a', { href: `/games/${c.game_id}` }, c.opponent)),
        h('td', null, t(c.score === 1 ? 'chart-score-won' : c.score === 0 ? 'chart-score-lost' : 'chart-score-drew')),
        h('td', null, changeFormat().format(c.change)),
        h('td', null, String(c.after)),
      ),
    );
  return h(
    'figure',
    { class: 'rating-chart' },
    chart,
    h('figcaption', null, summary),
    h(
      'details',
      null,
      h('summary', null, t('chart-every-game')),
      h(
        'div',
        { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('chart-changes-label') },
        h(
          'table',
          null,
          h('caption', { class: 'visually-hidden' }, t('chart-changes-caption', { username })),
          h('thead', null, h('tr', null, [t('chart-col-date'), t('chart-col-opponent'), t('chart-col-result'), t('chart-col-change'), t('chart-col-rating')].map((c) => h('th', { scope: 'col' }, c)))),
          h('tbody', null, rows),
        ),
      ),
    ),
  );
}
