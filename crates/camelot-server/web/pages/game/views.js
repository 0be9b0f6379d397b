// @ts-check
// The game page's DOM: its parts built once (the board with its replay controls and flip
// button, the players' bars, the status line, the confirm bar, the notation input, the actions,
// the move list, the facts about the game), and the functions that draw each of them from what
// the game's state says (./state.js). What a click does is the caller's: it comes in as handlers.

import { Board } from '../../board.js';
import { h, replace } from '../../dom.js';
import { dateTime, duration, outcomeSentence, resultText, terminationText, timeControlText, timeLeft } from '../../format.js';
import { t } from '../../i18n.js';
import { moveList as moveListView } from '../../movelist.js';
import { button, errorText, section } from '../../ui.js';
import { variantAbout, variantName, variantRulesPath, variantTag } from '../../variants.js';
import { replayNoteText } from '../game-extras.js';
import { boardSides, playerClock } from './state.js';

/** @typedef {import('../../api.js').GameView} GameView */
/** @typedef {import('./state.js').Side} Side */
/** @typedef {import('./state.js').Pending} Pending */
/** @typedef {import('./state.js').Message} Message */
/** @typedef {import('./server.js').GameAction} GameAction */

/**
 * What the parts of the page do when used.
 * @typedef {object} PageHandlers
 * @property {(pick: import('../../board.js').Pick) => void} onPick a square picked on the board
 * @property {() => void} onFlip
 * @property {() => void} onSend the picked move confirmed
 * @property {() => void} onCancel the picked move dropped
 * @property {() => void} onNotation a typed move to check
 * @property {(key: string) => void} onReplay a replay step, named by the key that makes it (Home, ArrowLeft, ArrowRight, End)
 * @property {() => Promise<string>} loadCgn the game's CGN text
 */

/**
 * The parts of the game page, built empty; the draw functions below fill them.
 * @param {number} id the game
 * @param {PageHandlers} on
 */
export function gamePage(id, on) {
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
  /** @param {string} label @param {string} symbol @param {string} key */
  const replayButton = (label, symbol, key) =>
    h('button', { type: 'button', 'aria-label': label, title: label, on: { click: () => on.onReplay(key) } }, symbol);
  const replayFirst = replayButton(t('replay-first'), '«', 'Home');
  const replayPrev = replayButton(t('replay-previous'), '‹', 'ArrowLeft');
  const replayNext = replayButton(t('replay-next'), '›', 'ArrowRight');
  const replayLast = replayButton(t('replay-last'), '»', 'End');
  const replayBar = h('div', { class: 'replay-bar', role: 'group', 'aria-label': t('replay-controls') }, replayFirst, replayPrev, replayNext, replayLast);
  const board = new Board({
    label: t('game-board-label'),
    onPick: on.onPick,
    onMessage: (text) => {
      boardMessage.textContent = text;
    },
  });
  const flipButton = button(t('game-flip-board'), on.onFlip, '', { 'aria-pressed': 'false' });
  const sendButton = h('button', { type: 'button', class: 'primary' }, t('game-send-move'));
  sendButton.addEventListener('click', on.onSend);
  const cancelButton = button(t('game-cancel-move'), on.onCancel);
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
    on.onNotation();
  });

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
      cgnText.textContent = await on.loadCgn();
    } catch (e) {
      cgnText.textContent = errorText(e);
    }
  });

  const actionsCard = h('div', { class: 'card actions-card', hidden: true }, h('h2', null, t('game-actions')), actions, actionError);
  const boardFrame = h('div', { class: 'board-frame' }, board.svg);
  return {
    id,
    heading,
    variantLine,
    topPlayer,
    bottomPlayer,
    statusLine,
    boardMessage,
    confirmBar,
    sendButton,
    cancelButton,
    confirmError,
    actionsCard,
    actions,
    actionError,
    moveList,
    info,
    replayNote,
    replay: { bar: replayBar, first: replayFirst, prev: replayPrev, next: replayNext, last: replayLast },
    afterCard,
    board,
    boardFrame,
    flipButton,
    notation,
    notationForm,
    cgnText,
    cgnButton,
  };
}

/** @typedef {ReturnType<typeof gamePage>} GamePage */

/**
 * Puts the parts on the page: the board column (players, board, replay controls) and the side
 * column (status, confirm bar, notation, actions, after the game, conditional moves, moves,
 * facts about the game).
 * @param {HTMLElement} root
 * @param {GamePage} p
 * @param {HTMLElement} conditionalCard
 */
export function layOut(root, p, conditionalCard) {
  replace(
    root,
    p.heading,
    p.variantLine,
    h(
      'div',
      { class: 'game-layout' },
      h(
        'div',
        { class: 'board-col' },
        p.topPlayer,
        p.replayNote,
        p.boardFrame,
        p.bottomPlayer,
        h('div', { class: 'board-tools' }, p.replay.bar, p.flipButton),
      ),
      h(
        'div',
        { class: 'side-col' },
        p.statusLine,
        p.confirmBar,
        p.boardMessage,
        p.notationForm,
        p.actionsCard,
        p.afterCard,
        conditionalCard,
        section(t('game-moves'), p.moveList),
        section(
          t('game-about'),
          p.info,
          p.cgnText,
          h('p', { class: 'hint', id: 'board-help' }, t('game-board-help')),
        ),
      ),
    ),
  );
}

/**
 * The message under the board (empty: none).
 * @param {GamePage} p
 * @param {Message | null} message
 */
export function showBoardMessage(p, message) {
  p.boardMessage.textContent = message ? t(message.id, message.args) : '';
}

/**
 * The heading (the players), the variant with its rules.
 * @param {GamePage} p
 * @param {GameView} g
 */
export function drawHeading(p, g) {
  p.heading.textContent = `${g.white.username} – ${g.black.username}`;
  replace(
    p.variantLine,
    variantTag(g.variant),
    ' ',
    h('span', { class: 'hint' }, variantAbout(g.variant)),
    ' ',
    h('a', { href: variantRulesPath(g.variant), class: 'variant-rules' }, t('game-variant-rules')),
  );
}

/**
 * The flip button's state and the board's orientation.
 * @param {GamePage} p
 * @param {boolean} flipped
 * @param {boolean} redraw turn the board shown now (else it turns at its next update)
 */
export function drawOrientation(p, flipped, redraw) {
  p.flipButton.setAttribute('aria-pressed', String(flipped));
  if (redraw) p.board.setFlipped(flipped);
  else p.board.flipped = flipped;
}

/**
 * The bar under the status line that asks to confirm the picked move (hidden without one).
 * @param {GamePage} p
 * @param {Pending | null} pending
 * @param {boolean} canContinue
 * @param {boolean} sending
 */
export function drawConfirm(p, pending, canContinue, sending) {
  p.confirmError.textContent = '';
  document.body.classList.toggle('has-confirm', pending !== null);
  if (!pending) {
    p.confirmBar.hidden = true;
    replace(p.confirmBar);
    return;
  }
  p.confirmBar.hidden = false;
  p.sendButton.disabled = sending;
  replace(
    p.confirmBar,
    h(
      'p',
      { class: 'confirm-text' },
      t(pending.path.includes(',') ? 'game-confirm-your-trees' : 'game-confirm-your-move'),
      ' ',
      h('strong', { class: 'pending-path' }, pending.path),
      pending.captures.length ? ` ${t('game-confirm-captures', { squares: pending.captures.join(', ') })}` : '',
      canContinue ? h('span', { class: 'hint' }, ` ${t('game-confirm-go-on')}`) : '',
    ),
    h('div', { class: 'actions' }, p.sendButton, p.cancelButton),
    p.confirmError,
  );
}

/**
 * One player's bar: name, rating, colour, clock or deadline, leave.
 * @param {GameView} g
 * @param {Side} side
 */
function playerBar(g, side) {
  const p = g[side];
  const clock = playerClock(g, side);
  /** @type {(string | Node)[]} */
  const times = [];
  if (clock.deadline) {
    times.push(h('span', { class: 'clock running', 'data-deadline': clock.deadline, title: t('game-deadline', { date: dateTime(clock.deadline) }) }, timeLeft(clock.deadline)));
  } else if (clock.bank !== null) {
    times.push(h('span', { class: 'clock' }, t('game-on-the-clock', { time: duration(clock.bank) })));
  }
  if (clock.leaveUntil) times.push(h('span', { class: 'leave' }, t('game-on-leave-until', { date: dateTime(clock.leaveUntil) })));
  return [
    h('span', { class: `side-dot ${side}`, 'aria-hidden': 'true' }),
    h('span', { class: 'name' }, h('a', { href: `/players/${encodeURIComponent(p.username)}` }, p.username), ` (${p.rating})`),
    h('span', { class: 'visually-hidden' }, `, ${t(side === 'white' ? 'colour-white' : 'colour-black')}`),
    clock.toMove ? h('span', { class: 'to-move' }, t('game-to-move')) : null,
    ...times,
  ];
}

/**
 * Both players' bars: the side at the bottom of the board is shown below it.
 * @param {GamePage} p
 * @param {GameView | null} g
 * @param {boolean} flipped
 */
export function drawPlayers(p, g, flipped) {
  const { top, bottom } = boardSides(flipped);
  replace(p.topPlayer, g ? playerBar(g, top) : []);
  replace(p.bottomPlayer, g ? playerBar(g, bottom) : []);
}

/**
 * The status line.
 * @param {GamePage} p
 * @param {GameView} g
 * @param {import('./state.js').Status} status
 */
export function drawStatus(p, g, status) {
  const line = p.statusLine;
  if (status.over) {
    line.textContent = g.result ? `${resultText(g.result)} · ${outcomeSentence(g)}` : outcomeSentence(g);
    line.className = 'status-line over';
    return;
  }
  line.className = 'status-line';
  line.textContent = t(status.message.id, status.message.args);
  if (status.mark) line.classList.add(status.mark);
}

/**
 * The move list, with the shown move marked and kept in view inside the list (without
 * scrolling the page).
 * @param {GamePage} p
 * @param {GameView} g
 * @param {number} shown the ply shown
 * @param {boolean} atStart the start position is shown
 * @param {(ply: number) => void} onSelect
 */
export function drawMoves(p, g, shown, atStart, onSelect) {
  replace(p.moveList, moveListView({ moves: g.moves, shownPly: shown, onSelect }));
  const scroller = p.moveList.querySelector('.moves-scroll');
  const current = p.moveList.querySelector('td.shown');
  if (scroller instanceof HTMLElement && current instanceof HTMLElement) {
    const top = current.offsetTop - scroller.clientHeight / 2;
    scroller.scrollTop = Math.max(0, top);
  } else if (scroller) scroller.scrollTop = atStart ? 0 : scroller.scrollHeight;
}

/**
 * The board (the current position, or an earlier one with the words that say which and a way
 * back), the replay buttons, and the notation input (open only on my move).
 * @param {GamePage} p
 * @param {ReturnType<typeof import('./state.js').boardView>} view
 * @param {{atStart: boolean, atEnd: boolean}} limits
 * @param {boolean} notationOpen
 * @param {() => void} onBack back to the current position
 */
export function drawBoard(p, view, limits, notationOpen, onBack) {
  p.board.update(view.board);
  if (view.replay) {
    const { ply, total, path } = view.replay;
    p.replayNote.hidden = false;
    replace(p.replayNote, h('span', null, replayNoteText(ply, total, path)), button(t('replay-back'), onBack));
    p.boardFrame.classList.add('replaying');
  } else {
    p.replayNote.hidden = true;
    replace(p.replayNote);
    p.boardFrame.classList.remove('replaying');
  }
  p.replay.first.disabled = limits.atStart;
  p.replay.prev.disabled = limits.atStart;
  p.replay.next.disabled = limits.atEnd;
  p.replay.last.disabled = limits.atEnd;
  p.notationForm.hidden = !notationOpen;
}

/**
 * The actions card: the draw offer (make, wait on, or answer), a draw claim, abort, and
 * resignation with its confirmation; hidden when none are open to me.
 * @param {GamePage} p
 * @param {import('./state.js').OpenActions | null} open
 * @param {(b: HTMLButtonElement, action: GameAction, done: string) => void} onAction `done`: the notice once it is done ('' for none)
 */
export function drawActions(p, open, onAction) {
  replace(p.actions);
  p.actionsCard.hidden = true;
  if (!open) return;
  p.actionsCard.hidden = false;
  /**
   * @param {string} label
   * @param {GameAction} what
   * @param {string} [cls]
   * @param {string} [done]
   */
  const act = (label, what, cls = '', done = '') => {
    const b = button(label, () => onAction(b, what, done), cls);
    return b;
  };
  /** @type {(HTMLElement | null)[]} */
  const items = [];
  if (open.drawOffer === 'answer') {
    items.push(
      h(
        'div',
        { class: 'offer', role: 'group', 'aria-label': t('game-draw-offer') },
        h('p', null, t('game-draw-offered-by', { username: open.offeredBy })),
        act(t('game-draw-accept'), 'draw-accept', 'primary', t('game-draw-agreed')),
        act(t('game-draw-decline'), 'draw-decline', '', t('game-draw-declined')),
      ),
    );
  } else if (open.drawOffer === 'pending') {
    items.push(h('p', { class: 'offer' }, t('game-draw-offer-pending')));
  } else {
    items.push(act(t('game-draw-offer-button'), 'draw-offer', '', t('game-draw-offer-sent')));
  }
  if (open.claim) items.push(act(t('game-draw-claim'), 'draw-claim'));
  if (open.abort) items.push(act(t('game-abort'), 'abort', '', t('game-aborted')));
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
  replace(p.actions, ...items, confirmResign);
}

/**
 * The facts about the game: variant, time control, rated, start and end, export.
 * @param {GamePage} p
 * @param {GameView} g
 */
export function drawInfo(p, g) {
  const id = p.id;
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
      p.cgnButton,
      ' · ',
      h('a', { href: `/api/v1/games/${id}/export?format=cgn`, download: `camelot-game-${id}.cgn` }, t('game-cgn-download')),
    ),
  ]);
  replace(p.info, rows.map(([k, v]) => [h('dt', null, k), h('dd', null, v)]));
}

/**
 * Brings the deadlines on the page up to date (they count down).
 * @param {HTMLElement} root
 */
export function tickDeadlines(root) {
  for (const el of root.querySelectorAll('[data-deadline]')) {
    el.textContent = timeLeft(el.getAttribute('data-deadline'));
  }
}
