// @ts-check
// A game: the board, both players with their clocks and deadlines, the move list, the actions
// (draw offer and answer, draw claim, resignation, abort), a notation input, and my conditional
// moves while my opponent is to move. Moves are picked on the board from the legal-move listing
// and sent only after a confirm step. The page follows the game live through the event stream.
//
// The page's parts: game/state.js (its state, and what follows from it), game/views.js (its
// DOM), game/server.js (its requests and live events), game/conditional.js (the conditional-
// moves panel) and game-extras.js (after the game, links to the rules). This module ties them
// together: what each event changes in the state, and which parts are drawn again.

import { isMe } from '../api.js';
import { analysisPanel } from '../analysis-panel.js';
import { pathSquares } from '../camelot.js';
import { t } from '../i18n.js';
import { errorText, notice, withdrawNotice } from '../ui.js';
import { afterGame, drawAfterGame, illegalMoveReason, rulesHelpLink } from './game-extras.js';
import { conditionalPanel } from './game/conditional.js';
import * as server from './game/server.js';
import * as S from './game/state.js';
import * as V from './game/views.js';

/** @param {import('../app.js').PageContext} ctx */
export async function game(ctx) {
  const id = Number(ctx.params.id);
  ctx.setTitle(t('game-title', { id: String(id) }));
  const s = S.createState(id);

  const p = V.gamePage(id, {
    onPick: (pick) => {
      V.showBoardMessage(p, S.takePick(s, pick));
      drawConfirm();
      if (s.pending && !s.canContinue) p.sendButton.focus();
    },
    onFlip: () => {
      s.flipped = !s.flipped;
      s.orientationChosen = true;
      V.drawOrientation(p, s.flipped, true);
      drawPlayers();
    },
    onSend: () => sendMove(),
    onCancel: () => {
      s.pending = null;
      p.board.clearSelection();
      drawConfirm();
    },
    onNotation: () => checkNotation(),
    onReplay: (key) => {
      const ply = replayPly(key);
      if (ply !== null) showPly(ply);
    },
    loadCgn: () => server.loadCgn(id),
  });
  const conditional = conditionalPanel({
    id,
    game: () => s.game,
    opponent: () => {
      const side = S.mySide(s.game, isMe);
      return s.game && side && S.conditionalAllowed(s.game, isMe) ? S.opponentName(s.game, side) : null;
    },
    alive: () => ctx.alive(),
    reload: () => load(),
  });

  // --- drawing ------------------------------------------------------------------------------

  const drawConfirm = () => V.drawConfirm(p, s.pending, s.canContinue, s.sending);
  const drawPlayers = () => V.drawPlayers(p, s.game, s.flipped);

  function drawStatus() {
    const status = S.gameStatus(s, isMe);
    if (s.game && status) V.drawStatus(p, s.game, status);
  }

  function drawMoves() {
    if (!s.game) return;
    V.drawMoves(p, s.game, S.shownPly(s), s.viewPly === 0, showPly);
  }

  /** The board: the current position (with its legal moves), or an earlier one to look at. */
  function drawBoard() {
    const g = s.game;
    if (!g) return;
    const view = S.boardView(s, isMe);
    if (view.replay) {
      // Nothing is picked on an earlier position.
      s.pending = null;
      s.canContinue = false;
      drawConfirm();
    }
    V.drawBoard(p, view, S.replayLimits(S.shownPly(s), g.moves.length), S.notationOpen(s, isMe), () => showPly(s.game ? s.game.moves.length : 0));
  }

  /** The card shown once the game is over: rating change, pieces left, rematch. */
  function drawAfter() {
    const g = s.game;
    if (!g || g.status === 'active') {
      drawAfterGame(p.afterCard, null);
      return;
    }
    drawAfterGame(p.afterCard, afterGame({ id, game: g, pieces: S.piecesLeft(s), player: S.mySide(g, isMe) !== null }));
  }

  function draw() {
    const g = s.game;
    if (!g) return;
    V.drawHeading(p, g);
    ctx.setTitle(`${g.white.username} – ${g.black.username}`);
    S.takeGame(s, isMe);
    if (!s.orientationChosen) V.drawOrientation(p, s.flipped, false);
    V.showBoardMessage(p, null);
    drawBoard();
    drawConfirm();
    drawPlayers();
    drawStatus();
    drawMoves();
    V.drawActions(p, S.openActions(s, isMe), act);
    V.drawInfo(p, g);
    drawAfter();
    conditional.sync();
  }

  // --- replay -------------------------------------------------------------------------------

  /**
   * The ply a replay step goes to (named by its key), or null.
   * @param {string} key
   */
  const replayPly = (key) => (s.game ? S.replayKeyPly(key, S.shownPly(s), s.game.moves.length) : null);

  /**
   * Shows the position after a ply (the current one: back to playing).
   * @param {number} ply
   */
  function showPly(ply) {
    if (!s.game) return;
    s.viewPly = S.viewPlyFor(s.game, ply);
    drawBoard();
    drawMoves();
    drawStatus();
  }

  // --- the server ---------------------------------------------------------------------------

  async function refreshLegal() {
    s.legal = s.game && S.isMyTurn(s.game, isMe) ? await server.loadLegalMoves(id) : null;
  }

  async function load() {
    const fresh = await server.loadGame(id);
    if (!ctx.alive()) return;
    const changed = S.gameMoved(s.game, fresh);
    s.game = fresh;
    if (changed || !s.legal) await refreshLegal();
    if (!ctx.alive()) return;
    if (changed) draw();
    else {
      drawPlayers();
      drawStatus();
    }
  }

  /** A typed move: offered for sending when it is a legal move, else told why not. */
  function checkNotation() {
    if (!S.isMyTurn(s.game, isMe)) {
      V.showBoardMessage(p, { id: 'game-not-your-move' });
      return;
    }
    const typed = S.typedMove(s.legal, p.notation.value);
    if (!typed) return;
    if (!typed.move) {
      s.pending = null;
      p.board.showPath([]);
      s.canContinue = false;
      drawConfirm();
      p.notation.setAttribute('aria-invalid', 'true');
      V.showBoardMessage(p, typed.refusal);
      // Why, when the rules say it plainly: a link to the page that explains it.
      const help = rulesHelpLink(S.typedMoveRule(s.game, s.legal, typed.text));
      if (help) p.boardMessage.append(' ', help);
      p.notation.focus();
      return;
    }
    s.pending = { path: typed.move.path, captures: typed.move.captures, typed: true };
    p.board.showPath(pathSquares(typed.move.path));
    p.notation.removeAttribute('aria-invalid');
    s.canContinue = false;
    drawConfirm();
    p.sendButton.focus();
  }

  async function sendMove() {
    if (!s.game || !s.pending || s.sending) return;
    s.sending = true;
    p.sendButton.disabled = true;
    p.confirmError.textContent = '';
    try {
      s.game = await server.sendMove(id, s.pending.path, s.game.ply);
      p.notation.value = '';
      // The inbox badge counts the games waiting for my move: this one no longer does.
      server.gamesChanged();
      await refreshLegal();
      draw();
      if (s.game && s.game.status === 'active') V.showBoardMessage(p, { id: 'game-move-sent' });
    } catch (e) {
      p.confirmError.textContent = errorText(e);
      // An illegal move: the page of the rules that explains why.
      const help = rulesHelpLink(illegalMoveReason(e));
      if (help) p.confirmError.append(' ', help);
      // The game moved on meanwhile; show it as it is now.
      if (server.gameMovedOn(e)) await load();
    } finally {
      s.sending = false;
      p.sendButton.disabled = false;
    }
  }

  /**
   * An action on the game from its button (disabled meanwhile).
   * @param {HTMLButtonElement} b
   * @param {server.GameAction} what
   * @param {string} done the notice once it is done ('' for none)
   */
  async function act(b, what, done) {
    b.disabled = true;
    p.actionError.textContent = '';
    try {
      s.game = await server.sendAction(id, what);
      server.gamesChanged();
      if (done) {
        notice(done);
        s.actionNotice = done;
      }
      await refreshLegal();
      draw();
    } catch (e) {
      p.actionError.textContent = errorText(e);
      await load();
    } finally {
      b.disabled = false;
    }
  }

  // --- page ---------------------------------------------------------------------------------

  V.layOut(ctx.root, p, conditional.card);
  await load();
  ctx.root.append(analysisPanel(ctx, id));
  // A move picked in the analysis is shown on the board too, as replay shows earlier positions.
  ctx.root.addEventListener('camelot:show-ply', (ev) => showPly(Number(/** @type {CustomEvent} */ (ev).detail?.ply)));

  const unsubscribe = server.onGameEvent(id, () => {
    // What the page said about my last action ("Draw offered.") is overtaken by the event.
    withdrawNotice(s.actionNotice);
    s.actionNotice = '';
    load().catch(() => {});
  });
  // Deadlines count down; people watching a game they do not play see it move by polling.
  const tick = setInterval(() => {
    if (!s.game) return;
    if (!S.mySide(s.game, isMe) && s.game.status === 'active') {
      load().catch(() => {});
    } else {
      V.tickDeadlines(ctx.root);
    }
  }, 10_000);
  // Replay from the keyboard: ←/→ step through the moves, Home/End go to the start and the
  // current position (outside the board, whose arrow keys move between squares, and fields).
  /** @param {KeyboardEvent} ev */
  const onReplayKey = (ev) => {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || !s.game) return;
    const target = /** @type {Element | null} */ (ev.target);
    if (target && (target.closest('input, textarea, select, [contenteditable], svg.board') !== null)) return;
    const ply = replayPly(ev.key);
    if (ply === null) return;
    ev.preventDefault();
    showPly(ply);
  };
  document.addEventListener('keydown', onReplayKey);
  return () => {
    unsubscribe();
    clearInterval(tick);
    document.removeEventListener('keydown', onReplayKey);
    document.body.classList.remove('has-confirm');
  };
}
