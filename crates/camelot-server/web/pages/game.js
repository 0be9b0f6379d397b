// @ts-check
// A game: the board, both players with their clocks and deadlines, the move list, the actions
// (draw offer and answer, draw claim, resignation, abort), a notation input, and my conditional
// moves while my opponent is to move. Moves are picked on the board from the legal-move listing
// and sent only after a confirm step. The page follows the game live through the event stream.

import { ApiError, api, currentUser, get, getGame, getLegalMoves, postGameAction, postMove } from '../api.js';
import { Board } from '../board.js';
import { normaliseNotation, pathSquares, placementPath, placementPhase } from '../camelot.js';
import { field, h, replace } from '../dom.js';
import * as events from '../events.js';
import { dateTime, duration, outcomeSentence, resultText, terminationText, timeControlText, timeLeft } from '../format.js';
import { button, clearFormErrors, errorBox, errorText, notice, run, section, withdrawNotice } from '../ui.js';
import { analysisPanel } from '../analysis-panel.js';
import { moveList as moveListView } from '../movelist.js';
import { drawMayBeClaimed, pieceCount, replayBoards } from '../replay.js';
import { afterGame, drawAfterGame, illegalMoveReason, replayNoteText, rulesHelpLink } from './game-extras.js';
import { typedMoveReason } from '../rules-help.js';
import { t } from '../i18n.js';
import { variantAbout, variantName, variantRulesPath, variantTag } from '../variants.js';

/** @typedef {import('../api.js').GameView} GameView */
/** @typedef {import('../api.js').LegalMoves} LegalMoves */

/**
 * @typedef {object} ConditionalView
 * @property {number} game_id
 * @property {number} ply the game's ply the lines start after
 * @property {string[][]} lines
 */

/**
 * Conditional lines as typed: one line of text per line, its moves separated by spaces or
 * commas. Empty lines are left out.
 * @param {string} text
 */
function parseLines(text) {
  return text
    .split('\n')
    .map((line) => line.split(/[\s,]+/).filter(Boolean))
    .filter((moves) => moves.length > 0);
}

/**
 * A fresh idempotency key: a retried move is then never played twice.
 */
function idempotencyKey() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A move of the side to move in a position and a legal reply to it (from the analysis
 * endpoint, which lists each legal move with the position it leads to).
 * @param {string} position
 * @param {string} variant
 * @returns {Promise<[string, string]>}
 */
async function exampleLine(position, variant) {
  const v = `&variant=${encodeURIComponent(variant)}`;
  /** @type {{moves: import('../camelot.js').LegalMove[]}} */
  const first = await get(`/analysis?position=${encodeURIComponent(position)}${v}`);
  for (const m of first.moves.slice(0, 4)) {
    /** @type {{moves: import('../camelot.js').LegalMove[]}} */
    const reply = await get(`/analysis?position=${encodeURIComponent(m.position)}${v}`);
    if (reply.moves.length) return [m.path, reply.moves[0].path];
  }
  throw new Error('no example line');
}

/** @param {import('../app.js').PageContext} ctx */
export async function game(ctx) {
  const id = Number(ctx.params.id);
  ctx.setTitle(t('game-title', { id: String(id) }));
  /** @type {GameView | null} */
  let g = null;
  /** @type {LegalMoves | null} */
  let legal = null;
  /** @type {{path: string, captures: string[], typed: boolean} | null} */
  let pending = null;
  let canContinue = false;
  let flipped = false;
  let orientationChosen = false;
  let sending = false;
  /** The notice this page showed for my last action, withdrawn when the game moves past it. */
  let actionNotice = '';
  /** Replay: the ply whose position the board shows (null: the current position). */
  /** @type {number | null} */
  let viewPly = null;
  /** The pieces before the first move and after each move (index = ply). */
  /** @type {Map<string, import('../camelot.js').Piece>[]} */
  let boards = [];
  const replaying = () => g !== null && viewPly !== null && viewPly < g.moves.length;

  const me = () => (currentUser() || '').toLowerCase();
  /** @returns {'white' | 'black' | null} */
  const mySide = () => {
    if (!g) return null;
    if (g.white.username.toLowerCase() === me()) return 'white';
    if (g.black.username.toLowerCase() === me()) return 'black';
    return null;
  };
  const myTurn = () => g !== null && g.status === 'active' && mySide() === g.side_to_move;

  // --- elements -----------------------------------------------------------------------------
  const heading = h('h1', null, t('game-title', { id: String(id) }));
  const variantLine = h('p', { class: 'game-variant' });
  const topPlayer = h('div', { class: 'player-bar top' });
  const bottomPlayer = h('div', { class: 'player-bar bottom' });
  const statusLine = h('p', { class: 'status-line', role: 'status', 'aria-live': 'polite' });
  const boardMessage = h('p', { class: 'board-message', 'aria-live': 'polite' });
  const confirmBar = h('div', { class: 'confirm-bar', hidden: true });
  const actions = h('div', { class: 'game-actions' });
  const actionError = h('p', { class: 'form-error', role: 'alert' });
  const moveList = h('div', { class: 'move-list' });
  const info = h('dl', { class: 'game-info' });
  const replayNote = h('p', { class: 'replay-note', role: 'status', hidden: true });
  const afterCard = h('section', { class: 'card after-game', hidden: true });
  /** @param {string} label @param {string} symbol @param {() => number} ply */
  const replayButton = (label, symbol, ply) =>
    h('button', { type: 'button', 'aria-label': label, title: label, on: { click: () => showPly(ply()) } }, symbol);
  const replayShown = () => (g ? (viewPly === null ? g.moves.length : viewPly) : 0);
  const replayFirst = replayButton(t('replay-first'), '«', () => 0);
  const replayPrev = replayButton(t('replay-previous'), '‹', () => replayShown() - 1);
  const replayNext = replayButton(t('replay-next'), '›', () => replayShown() + 1);
  const replayLast = replayButton(t('replay-last'), '»', () => (g ? g.moves.length : 0));
  const replayBar = h('div', { class: 'replay-bar', role: 'group', 'aria-label': t('replay-controls') }, replayFirst, replayPrev, replayNext, replayLast);
  const board = new Board({
    label: t('game-board-label'),
    onPick: (pick) => {
      boardMessage.textContent = '';
      if (pick.move) {
        pending = { path: pick.move.path, captures: pick.move.captures, typed: false };
        canContinue = pick.canContinue;
      } else {
        pending = null;
        canContinue = false;
        if (pick.placing) {
          if (pick.squares.length) boardMessage.textContent = t('game-trees-picked', { squares: pick.squares.join(', '), count: pick.squares.length });
        } else if (pick.squares.length === 1) {
          boardMessage.textContent = t('game-square-selected', { square: pick.squares[0] });
        } else if (pick.squares.length > 1) {
          boardMessage.textContent = t('game-path-so-far', { path: pick.squares.join(' → ') });
        }
      }
      drawConfirm();
      if (pending && !canContinue) sendButton.focus();
    },
    onMessage: (text) => {
      boardMessage.textContent = text;
    },
  });
  const flipButton = button(t('game-flip-board'), () => {
    flipped = !flipped;
    orientationChosen = true;
    flipButton.setAttribute('aria-pressed', String(flipped));
    board.setFlipped(flipped);
    drawPlayers();
  }, '', { 'aria-pressed': 'false' });
  const sendButton = h('button', { type: 'button', class: 'primary' }, t('game-send-move'));
  sendButton.addEventListener('click', () => sendMove());
  const cancelButton = button(t('game-cancel-move'), () => {
    pending = null;
    board.clearSelection();
    drawConfirm();
  });
  const confirmError = h('p', { class: 'form-error', role: 'alert' });

  // The notation input: a keyboard alternative to clicking.
  const notation = h('input', {
    name: 'notation',
    id: 'notation',
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
    placeholder: t('game-notation-placeholder'),
    'aria-describedby': 'notation-help',
  });
  const notationForm = h(
    'form',
    { class: 'notation-form', novalidate: true },
    h('label', { for: 'notation' }, t('game-notation-label')),
    h('div', { class: 'inline' }, notation, h('button', { type: 'submit' }, t('game-notation-check'))),
    h('p', { class: 'hint', id: 'notation-help' }, t('game-notation-help')),
  );
  notationForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    if (!myTurn()) {
      boardMessage.textContent = t('game-not-your-move');
      return;
    }
    const typed = normaliseNotation(notation.value);
    if (!typed) return;
    // A tree placement may name its squares in any order: its canonical path sorts them.
    const text = typed.includes(',') ? placementPath(typed.split(',')) : typed;
    const squares = pathSquares(text);
    // Only a move of the legal-move listing is offered for sending (any spelling of its path).
    const match =
      legal?.moves.find((m) => m.path === text) ||
      legal?.moves.find((m) => m.path.toUpperCase() === text.toUpperCase()) ||
      legal?.moves.find((m) => {
        const p = pathSquares(m.path);
        return p.length === squares.length && p.every((sq, i) => sq === squares[i]);
      }) ||
      null;
    if (match) {
      pending = { path: match.path, captures: match.captures, typed: true };
      board.showPath(pathSquares(match.path));
    } else {
      pending = null;
      board.showPath([]);
      canContinue = false;
      drawConfirm();
      notation.setAttribute('aria-invalid', 'true');
      boardMessage.textContent = legal && squares.length > 1 && legal.moves.some((m) => m.from === squares[0])
        ? t('game-notation-illegal-from', { move: text, square: squares[0] })
        : t('game-notation-illegal', { move: text });
      // Why, when the rules say it plainly: a link to the page that explains it.
      const help = rulesHelpLink(g && (g.variant || 'camelot') === 'camelot' ? typedMoveReason({ position: g.position, path: text, legal: legal || {} }) : null);
      if (help) boardMessage.append(' ', help);
      notation.focus();
      return;
    }
    notation.removeAttribute('aria-invalid');
    canContinue = false;
    drawConfirm();
    sendButton.focus();
  });

  // Conditional moves: shown to a player while the opponent is to move.
  let shownLines = '';
  let shownPly = -1;
  let conditionalRequest = 0;
  const conditionalList = h('div', { class: 'conditional-list' });
  const linesInput = h('textarea', {
    name: 'lines',
    rows: 4,
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
  });
  const saveLines = h('button', { type: 'submit', class: 'primary' }, t('game-conditional-save'));
  const conditionalBox = errorBox();
  const clearLines = button(t('game-conditional-clear'), () =>
    run(clearLines, async () => {
      clearFormErrors(conditionalForm);
      await api('DELETE', `/games/${id}/conditional-moves`);
      drawConditional({ game_id: id, ply: g ? g.ply : 0, lines: [] }, true);
      notice(t('game-conditional-cleared'));
    }, conditionalBox),
  );
  const conditionalForm = h(
    'form',
    { novalidate: true, 'aria-label': t('game-conditional-edit') },
    field(t('game-conditional-lines'), linesInput, t('game-conditional-lines-hint')),
    conditionalBox,
    h('div', { class: 'actions' }, saveLines, clearLines),
  );
  const conditionalIntro = h('p', { class: 'hint' });
  const conditionalCard = h(
    'section',
    { class: 'card conditional-card', hidden: true, 'aria-labelledby': 'conditional-heading' },
    h('h2', { id: 'conditional-heading' }, t('game-conditional-title')),
    conditionalIntro,
    conditionalList,
    conditionalForm,
  );
  conditionalForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    saveConditional();
  });

  // --- drawing ------------------------------------------------------------------------------

  function drawConfirm() {
    confirmError.textContent = '';
    document.body.classList.toggle('has-confirm', pending !== null);
    if (!pending) {
      confirmBar.hidden = true;
      replace(confirmBar);
      return;
    }
    confirmBar.hidden = false;
    sendButton.disabled = sending;
    replace(
      confirmBar,
      h(
        'p',
        { class: 'confirm-text' },
        t(pending.path.includes(',') ? 'game-confirm-your-trees' : 'game-confirm-your-move'),
        ' ',
        h('strong', { class: 'pending-path' }, pending.path),
        pending.captures.length ? ` ${t('game-confirm-captures', { squares: pending.captures.join(', ') })}` : '',
        canContinue ? h('span', { class: 'hint' }, ` ${t('game-confirm-go-on')}`) : '',
      ),
      h('div', { class: 'actions' }, sendButton, cancelButton),
      confirmError,
    );
  }

  /**
   * One player's bar: name, rating, colour, clock or deadline, leave.
   * @param {'white' | 'black'} side
   */
  function playerBar(side) {
    if (!g) return [];
    const p = g[side];
    const toMove = g.status === 'active' && g.side_to_move === side;
    /** @type {(string | Node)[]} */
    const clock = [];
    const remaining = g.clock ? g.clock[side === 'white' ? 'white_remaining_seconds' : 'black_remaining_seconds'] : null;
    if (toMove && g.deadline) {
      clock.push(h('span', { class: 'clock running', 'data-deadline': g.deadline, title: t('game-deadline', { date: dateTime(g.deadline) }) }, timeLeft(g.deadline)));
    } else if (typeof remaining === 'number' && g.status === 'active') {
      clock.push(h('span', { class: 'clock' }, t('game-on-the-clock', { time: duration(remaining) })));
    }
    if (p.on_leave_until) clock.push(h('span', { class: 'leave' }, t('game-on-leave-until', { date: dateTime(p.on_leave_until) })));
    return [
      h('span', { class: `side-dot ${side}`, 'aria-hidden': 'true' }),
      h('span', { class: 'name' }, h('a', { href: `/players/${encodeURIComponent(p.username)}` }, p.username), ` (${p.rating})`),
      h('span', { class: 'visually-hidden' }, `, ${t(side === 'white' ? 'colour-white' : 'colour-black')}`),
      toMove ? h('span', { class: 'to-move' }, t('game-to-move')) : null,
      ...clock,
    ];
  }

  function drawPlayers() {
    // The side at the bottom of the board is shown below it.
    const bottom = flipped ? 'black' : 'white';
    const top = flipped ? 'white' : 'black';
    replace(topPlayer, playerBar(top));
    replace(bottomPlayer, playerBar(bottom));
  }

  function drawStatus() {
    if (!g) return;
    if (g.status !== 'active') {
      statusLine.textContent = g.result ? `${resultText(g.result)} · ${outcomeSentence(g)}` : outcomeSentence(g);
      statusLine.className = 'status-line over';
      return;
    }
    const side = mySide();
    statusLine.className = 'status-line';
    if (replaying()) {
      // The board shows an earlier position: nobody moves there.
      statusLine.textContent = t('game-status-earlier-position');
      statusLine.classList.add('replaying');
    } else if (myTurn() && placementPhase(g.position, g.variant)) {
      statusLine.textContent = t('game-status-place-trees');
      statusLine.classList.add('your-move');
    } else if (myTurn()) {
      statusLine.textContent = legal?.must_leave_castle
        ? t('game-status-your-move-leave-castle')
        : legal?.capture_required
          ? t('game-status-your-move-capture')
          : t('game-status-your-move');
      statusLine.classList.add('your-move');
    } else if (side) {
      const opp = side === 'white' ? g.black.username : g.white.username;
      statusLine.textContent = t('game-status-waiting', { username: opp });
    } else {
      statusLine.textContent = t(g.side_to_move === 'white' ? 'game-status-white-to-move' : 'game-status-black-to-move');
    }
  }

  function drawMoves() {
    if (!g) return;
    const shown = viewPly === null ? g.moves.length : viewPly;
    replace(moveList, moveListView({ moves: g.moves, shownPly: shown, onSelect: (ply) => showPly(ply) }));
    const scroller = moveList.querySelector('.moves-scroll');
    const current = moveList.querySelector('td.shown');
    if (scroller instanceof HTMLElement && current instanceof HTMLElement) {
      // Keep the shown move in view inside the list (without scrolling the page).
      const top = current.offsetTop - scroller.clientHeight / 2;
      scroller.scrollTop = Math.max(0, top);
    } else if (scroller) scroller.scrollTop = viewPly === 0 ? 0 : scroller.scrollHeight;
  }

  /**
   * Shows the position after a ply (the current one: back to playing).
   * @param {number} ply
   */
  function showPly(ply) {
    if (!g) return;
    const total = g.moves.length;
    const next = Math.max(0, Math.min(total, ply));
    viewPly = next >= total ? null : next;
    drawBoard();
    drawMoves();
    drawStatus();
  }

  /** The board: the current position (with its legal moves), or an earlier one to look at. */
  function drawBoard() {
    if (!g) return;
    if (replaying() && viewPly !== null) {
      const ply = viewPly;
      pending = null;
      canContinue = false;
      drawConfirm();
      board.update({
        position: g.position,
        pieces: boards[ply],
        moves: [],
        interactive: false,
        lastMove: ply > 0 ? pathSquares(g.moves[ply - 1].path) : [],
        variant: g.variant,
      });
      replayNote.hidden = false;
      replace(replayNote, h('span', null, replayNoteText(ply, g.moves.length, ply > 0 ? g.moves[ply - 1].path : '')), button(t('replay-back'), () => showPly(g ? g.moves.length : 0)));
      boardFrame.classList.add('replaying');
    } else {
      const lastMove = g.moves.length ? pathSquares(g.moves[g.moves.length - 1].path) : [];
      board.update({
        position: g.position,
        moves: myTurn() && legal && legal.ply === g.ply ? legal.moves : [],
        interactive: myTurn(),
        lastMove,
        variant: g.variant,
      });
      replayNote.hidden = true;
      replace(replayNote);
      boardFrame.classList.remove('replaying');
    }
    const shown = viewPly === null ? g.moves.length : viewPly;
    replayFirst.disabled = shown === 0;
    replayPrev.disabled = shown === 0;
    replayNext.disabled = shown >= g.moves.length;
    replayLast.disabled = shown >= g.moves.length;
    notationForm.hidden = !myTurn() || replaying();
  }

  function drawActions() {
    replace(actions);
    actionsCard.hidden = true;
    if (!g) return;
    const side = mySide();
    if (!side || g.status !== 'active') return;
    actionsCard.hidden = false;
    /**
     * @param {string} label
     * @param {Parameters<typeof postGameAction>[1]} what
     * @param {string} [cls]
     * @param {string} [done]
     */
    const act = (label, what, cls = '', done = '') => {
      const b = button(label, async () => {
        b.disabled = true;
        actionError.textContent = '';
        try {
          g = await postGameAction(id, what);
          document.dispatchEvent(new CustomEvent('camelot:games-changed'));
          if (done) {
            notice(done);
            actionNotice = done;
          }
          await refreshLegal();
          draw();
        } catch (e) {
          actionError.textContent = errorText(e);
          await load();
        } finally {
          b.disabled = false;
        }
      }, cls);
      return b;
    };
    /** @type {(HTMLElement | null)[]} */
    const items = [];
    const offer = g.draw_offer;
    if (offer && offer.by !== side) {
      items.push(
        h(
          'div',
          { class: 'offer', role: 'group', 'aria-label': t('game-draw-offer') },
          h('p', null, t('game-draw-offered-by', { username: offer.username })),
          act(t('game-draw-accept'), 'draw-accept', 'primary', t('game-draw-agreed')),
          act(t('game-draw-decline'), 'draw-decline', '', t('game-draw-declined')),
        ),
      );
    } else if (offer) {
      items.push(h('p', { class: 'offer' }, t('game-draw-offer-pending')));
    } else {
      items.push(act(t('game-draw-offer-button'), 'draw-offer', '', t('game-draw-offer-sent')));
    }
    if (drawMayBeClaimed(boards.length ? boards : replayBoards(g.moves, g.variant), g.position)) items.push(act(t('game-draw-claim'), 'draw-claim'));
    if (g.moves.length < 2) items.push(act(t('game-abort'), 'abort', '', t('game-aborted')));
    const resign = button(t('game-resign'), () => {
      replace(
        confirmResign,
        h('p', null, t('game-resign-confirm')),
        act(t('game-resign-yes'), 'resign', 'danger'),
        button(t('game-resign-no'), () => replace(confirmResign)),
      );
      const yes = confirmResign.querySelector('button');
      if (yes) yes.focus();
    }, 'danger-outline');
    items.push(resign);
    const confirmResign = h('div', { class: 'resign-confirm', role: 'group', 'aria-label': t('game-resign-confirm-label') });
    replace(actions, ...items, confirmResign);
  }

  /** Conditional moves are set while the opponent is to move in an active game. */
  const conditionalAllowed = () => g !== null && g.status === 'active' && mySide() !== null && !myTurn();

  /**
   * Shows my conditional lines; the text box follows them unless I have edited it since (and
   * the game has not moved on meanwhile, which would make my edit start at the wrong ply).
   * @param {ConditionalView} view
   * @param {boolean} [force] replace the text box even when edited (after saving or clearing)
   */
  function drawConditional(view, force = false) {
    replace(
      conditionalList,
      view.lines.length
        ? h(
            'ol',
            { class: 'conditional-lines', 'aria-label': t('game-conditional-your-lines') },
            view.lines.map((line) => h('li', null, h('span', { class: 'line-moves' }, line.join(' ')))),
          )
        : h('p', { class: 'empty' }, t('game-conditional-none')),
    );
    const text = view.lines.map((line) => line.join(' ')).join('\n');
    if (force || linesInput.value === shownLines || view.ply !== shownPly) linesInput.value = text;
    shownLines = text;
    shownPly = view.ply;
  }

  /** Hides the panel, or shows it with my lines as the server has them now. */
  async function syncConditional() {
    const request = ++conditionalRequest;
    if (!g || !conditionalAllowed()) {
      conditionalCard.hidden = true;
      return;
    }
    const side = mySide();
    const opp = side === 'white' ? g.black.username : g.white.username;
    conditionalIntro.textContent = t('game-conditional-intro', { username: opp });
    conditionalCard.hidden = false;
    // An example line that fits this position: a legal move of my opponent's and a legal reply.
    const ply = g.ply;
    exampleLine(g.position, g.variant)
      .then(([theirs, mine]) => {
        if (request !== conditionalRequest || !ctx.alive() || !g || g.ply !== ply) return;
        const example = `${theirs} ${mine}`;
        conditionalIntro.textContent = t('game-conditional-intro-example', { username: opp, example, theirs, mine });
        linesInput.placeholder = example;
      })
      .catch(() => {});
    try {
      /** @type {ConditionalView} */
      const view = await get(`/games/${id}/conditional-moves`);
      if (request !== conditionalRequest || !ctx.alive()) return;
      drawConditional(view);
    } catch (e) {
      if (request === conditionalRequest) conditionalBox.textContent = errorText(e);
    }
  }

  /** Saves the lines of the text box as my whole set. */
  async function saveConditional() {
    if (!g) return;
    clearFormErrors(conditionalForm);
    const lines = parseLines(linesInput.value);
    // The box keeps only the lines sent, so the server's line numbers are the box's.
    linesInput.value = lines.map((line) => line.join(' ')).join('\n');
    saveLines.disabled = true;
    try {
      /** @type {ConditionalView} */
      const view = await api('PUT', `/games/${id}/conditional-moves`, { body: { expected_ply: g.ply, lines } });
      drawConditional(view, true);
      notice(view.lines.length ? t('game-conditional-saved', { count: view.lines.length }) : t('game-conditional-cleared'));
    } catch (e) {
      showConditionalError(e, lines);
      // 409 or 412: the game moved on (or it is my move now); show it as it is.
      if (e instanceof ApiError && (e.status === 409 || e.status === 412)) await load().catch(() => {});
    } finally {
      saveLines.disabled = false;
    }
  }

  /**
   * The problem in the form's error box, and beside the text box the line and move it is about
   * (`errors[].field` is `lines[i]` or `lines[i][j]`, counted from 0).
   * @param {unknown} err
   * @param {string[][]} lines as sent
   */
  function showConditionalError(err, lines) {
    conditionalBox.textContent = errorText(err);
    if (!(err instanceof ApiError) || !Array.isArray(err.problem.errors)) return;
    const slot = conditionalForm.querySelector('[data-field="lines"] .field-error');
    const detail = err.problem.detail;
    /** @type {string[]} */
    const messages = [];
    for (const { field: name, message } of err.problem.errors) {
      const m = /^lines\[(\d+)\](?:\[(\d+)\])?$/.exec(name);
      if (m) {
        if (m[2] === undefined) {
          // A whole line (too short, odd): the message names it.
          messages.push(message);
          continue;
        }
        const i = Number(m[1]);
        const j = Number(m[2]);
        const move = lines[i]?.[j];
        const where = [
          t('game-conditional-error-line', { line: i + 1 }),
          move ? t('game-conditional-error-move-path', { number: j + 1, move }) : t('game-conditional-error-move', { number: j + 1 }),
        ];
        if (g) where.push(t('game-conditional-error-ply', { ply: g.ply + j + 1 }));
        messages.push(message && message !== detail ? `${where.join(', ')}: ${message}` : where.join(', '));
      } else {
        messages.push(message);
      }
    }
    if (slot) slot.textContent = messages.join(' ');
    linesInput.setAttribute('aria-invalid', 'true');
  }

  function drawInfo() {
    if (!g) return;
    /** @type {[string, string | Node][]} */
    const rows = [
      [t('game-info-variant'), variantName(g.variant)],
      [t('game-info-time-control'), timeControlText(g)],
      [t('game-info-rated'), t(g.rated ? 'game-info-yes' : 'game-info-no')],
      [t('game-info-started'), dateTime(g.created_at)],
    ];
    if (g.ended_at) {
      const ended = dateTime(g.ended_at);
      rows.push([t('game-info-ended'), g.termination ? t('player-game-result-how', { result: ended, how: terminationText(g.termination, g.variant) }) : ended]);
    }
    rows.push([
      t('game-info-export'),
      h(
        'span',
        { class: 'export-links' },
        cgnButton,
        ' · ',
        h('a', { href: `/api/v1/games/${id}/export?format=cgn`, download: `camelot-game-${id}.cgn` }, t('game-cgn-download')),
      ),
    ]);
    replace(info, rows.map(([k, v]) => [h('dt', null, k), h('dd', null, v)]));
  }

  // The game's CGN text, shown on the page (the download link saves it as a file).
  const cgnText = h('pre', { class: 'cgn-text', hidden: true, tabindex: '0', 'aria-label': t('game-cgn-text-label') });
  const cgnButton = h('button', { type: 'button', class: 'link-button', 'aria-expanded': 'false', 'aria-controls': `cgn-${id}` }, t('game-cgn-show'));
  cgnText.id = `cgn-${id}`;
  cgnButton.addEventListener('click', async () => {
    const open = cgnText.hidden;
    cgnButton.setAttribute('aria-expanded', String(open));
    cgnButton.textContent = t(open ? 'game-cgn-hide' : 'game-cgn-show');
    cgnText.hidden = !open;
    if (!open) return;
    try {
      cgnText.textContent = String(await get(`/games/${id}/export?format=cgn`, { headers: { Accept: 'application/x-camelot-cgn, text/plain' } }));
    } catch (e) {
      cgnText.textContent = errorText(e);
    }
  });

  /** The card shown once the game is over: rating change, pieces left, rematch. */
  function drawAfter() {
    if (!g || g.status === 'active') {
      drawAfterGame(afterCard, null);
      return;
    }
    const last = boards[boards.length - 1] || replayBoards(g.moves, g.variant).pop();
    drawAfterGame(afterCard, afterGame({ id, game: g, pieces: pieceCount(last), player: mySide() !== null }));
  }

  function draw() {
    if (!g) return;
    heading.textContent = `${g.white.username} – ${g.black.username}`;
    replace(
      variantLine,
      variantTag(g.variant),
      ' ',
      h('span', { class: 'hint' }, variantAbout(g.variant)),
      ' ',
      h('a', { href: variantRulesPath(g.variant), class: 'variant-rules' }, t('game-variant-rules')),
    );
    ctx.setTitle(`${g.white.username} – ${g.black.username}`);
    if (!orientationChosen) {
      flipped = mySide() === 'black';
      flipButton.setAttribute('aria-pressed', String(flipped));
      board.flipped = flipped;
    }
    boards = replayBoards(g.moves, g.variant);
    if (viewPly !== null && viewPly >= g.moves.length) viewPly = null;
    pending = null;
    canContinue = false;
    boardMessage.textContent = '';
    drawBoard();
    drawConfirm();
    drawPlayers();
    drawStatus();
    drawMoves();
    drawActions();
    drawInfo();
    drawAfter();
    syncConditional();
  }

  async function refreshLegal() {
    legal = g && myTurn() ? await getLegalMoves(id) : null;
  }

  async function load() {
    const fresh = await getGame(id);
    if (!ctx.alive()) return;
    const changed = !g || fresh.ply !== g.ply || fresh.status !== g.status || JSON.stringify(fresh.draw_offer) !== JSON.stringify(g.draw_offer);
    g = fresh;
    if (changed || !legal) await refreshLegal();
    if (!ctx.alive()) return;
    if (changed) draw();
    else {
      drawPlayers();
      drawStatus();
    }
  }

  async function sendMove() {
    if (!g || !pending || sending) return;
    sending = true;
    sendButton.disabled = true;
    confirmError.textContent = '';
    try {
      g = await postMove(id, { path: pending.path, expected_ply: g.ply }, idempotencyKey());
      notation.value = '';
      // The inbox badge counts the games waiting for my move: this one no longer does.
      document.dispatchEvent(new CustomEvent('camelot:games-changed'));
      await refreshLegal();
      draw();
      if (g && g.status === 'active') boardMessage.textContent = t('game-move-sent');
    } catch (e) {
      confirmError.textContent = errorText(e);
      // An illegal move: the page of the rules that explains why.
      const help = rulesHelpLink(illegalMoveReason(e));
      if (help) confirmError.append(' ', help);
      // 409 or 412: the game moved on meanwhile; show it as it is now.
      const status = /** @type {{status?: number}} */ (e).status;
      if (status === 409 || status === 412) {
        await load();
      }
    } finally {
      sending = false;
      sendButton.disabled = false;
    }
  }

  // --- page ---------------------------------------------------------------------------------
  const actionsCard = h('div', { class: 'card actions-card', hidden: true }, h('h2', null, t('game-actions')), actions, actionError);
  const boardFrame = h('div', { class: 'board-frame' }, board.svg);
  replace(
    ctx.root,
    heading,
    variantLine,
    h(
      'div',
      { class: 'game-layout' },
      h(
        'div',
        { class: 'board-col' },
        topPlayer,
        replayNote,
        boardFrame,
        bottomPlayer,
        h('div', { class: 'board-tools' }, replayBar, flipButton),
      ),
      h(
        'div',
        { class: 'side-col' },
        statusLine,
        confirmBar,
        boardMessage,
        notationForm,
        actionsCard,
        afterCard,
        conditionalCard,
        section(t('game-moves'), moveList),
        section(
          t('game-about'),
          info,
          cgnText,
          h('p', { class: 'hint', id: 'board-help' }, t('game-board-help')),
        ),
      ),
    ),
  );

  await load();
  ctx.root.append(analysisPanel(ctx, id));
  // A move picked in the analysis is shown on the board too, as replay shows earlier positions.
  ctx.root.addEventListener('camelot:show-ply', (ev) => showPly(Number(/** @type {CustomEvent} */ (ev).detail?.ply)));

  const unsubscribe = events.subscribe((ev) => {
    if (ev.data && Number(ev.data.game_id) === id) {
      // What the page said about my last action ("Draw offered.") is overtaken by the event.
      withdrawNotice(actionNotice);
      actionNotice = '';
      load().catch(() => {});
    }
  });
  // Deadlines count down; people watching a game they do not play see it move by polling.
  const tick = setInterval(() => {
    if (!g) return;
    if (!mySide() && g.status === 'active') {
      load().catch(() => {});
    } else {
      for (const el of ctx.root.querySelectorAll('[data-deadline]')) {
        el.textContent = timeLeft(el.getAttribute('data-deadline'));
      }
    }
  }, 10_000);
  // Replay from the keyboard: ←/→ step through the moves, Home/End go to the start and the
  // current position (outside the board, whose arrow keys move between squares, and fields).
  /** @param {KeyboardEvent} ev */
  const onReplayKey = (ev) => {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || !g) return;
    const target = /** @type {Element | null} */ (ev.target);
    if (target && (target.closest('input, textarea, select, [contenteditable], svg.board') !== null)) return;
    const shown = viewPly === null ? g.moves.length : viewPly;
    /** @type {Record<string, number>} */
    const to = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: g.moves.length };
    if (!(ev.key in to)) return;
    ev.preventDefault();
    showPly(to[ev.key]);
  };
  document.addEventListener('keydown', onReplayKey);
  return () => {
    unsubscribe();
    clearInterval(tick);
    document.removeEventListener('keydown', onReplayKey);
    document.body.classList.remove('has-confirm');
  };
}
