// @ts-check
// The evaluation of an analysed game over its moves, as an SVG graph (no library): White's
// chances above the middle line, Black's below, judged moves marked, the selected move drawn
// as a vertical line. Clicking a move's column selects it. The numbers are also in the
// analysis table beside it, for people who cannot see the graph.

import { s } from './dom.js';
import { chances, plyLabel } from './engine.js';
import { t } from './i18n.js';

/** @param {number} count */
const evalSummary = (count) => t('eval-chart-summary', { count });

/** @typedef {import('./engine.js').PlyAnalysis} PlyAnalysis */

const W = 640;
const H = 180;
const PAD = { left: 8, right: 8, top: 8, bottom: 8 };


/**
 * @param {PlyAnalysis[]} plies in order, ply 1 first
 * @param {number} selected the selected ply (0: none)
 * @param {(ply: number) => void} onSelect
 */
export function evalChart(plies, selected, onSelect) {
  const n = plies.length;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (/** @type {number} */ i) => PAD.left + (n === 0 ? 0 : (i / n) * innerW);
  const y = (/** @type {number} */ c) => PAD.top + ((1 - c) / 2) * innerH;
  const mid = y(0);
  // The start position counts as level.
  const values = [0, ...plies.map((p) => chances(p.score))];
  const pts = values.map((c, i) => `${x(i).toFixed(1)},${y(c).toFixed(1)}`);
  const area = `M${x(0).toFixed(1)},${mid.toFixed(1)}L${pts.join('L')}L${x(n).toFixed(1)},${mid.toFixed(1)}Z`;
  /** @type {SVGElement[]} */
  const parts = [
    s('rect', { x: PAD.left, y: PAD.top, width: innerW, height: innerH / 2, class: 'white-half' }),
    s('rect', { x: PAD.left, y: mid, width: innerW, height: innerH / 2, class: 'black-half' }),
    s('path', { d: area, class: 'advantage' }),
    s('line', { x1: PAD.left, x2: W - PAD.right, y1: mid, y2: mid, class: 'midline' }),
    s('polyline', { points: pts.join(' '), class: 'eval-line' }),
    s('text', { x: PAD.left + 6, y: PAD.top + 14, class: 'side-label', 'aria-hidden': 'true' }, t('eval-chart-white')),
    s('text', { x: PAD.left + 6, y: H - PAD.bottom - 6, class: 'side-label', 'aria-hidden': 'true' }, t('eval-chart-black')),
  ];
  if (selected > 0 && selected <= n) {
    parts.push(s('line', { x1: x(selected), x2: x(selected), y1: PAD.top, y2: H - PAD.bottom, class: 'selected-ply' }));
  }
  plies.forEach((p, i) => {
    if (p.judgment) {
      parts.push(s('circle', { cx: x(i + 1), cy: y(values[i + 1]), r: 4.5, class: `mark ${p.judgment}` }));
    }
  });
  if (selected > 0 && selected <= n) {
    parts.push(s('circle', { cx: x(selected), cy: y(values[selected]), r: 4, class: 'selected-dot' }));
  }
  // One column per move to click (each centred on its point).
  const colW = n === 0 ? innerW : innerW / n;
  plies.forEach((p) => {
    parts.push(
      s(
        'rect',
        {
          x: Math.max(PAD.left, x(p.ply) - colW / 2),
          y: 0,
          width: colW,
          height: H,
          class: 'hit',
          'data-ply': String(p.ply),
        },
        s('title', null, `${plyLabel(p.ply)} ${p.move}`),
      ),
    );
  });
  const svg = s(
    'svg',
    { viewBox: `0 0 ${W} ${H}`, class: 'eval-chart', role: 'img', 'aria-label': evalSummary(n) },
    parts,
  );
  svg.addEventListener('click', (ev) => {
    const target = /** @type {Element | null} */ (ev.target);
    const ply = Number(target?.closest('[data-ply]')?.getAttribute('data-ply'));
    if (ply > 0) onSelect(ply);
  });
  return svg;
}
