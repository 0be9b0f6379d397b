// @ts-check
// The computer analysis of a finished game, on the game's page: an "Analyse" button that
// queues it (`POST /games/{id}/analysis`), its progress, then the evaluation graph over the
// game, each move's evaluation and judgment (?! inaccuracy, ? mistake, ?? blunder) in a table
// that is also the graph's text alternative, and the selected move: its position on a small
// board of the panel's own, the engine's best move and line. Clicking a move in the graph or
// the table selects it.
//
// The panel looks after itself: it loads the game, stays hidden while the game goes on, and
// shows up when the game ends (the live event stream says so).

import { ApiError, currentUser, get, post, seg } from './api.js';
import { Board } from './board.js';
import { pathSquares } from './camelot.js';
import { h, replace } from './dom.js';
import { JUDGMENT_MARKS, START_POSITION, judgmentWord, menText, movesLine, plyLabel, scoreShort, scoreWords } from './engine.js';
import { t } from './i18n.js';
import { evalChart } from './eval-chart.js';
import * as events from './events.js';
import { button, errorText } from './ui.js';

/** @typedef {import('./engine.js').GameAnalysis} GameAnalysis */
/** @typedef {import('./engine.js').PlyAnalysis} PlyAnalysis */
/** @typedef {import('./engine.js').SideSummary} SideSummary */

/** A move with its number, in notation ("12… D6-F8"). */
const played = (/** @type {string} */ label, /** @type {string} */ move) => `${label} ${move}`;
/** A loss in Men, in words of the reader's language. */
const lossMen = (/** @type {number} */ loss) => t('analysis-panel-loss-men', { men: menText(loss) });

/**
 * @param {import('./app.js').PageContext} ctx
 * @param {number} gameId
 * @returns {HTMLElement}
 */
export function analysisPanel(ctx, gameId) {
  const body = h('div', { class: 'analysis-body' });
  const card = h(
    'section',
    { class: 'card analysis-card', hidden: true, 'aria-labelledby': 'analysis-heading' },
    h('h2', { id: 'analysis-heading' }, t('analysis-panel-heading')),
    body,
  );

  /** @type {{status: string, position: string, variant?: string, moves: {path: string}[]} | null} */
  let game = null;
  /** @type {GameAnalysis | null} */
  let analysis = null;
  let selected = 0;
  let polling = false;
  /** Positions after each ply (index 0: the start), filled as they are needed. */
  /** @type {string[]} */
  const positions = [];
  let positionRequest = 0;

  const board = new Board({ label: t('analysis-panel-board-label'), onPick: () => {} });
  const chartSlot = h('div', { class: 'eval-chart-slot' });
  const tableSlot = h('div', { class: 'analysis-table-slot' });
  const detail = h('div', { class: 'ply-detail', 'aria-live': 'polite' });
  const boardError = h('p', { class: 'form-error', role: 'alert' });
  const boardLink = h('a', { href: '/analysis', class: 'board-link', hidden: true }, t('analysis-panel-open-board'));
  const prevButton = button(t('analysis-panel-previous'), () => select(selected - 1));
  const nextButton = button(t('analysis-panel-next'), () => select(selected + 1));

  async function loadGame() {
    try {
      const g = await get(`/games/${seg(gameId)}`);
      if (!ctx.alive()) return;
      game = g;
      if (g.status === 'active') {
        card.hidden = true;
        return;
      }
      card.hidden = false;
      await loadAnalysis();
    } catch {
      // the game page shows why the game cannot be loaded
    }
  }

  async function loadAnalysis() {
    try {
      analysis = await get(`/games/${seg(gameId)}/analysis`);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 404)) {
        if (ctx.alive()) replace(body, h('p', { class: 'form-error', role: 'alert' }, errorText(e)));
        return;
      }
      analysis = null;
    }
    if (!ctx.alive()) return;
    draw();
    if (analysis && analysis.status !== 'done') poll();
  }

  function poll() {
    if (polling) return;
    polling = true;
    const again = () =>
      setTimeout(async () => {
        if (!ctx.alive()) {
          polling = false;
          return;
        }
        try {
          analysis = await get(`/games/${seg(gameId)}/analysis`);
        } catch {
          // tried again at the next tick
        }
        if (!ctx.alive()) {
          polling = false;
          return;
        }
        if (analysis && analysis.status === 'done') {
          polling = false;
          draw();
        } else {
          drawProgress();
          again();
        }
      }, 1000);
    again();
  }

  function draw() {
    if (!game) return;
    if (!analysis) {
      drawOffer();
    } else if (analysis.status !== 'done') {
      drawProgress();
    } else {
      drawDone(analysis);
    }
  }

  function drawOffer() {
    if (!game) return;
    if (!game.moves.length) {
      replace(body, h('p', { class: 'empty' }, t('analysis-panel-no-moves')));
      return;
    }
    if (!currentUser()) {
      replace(body, h('p', null, t('analysis-panel-sign-in')), h('p', null, h('a', { href: `/login?next=${encodeURIComponent(location.pathname)}` }, t('analysis-panel-sign-in-link'))));
      return;
    }
    const errorSlot = h('p', { class: 'form-error', role: 'alert' });
    const go = button(t('analysis-panel-analyse'), async () => {
      go.disabled = true;
      errorSlot.textContent = '';
      try {
        analysis = await post(`/games/${seg(gameId)}/analysis`);
        if (!ctx.alive()) return;
        draw();
        if (analysis && analysis.status !== 'done') poll();
      } catch (e) {
        errorSlot.textContent = errorText(e);
        go.disabled = false;
      }
    }, 'primary');
    replace(body, h('p', null, t('analysis-panel-offer')), h('div', { class: 'actions' }, go), errorSlot);
  }

  function drawProgress() {
    const text = analysis?.status === 'running' ? t('analysis-panel-running') : t('analysis-panel-queued');
    const existing = body.querySelector('.analysis-progress');
    if (existing) {
      const p = existing.querySelector('p');
      if (p && p.textContent !== text) p.textContent = text;
      return;
    }
    replace(
      body,
      h(
        'div',
        { class: 'analysis-progress' },
        h('progress', { 'aria-label': t('analysis-panel-progress-label') }),
        h('p', { role: 'status' }, text),
      ),
    );
  }

  /** @param {GameAnalysis} a */
  function drawDone(a) {
    if (!a.plies.length) {
      replace(body, h('p', { class: 'empty' }, t('analysis-panel-no-moves')));
      return;
    }
    if (selected < 1 || selected > a.plies.length) selected = a.plies.length;
    replace(
      body,
      summaryTable(a),
      h(
        'div',
        { class: 'analysis-grid' },
        h('figure', { class: 'eval-figure' }, chartSlot, h('figcaption', null, t('analysis-panel-graph-caption'))),
        tableSlot,
        h(
          'div',
          { class: 'analysis-side' },
          h('h3', null, t('analysis-panel-selected-heading')),
          h('div', { class: 'mini-board' }, board.svg),
          boardError,
          h('div', { class: 'actions ply-nav' }, prevButton, nextButton),
          detail,
          h('p', null, boardLink),
        ),
      ),
    );
    select(selected, false);
  }

  /**
   * Selects a ply: the graph, the table, the detail and the small board follow; when the
   * reader picked it, the game page is told too (its board shows that position).
   * @param {number} ply
   * @param {boolean} [picked]
   */
  function select(ply, picked = true) {
    if (!analysis || analysis.status !== 'done') return;
    const n = analysis.plies.length;
    if (ply < 1 || ply > n) return;
    selected = ply;
    const p = analysis.plies[ply - 1];
    replace(chartSlot, evalChart(analysis.plies, ply, select));
    drawTable(analysis.plies);
    prevButton.disabled = ply <= 1;
    nextButton.disabled = ply >= n;
    /** @type {[string, import('./dom.js').Children][]} */
    const rows = [
      [t('analysis-panel-eval-after'), h('span', { title: scoreWords(p.score) }, scoreShort(p.score), h('span', { class: 'visually-hidden' }, ` (${scoreWords(p.score)})`))],
      [t('analysis-panel-best'), p.best ? (p.best === p.move ? `${p.best} (${t('analysis-panel-best-played')})` : p.best) : t('analysis-panel-none')],
      [t('analysis-panel-best-line'), p.line.length ? movesLine(p.line) : t('analysis-panel-none')],
      [t('analysis-panel-loss'), lossMen(p.loss)],
    ];
    replace(
      detail,
      h('p', { class: 'ply-played' }, h('strong', null, played(plyLabel(p.ply), p.move)), judgmentBadge(p)),
      h('dl', { class: 'facts' }, rows.map(([k, v]) => [h('dt', null, k), h('dd', null, v)])),
    );
    showPosition(ply);
    // For a game page that can show earlier positions on its own board: the move picked here.
    if (picked) ctx.root.dispatchEvent(new CustomEvent('camelot:show-ply', { detail: { ply } }));
  }

  /** @param {PlyAnalysis[]} plies */
  function drawTable(plies) {
    const scroller = tableSlot.querySelector('.analysis-scroll');
    const scrollTop = scroller ? scroller.scrollTop : 0;
    const rows = plies.map((p) =>
      h(
        'tr',
        { class: [p.ply === selected ? 'selected' : '', p.judgment || ''].filter(Boolean).join(' ') || null, 'data-ply': String(p.ply) },
        h(
          'th',
          { scope: 'row' },
          h(
            'button',
            { type: 'button', class: 'ply-button', 'aria-pressed': String(p.ply === selected), on: { click: () => select(p.ply) } },
            played(plyLabel(p.ply), p.move),
          ),
        ),
        h('td', { class: 'num' }, h('span', { title: scoreWords(p.score) }, scoreShort(p.score))),
        h('td', null, judgmentBadge(p)),
        h('td', { class: 'line-moves' }, p.best && p.best !== p.move ? p.best : ''),
      ),
    );
    const wrap = h(
      'div',
      { class: 'table-wrap analysis-scroll', tabindex: '0', role: 'region', 'aria-label': t('analysis-panel-table-region') },
      h(
        'table',
        { class: 'analysis-table' },
        h('caption', { class: 'visually-hidden' }, t('analysis-panel-table-caption')),
        h('thead', null, h('tr', null, [t('analysis-panel-col-move'), t('analysis-panel-col-eval'), t('analysis-panel-col-judgment'), t('analysis-panel-col-best')].map((t) => h('th', { scope: 'col' }, t)))),
        h('tbody', null, rows),
      ),
    );
    const hadFocus = tableSlot.contains(document.activeElement);
    replace(tableSlot, wrap);
    wrap.scrollTop = scrollTop;
    const row = /** @type {HTMLElement | null} */ (wrap.querySelector('tr.selected'));
    if (row) {
      // Keep the selected row in view inside its scroller, without moving the page.
      const box = wrap.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      if (r.top < box.top + 40 || r.bottom > box.bottom) wrap.scrollTop += r.top - box.top - wrap.clientHeight / 2;
      if (hadFocus) /** @type {HTMLElement | null} */ (row.querySelector('button'))?.focus({ preventScroll: true });
    }
  }

  /**
   * Shows the position after a ply on the small board, working it out move by move from the
   * game's start with the server's legal-move listing (each position asked once).
   * @param {number} ply
   */
  async function showPosition(ply) {
    const request = ++positionRequest;
    boardError.textContent = '';
    try {
      if (!positions.length) {
        const exported = await get(`/games/${seg(gameId)}/export?format=json`);
        if (!positions.length) positions.push(exported.start_position);
      }
      if (!analysis) return;
      while (positions.length <= ply) {
        const i = positions.length;
        /** @type {import('./engine.js').PositionInfo} */
        const info = await get(`/analysis?position=${encodeURIComponent(positions[i - 1])}&variant=${encodeURIComponent(game?.variant || 'camelot')}`);
        if (positions.length !== i) continue;
        const played = analysis.plies[i - 1]?.move;
        const m = info.moves.find((lm) => lm.path === played);
        if (!m) throw new Error(t('analysis-panel-position-error'));
        positions.push(m.position);
      }
      if (request !== positionRequest || !ctx.alive()) return;
      const p = analysis.plies[ply - 1];
      const variant = game?.variant || 'camelot';
      board.update({ position: positions[ply], moves: [], interactive: false, lastMove: pathSquares(p.move), variant });
      boardLink.href = `/analysis?position=${encodeURIComponent(positions[ply])}${variant === 'camelot' ? '' : `&variant=${encodeURIComponent(variant)}`}`;
      boardLink.hidden = false;
    } catch (e) {
      if (request === positionRequest) boardError.textContent = errorText(e);
    }
  }

  board.update({ position: START_POSITION, moves: [], interactive: false, lastMove: [] });
  loadGame();
  const unsubscribe = events.subscribe((ev) => {
    if (!ctx.alive()) {
      unsubscribe();
      return;
    }
    if (ev.kind === 'game_ended' && Number(ev.data?.game_id) === gameId && (!game || game.status === 'active')) loadGame();
  });
  return card;
}

/**
 * A judgment with its mark: "?? Blunder".
 * @param {PlyAnalysis} p
 */
function judgmentBadge(p) {
  if (!p.judgment) return null;
  return h(
    'span',
    { class: `judgment ${p.judgment}`, title: judgmentWord(p.judgment) },
    h('span', { class: 'judgment-mark', 'aria-hidden': 'true' }, JUDGMENT_MARKS[p.judgment]),
    h('span', { class: 'judgment-word' }, ` ${judgmentWord(p.judgment)}`),
  );
}

/**
 * Each side's average loss and counts of judged moves.
 * @param {GameAnalysis} a
 */
function summaryTable(a) {
  /** @param {string} name @param {SideSummary | null | undefined} s */
  const row = (name, s) =>
    h(
      'tr',
      null,
      h('th', { scope: 'row' }, name),
      h('td', { class: 'num' }, s ? lossMen(s.average_loss) : t('analysis-panel-none')),
      h('td', { class: 'num' }, s ? String(s.inaccuracies) : t('analysis-panel-none')),
      h('td', { class: 'num' }, s ? String(s.mistakes) : t('analysis-panel-none')),
      h('td', { class: 'num' }, s ? String(s.blunders) : t('analysis-panel-none')),
    );
  return h(
    'div',
    { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('analysis-panel-summary-caption') },
    h(
      'table',
      { class: 'analysis-summary' },
      h('caption', { class: 'visually-hidden' }, t('analysis-panel-summary-caption')),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', { scope: 'col' }, t('analysis-panel-side')),
          h('th', { scope: 'col' }, t('analysis-panel-average-loss')),
          /** @type {[import('./engine.js').Judgment, string][]} */ ([
            ['inaccuracy', t('analysis-panel-inaccuracies')],
            ['mistake', t('analysis-panel-mistakes')],
            ['blunder', t('analysis-panel-blunders')],
          ]).map(([j, word]) =>
            h('th', { scope: 'col', title: word }, h('span', { 'aria-hidden': 'true' }, JUDGMENT_MARKS[j]), h('span', { class: 'judgment-word' }, ` ${word}`)),
          ),
        ),
      ),
      h('tbody', null, row(t('analysis-panel-white'), a.white), row(t('analysis-panel-black'), a.black)),
    ),
  );
}
