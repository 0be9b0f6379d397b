// @ts-check
// The analysis board: set up or paste any position (or the standard start), make moves freely
// by clicking (legal moves from `GET /analysis?position=`, which anyone may ask), step back and
// forward, and see the engine's best lines and evaluation after each change
// (`POST /analysis/evaluate`, signed-in players only; anonymous visitors are asked to sign in
// for the engine but can still move). The address keeps the position shown, so it can be shared.

import { currentUser, get, post } from '../api.js';
import { Board } from '../board.js';
import { VARIANT_NAMES, parseBoard, pathSquares, startPosition } from '../camelot.js';
import { field, h, replace } from '../dom.js';
import { movesLine, plyLabel, scoreShort, scoreWords } from '../engine.js';
import { resultText, terminationText } from '../format.js';
import { language, t } from '../i18n.js';
import { variantField } from '../variants.js';
import { button, clearFormErrors, errorBox, errorText, showFormError } from '../ui.js';

/** @typedef {import('../engine.js').PositionInfo} PositionInfo */
/** @typedef {import('../engine.js').Evaluation} Evaluation */


/** How long the engine thinks after each change. */
const MOVETIME_MS = 1000;

/** @param {import('../app.js').PageContext} ctx */
export async function analysis(ctx) {
  ctx.setTitle(t('analysis-title'));
  // The variant (`?variant=`, Camelot when absent): its board, start position and rules.
  const asked = ctx.query.get('variant') || 'camelot';
  const variant = VARIANT_NAMES.includes(asked) ? asked : 'camelot';
  const START_POSITION = startPosition(variant);
  const variantQuery = variant === 'camelot' ? '' : `variant=${encodeURIComponent(variant)}`;
  /** Positions from the set-up (index 0) along the moves made. @type {string[]} */
  let positions = [ctx.query.get('position') || START_POSITION];
  /** @type {string[]} moves[i] leads from positions[i] to positions[i + 1] */
  let moves = [];
  let at = 0;
  /** @type {PositionInfo | null} */
  let info = null;
  /** @type {Map<string, PositionInfo>} */
  const known = new Map();
  let flipped = false;
  let request = 0;
  /** @type {AbortController | null} */
  let evaluating = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let evalTimer;

  // --- elements -----------------------------------------------------------------------------
  const statusLine = h('p', { class: 'status-line', role: 'status', 'aria-live': 'polite' });
  const boardMessage = h('p', { class: 'board-message', 'aria-live': 'polite' });
  const pickBar = h('div', { class: 'confirm-bar', hidden: true });
  const board = new Board({
    label: t('analysis-board-label'),
    onPick: (pick) => {
      boardMessage.textContent = '';
      replace(pickBar);
      pickBar.hidden = true;
      if (pick.move && !pick.canContinue) {
        play(pick.move);
        return;
      }
      if (pick.move) {
        const move = pick.move;
        pickBar.hidden = false;
        replace(
          pickBar,
          h('p', { class: 'confirm-text' }, button(t('analysis-play-path', { move: move.path }), () => play(move), 'primary'), ' ', h('span', { class: 'hint' }, t('analysis-or-continue'))),
        );
      } else if (pick.squares.length === 1) {
        boardMessage.textContent = t('game-square-selected', { square: pick.squares[0] });
      } else if (pick.squares.length > 1) {
        boardMessage.textContent = t('game-path-so-far', { path: pick.squares.join(' → ') });
      }
    },
    onMessage: (text) => {
      boardMessage.textContent = text;
    },
  });
  const backButton = button(t('analysis-back'), () => go(at - 1));
  const forwardButton = button(t('analysis-forward'), () => go(at + 1));
  const flipButton = button(t('analysis-flip'), () => {
    flipped = !flipped;
    flipButton.setAttribute('aria-pressed', String(flipped));
    board.setFlipped(flipped);
  }, '', { 'aria-pressed': 'false' });

  const moveList = h('div', { class: 'analysis-moves' });

  const lines = h(
    'select',
    { name: 'multipv' },
    [1, 2, 3].map((n) => h('option', { value: String(n), selected: n === 3 }, String(n))),
  );
  lines.addEventListener('change', () => scheduleEval());
  const engineStatus = h('p', { class: 'engine-status', role: 'status' });
  // The evaluation in short beside the side to move, in sight of the board (the engine card
  // has it in words).
  const evalBadge = h('span', { class: 'eval-badge', 'aria-hidden': 'true' });
  const engineOut = h('div', { class: 'engine-output' });
  const engineError = h('p', { class: 'form-error', role: 'alert' });
  const engineBody = currentUser()
    ? [h('div', { class: 'inline-form' }, field(t('analysis-lines'), lines)), engineStatus, engineError, engineOut]
    : [h('p', null, t('analysis-sign-in')), h('p', null, h('a', { class: 'button', href: `/login?next=${encodeURIComponent('/analysis')}` }, t('analysis-sign-in-link')))];

  const positionInput = h('textarea', {
    name: 'position',
    rows: 3,
    autocomplete: 'off',
    autocapitalize: 'none',
    spellcheck: 'false',
  });
  // Another variant starts afresh from its start position, on its board.
  const variantChoice = variantField(variant);
  variantChoice.select.addEventListener('change', () => {
    const v = variantChoice.select.value;
    ctx.navigate(v === 'camelot' ? '/analysis' : `/analysis?variant=${encodeURIComponent(v)}`);
  });
  const setUpForm = h(
    'form',
    { novalidate: true, 'aria-label': t('analysis-position-heading'), class: 'position-form' },
    variantChoice.field,
    field(t('analysis-position-field'), positionInput, t('analysis-position-hint')),
    errorBox(),
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit', class: 'primary' }, t('analysis-set-up-button')),
      button(t('analysis-start-button'), () => setUp(START_POSITION)),
    ),
  );
  setUpForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    setUp(positionInput.value.trim());
  });

  // --- logic --------------------------------------------------------------------------------

  /**
   * The status and legal moves of a position (each asked once).
   * @param {string} position
   */
  async function lookUp(position) {
    const seen = known.get(position);
    if (seen) return seen;
    /** @type {PositionInfo} */
    const fresh = await get(`/analysis?position=${encodeURIComponent(position)}&variant=${encodeURIComponent(variant)}`);
    // A position of another board than the variant's is refused here.
    parseBoard(fresh.position, variant);
    known.set(position, fresh);
    return fresh;
  }

  /**
   * Starts over from a position (checked by the server first).
   * @param {string} position
   */
  async function setUp(position) {
    clearFormErrors(setUpForm);
    try {
      const fresh = await lookUp(position);
      if (!ctx.alive()) return;
      positions = [fresh.position];
      known.set(fresh.position, fresh);
      moves = [];
      at = 0;
      await show();
    } catch (e) {
      showFormError(setUpForm, e);
    }
  }

  /** @param {import('../camelot.js').LegalMove} move */
  function play(move) {
    positions = [...positions.slice(0, at + 1), move.position];
    moves = [...moves.slice(0, at), move.path];
    at += 1;
    show();
  }

  /** @param {number} index */
  function go(index) {
    if (index < 0 || index >= positions.length) return;
    at = index;
    show();
  }

  /** Draws the position at `at` and asks the engine about it. */
  async function show() {
    const mine = ++request;
    replace(pickBar);
    pickBar.hidden = true;
    boardMessage.textContent = '';
    const position = positions[at];
    let fresh;
    try {
      fresh = await lookUp(position);
    } catch (e) {
      if (mine !== request || !ctx.alive()) return;
      statusLine.textContent = errorText(e);
      return;
    }
    if (mine !== request || !ctx.alive()) return;
    info = fresh;
    board.update({
      position: info.position,
      moves: info.over ? [] : info.moves,
      interactive: !info.over,
      lastMove: at > 0 ? pathSquares(moves[at - 1]) : [],
      variant,
    });
    drawStatus(info);
    drawMoves();
    backButton.disabled = at === 0;
    forwardButton.disabled = at >= positions.length - 1;
    if (document.activeElement !== positionInput) positionInput.value = info.position;
    const query = [info.position === START_POSITION ? '' : `position=${encodeURIComponent(info.position)}`, variantQuery].filter(Boolean).join('&');
    const url = query ? `/analysis?${query}` : '/analysis';
    if (location.pathname + location.search !== url) history.replaceState(null, '', url);
    scheduleEval();
  }

  /** @param {PositionInfo} p */
  function drawStatus(p) {
    statusLine.className = 'status-line';
    if (p.over) {
      statusLine.textContent = t('analysis-over', { result: resultText(p.result), how: terminationText(p.termination, variant) });
      statusLine.classList.add('over');
      return;
    }
    const duty = p.must_leave_castle ? t('analysis-must-leave-castle') : p.capture_required ? t('analysis-capture-required') : '';
    statusLine.textContent = [p.side_to_move === 'white' ? t('analysis-white-to-move') : t('analysis-black-to-move'), duty].filter(Boolean).join(' ');
  }

  function drawMoves() {
    if (!moves.length) {
      replace(moveList, h('p', { class: 'empty' }, t('analysis-no-moves')));
      return;
    }
    // Move numbers count from the set-up position's move number and side.
    const fields = positions[0].trim().split(/\s+/);
    const firstPly = (Math.max(1, Number(fields[5]) || 1) - 1) * 2 + (fields[1] === 'b' ? 2 : 1);
    /** @param {number} index @param {import('../dom.js').Children} label */
    const item = (index, label) =>
      h('li', null, h('button', { type: 'button', class: index === 0 ? 'ply-button setup' : 'ply-button', 'aria-current': index === at ? 'step' : null, on: { click: () => go(index) } }, label));
    replace(
      moveList,
      h(
        'ol',
        { class: 'analysis-move-list', 'aria-label': t('analysis-moves-label') },
        item(0, t('analysis-set-up')),
        moves.map((m, i) => item(i + 1, `${plyLabel(firstPly + i)} ${m}`)),
      ),
    );
  }

  function scheduleEval() {
    if (!currentUser()) return;
    clearTimeout(evalTimer);
    evaluating?.abort();
    evaluating = null;
    engineError.textContent = '';
    if (!info) return;
    if (info.over) {
      evalBadge.textContent = '';
      engineStatus.textContent = '';
      replace(engineOut, h('p', { class: 'empty' }, t('analysis-no-eval')));
      return;
    }
    engineStatus.textContent = t('analysis-thinking');
    engineOut.classList.add('stale');
    evalBadge.classList.add('stale');
    const position = info.position;
    evalTimer = setTimeout(() => evaluate(position), 250);
  }

  /** @param {string} position */
  async function evaluate(position) {
    const ctl = new AbortController();
    evaluating = ctl;
    try {
      /** @type {Evaluation} */
      const ev = await post(
        '/analysis/evaluate',
        { position, variant, movetime_ms: MOVETIME_MS, multipv: Number(lines.value) },
        { signal: ctl.signal },
      );
      if (evaluating !== ctl || !ctx.alive()) return;
      evaluating = null;
      engineStatus.textContent = '';
      drawEvaluation(ev);
    } catch (e) {
      if (evaluating !== ctl || !ctx.alive()) return;
      if (e instanceof DOMException && e.name === 'AbortError') return;
      evaluating = null;
      engineStatus.textContent = '';
      engineError.textContent = errorText(e);
    }
  }

  /** @param {Evaluation} ev */
  function drawEvaluation(ev) {
    engineOut.classList.remove('stale');
    const best = ev.pvs[0];
    evalBadge.classList.remove('stale');
    evalBadge.textContent = best ? scoreShort(best.score) : '';
    replace(
      engineOut,
      best
        ? h(
            'p',
            { class: 'eval-now' },
            h('span', { class: 'eval-score', 'aria-hidden': 'true' }, scoreShort(best.score)),
            h('span', { class: 'eval-words' }, scoreWords(best.score)),
          )
        : null,
      h('p', { class: 'hint' }, t('analysis-depth', { depth: ev.depth, nodes: ev.nodes.toLocaleString(language()) })),
      h(
        'ol',
        { class: 'engine-lines', 'aria-label': t('analysis-lines-label') },
        ev.pvs.map((pv) =>
          h(
            'li',
            null,
            h('span', { class: 'eval-score small', title: scoreWords(pv.score) }, scoreShort(pv.score)),
            ' ',
            movesLine(pv.moves),
          ),
        ),
      ),
    );
  }

  // --- page ---------------------------------------------------------------------------------
  replace(
    ctx.root,
    h('h1', null, t('analysis-title')),
    h('p', { class: 'lead' }, t('analysis-intro')),
    h(
      'div',
      { class: 'game-layout analysis-layout' },
      h(
        'div',
        { class: 'board-col' },
        h('div', { class: 'analysis-top' }, statusLine, evalBadge),
        h('div', { class: 'board-frame' }, board.svg),
        h('div', { class: 'board-tools' }, backButton, forwardButton, flipButton),
        h('p', { class: 'hint', id: 'board-help' }, t('analysis-help')),
      ),
      h(
        'div',
        { class: 'side-col' },
        pickBar,
        boardMessage,
        h('section', { class: 'card engine-card', 'aria-labelledby': 'engine-heading' }, h('h2', { id: 'engine-heading' }, t('analysis-engine-heading')), engineBody),
        h('section', { class: 'card', 'aria-labelledby': 'analysis-moves-heading' }, h('h2', { id: 'analysis-moves-heading' }, t('analysis-moves-heading')), moveList),
        h('section', { class: 'card', 'aria-labelledby': 'position-heading' }, h('h2', { id: 'position-heading' }, t('analysis-position-heading')), setUpForm),
      ),
    ),
  );

  /** @type {unknown} */
  let badAddress = null;
  try {
    const first = await lookUp(positions[0]);
    positions = [first.position];
  } catch (e) {
    // A bad position in the address: start from the standard position, and say why beside
    // the text as it was given, to be corrected.
    badAddress = e;
    positions = [START_POSITION];
  }
  await show();
  if (badAddress) {
    positionInput.value = ctx.query.get('position') || '';
    showFormError(setUpForm, badAddress);
  }
  return () => {
    clearTimeout(evalTimer);
    evaluating?.abort();
  };
}
