// @ts-check
// The game page's state, and what the page shows that follows from it alone: the side I play
// and whether it is my move, the position the board shows (the current one or an earlier one),
// the status line, the players' clocks, the actions open to me, the legal move a typed
// notation names, my conditional lines as text. Nothing here touches the page or the server:
// who "I" am comes in as a function (`isMe`), so all of it runs in Node as well.

import { normaliseNotation, pathSquares, placementPath, placementPhase } from '../../camelot.js';
import { drawMayBeClaimed, pieceCount, replayBoards } from '../../replay.js';
import { typedMoveReason } from '../../rules-help.js';

/** @typedef {import('../../api.js').GameView} GameView */
/** @typedef {import('../../api.js').LegalMoves} LegalMoves */
/** @typedef {import('../../camelot.js').Piece} Piece */
/** @typedef {import('../../board.js').BoardState} BoardState */
/** @typedef {import('../../board.js').Pick} Pick */
/** @typedef {'white' | 'black'} Side */
/** Whether a username is the reader's own. @typedef {(username: string) => boolean} IsMe */
/** A message of the client's with its arguments. @typedef {{id: string, args?: Record<string, string | number>}} Message */

/**
 * A move picked on the board or typed, waiting for the player to confirm it.
 * @typedef {object} Pending
 * @property {string} path
 * @property {string[]} captures
 * @property {boolean} typed
 */

/**
 * What the game page keeps between draws.
 * @typedef {object} GameState
 * @property {number} id the game
 * @property {GameView | null} game as the server last answered it
 * @property {LegalMoves | null} legal my legal moves (asked only while it is my move)
 * @property {Pending | null} pending
 * @property {boolean} canContinue the picked path may go on (more squares may follow)
 * @property {boolean} flipped Black at the bottom of the board
 * @property {boolean} orientationChosen the reader turned the board: it then stays as it is
 * @property {boolean} sending a move is on its way to the server
 * @property {string} actionNotice the notice shown for my last action, withdrawn when the game moves past it
 * @property {number | null} viewPly the ply whose position the board shows (null: the current one)
 * @property {Map<string, Piece>[]} boards the pieces before the first move and after each move (index = ply)
 */

/**
 * The state of a game page before the game has loaded.
 * @param {number} id
 * @returns {GameState}
 */
export function createState(id) {
  return {
    id,
    game: null,
    legal: null,
    pending: null,
    canContinue: false,
    flipped: false,
    orientationChosen: false,
    sending: false,
    actionNotice: '',
    viewPly: null,
    boards: [],
  };
}

// --- who plays ----------------------------------------------------------------------------

/**
 * The side I play, or null when I only watch.
 * @param {GameView | null} game
 * @param {IsMe} isMe
 * @returns {Side | null}
 */
export function mySide(game, isMe) {
  if (!game) return null;
  if (isMe(game.white.username)) return 'white';
  if (isMe(game.black.username)) return 'black';
  return null;
}

/**
 * Whether it is my move in an active game.
 * @param {GameView | null} game
 * @param {IsMe} isMe
 */
export function isMyTurn(game, isMe) {
  return game !== null && game.status === 'active' && mySide(game, isMe) === game.side_to_move;
}

/**
 * The username of the player of the other side.
 * @param {GameView} game
 * @param {Side} side
 */
export function opponentName(game, side) {
  return side === 'white' ? game.black.username : game.white.username;
}

/**
 * Whether I may set conditional moves: I play in an active game and my opponent is to move.
 * @param {GameView | null} game
 * @param {IsMe} isMe
 */
export function conditionalAllowed(game, isMe) {
  return game !== null && game.status === 'active' && mySide(game, isMe) !== null && !isMyTurn(game, isMe);
}

// --- the game as it changes ---------------------------------------------------------------

/**
 * Whether a fresh copy of the game differs from the one shown in what needs the whole page
 * drawn again (a move, the end, a draw offer); otherwise only the clocks have moved on.
 * @param {GameView | null} before
 * @param {GameView} after
 */
export function gameMoved(before, after) {
  return (
    !before ||
    after.ply !== before.ply ||
    after.status !== before.status ||
    JSON.stringify(after.draw_offer) !== JSON.stringify(before.draw_offer)
  );
}

/**
 * Brings the state in line with the game just loaded, before the page is drawn from it: the
 * board turned to my side (unless the reader turned it), the earlier positions replayed, a
 * replay past the last move given up, a picked move dropped.
 * @param {GameState} state
 * @param {IsMe} isMe
 */
export function takeGame(state, isMe) {
  const g = state.game;
  if (!g) return;
  if (!state.orientationChosen) state.flipped = mySide(g, isMe) === 'black';
  state.boards = replayBoards(g.moves, g.variant);
  if (state.viewPly !== null && state.viewPly >= g.moves.length) state.viewPly = null;
  state.pending = null;
  state.canContinue = false;
}

/**
 * The pieces left on each side once the game is over.
 * @param {GameState} state
 */
export function piecesLeft(state) {
  const g = state.game;
  const last = state.boards[state.boards.length - 1] || (g ? replayBoards(g.moves, g.variant).pop() : undefined);
  return pieceCount(last || new Map());
}

// --- replay -------------------------------------------------------------------------------

/**
 * The ply whose position the board shows (the number of moves played: the current one).
 * @param {GameState} state
 */
export function shownPly(state) {
  if (!state.game) return 0;
  return state.viewPly === null ? state.game.moves.length : state.viewPly;
}

/**
 * Whether the board shows an earlier position than the current one.
 * @param {GameState} state
 */
export function isReplaying(state) {
  return state.game !== null && state.viewPly !== null && state.viewPly < state.game.moves.length;
}

/**
 * The `viewPly` that shows the position after a ply, kept within the game (null: the current
 * position, back to playing).
 * @param {GameView} game
 * @param {number} ply
 * @returns {number | null}
 */
export function viewPlyFor(game, ply) {
  const total = game.moves.length;
  const next = Math.max(0, Math.min(total, ply));
  return next >= total ? null : next;
}

/**
 * The ply a replay key goes to (←/→ a move back or on, Home the start, End the current
 * position), or null for any other key.
 * @param {string} key
 * @param {number} shown the ply shown now
 * @param {number} total plies played
 * @returns {number | null}
 */
export function replayKeyPly(key, shown, total) {
  /** @type {Record<string, number>} */
  const to = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: total };
  return Object.hasOwn(to, key) ? to[key] : null;
}

/**
 * What the board shows: the current position with my legal moves (on my move), or an earlier
 * position to look at, with the words over the board that say which.
 * @param {GameState} state
 * @param {IsMe} isMe
 * @returns {{board: BoardState, replay: {ply: number, total: number, path: string} | null}}
 */
export function boardView(state, isMe) {
  const g = /** @type {GameView} */ (state.game);
  if (isReplaying(state) && state.viewPly !== null) {
    const ply = state.viewPly;
    const path = ply > 0 ? g.moves[ply - 1].path : '';
    return {
      board: {
        position: g.position,
        pieces: state.boards[ply],
        moves: [],
        interactive: false,
        lastMove: ply > 0 ? pathSquares(path) : [],
        variant: g.variant,
      },
      replay: { ply, total: g.moves.length, path },
    };
  }
  const myTurn = isMyTurn(g, isMe);
  const legal = state.legal;
  return {
    board: {
      position: g.position,
      moves: myTurn && legal && legal.ply === g.ply ? legal.moves : [],
      interactive: myTurn,
      lastMove: g.moves.length ? pathSquares(g.moves[g.moves.length - 1].path) : [],
      variant: g.variant,
    },
    replay: null,
  };
}

/**
 * The replay buttons that lead nowhere: back at the start, on at the current position.
 * @param {number} shown the ply shown
 * @param {number} total plies played
 */
export function replayLimits(shown, total) {
  return { atStart: shown === 0, atEnd: shown >= total };
}

/**
 * Whether the notation input is offered: on my move, with the current position shown.
 * @param {GameState} state
 * @param {IsMe} isMe
 */
export function notationOpen(state, isMe) {
  return isMyTurn(state.game, isMe) && !isReplaying(state);
}

// --- the players and the status line -------------------------------------------------------

/**
 * Which side's bar goes over the board and which under it.
 * @param {boolean} flipped
 * @returns {{top: Side, bottom: Side}}
 */
export function boardSides(flipped) {
  return flipped ? { top: 'white', bottom: 'black' } : { top: 'black', bottom: 'white' };
}

/**
 * @typedef {object} PlayerClock
 * @property {boolean} toMove the side is to move in an active game
 * @property {string | null} deadline when its move is due (shown counting down)
 * @property {number | null} bank its time on the clock in seconds (when no deadline runs)
 * @property {string | null} leaveUntil the player is on leave until then
 */

/**
 * One side's clock as its bar shows it.
 * @param {GameView} game
 * @param {Side} side
 * @returns {PlayerClock}
 */
export function playerClock(game, side) {
  const active = game.status === 'active';
  const toMove = active && game.side_to_move === side;
  const remaining = game.clock ? game.clock[side === 'white' ? 'white_remaining_seconds' : 'black_remaining_seconds'] : null;
  const deadline = toMove && game.deadline ? game.deadline : null;
  return {
    toMove,
    deadline,
    bank: !deadline && typeof remaining === 'number' && active ? remaining : null,
    leaveUntil: game[side].on_leave_until || null,
  };
}

/**
 * The status line: over (told from the result), or a message and how it is marked.
 * @typedef {{over: true} | {over: false, message: Message, mark: 'replaying' | 'your-move' | null}} Status
 */

/**
 * What the status line says.
 * @param {GameState} state
 * @param {IsMe} isMe
 * @returns {Status | null}
 */
export function gameStatus(state, isMe) {
  const g = state.game;
  if (!g) return null;
  if (g.status !== 'active') return { over: true };
  const side = mySide(g, isMe);
  const myTurn = isMyTurn(g, isMe);
  if (isReplaying(state)) {
    // The board shows an earlier position: nobody moves there.
    return { over: false, message: { id: 'game-status-earlier-position' }, mark: 'replaying' };
  }
  if (myTurn && placementPhase(g.position, g.variant)) {
    return { over: false, message: { id: 'game-status-place-trees' }, mark: 'your-move' };
  }
  if (myTurn) {
    const legal = state.legal;
    const id = legal?.must_leave_castle
      ? 'game-status-your-move-leave-castle'
      : legal?.capture_required
        ? 'game-status-your-move-capture'
        : 'game-status-your-move';
    return { over: false, message: { id }, mark: 'your-move' };
  }
  if (side) {
    return { over: false, message: { id: 'game-status-waiting', args: { username: opponentName(g, side) } }, mark: null };
  }
  return { over: false, message: { id: g.side_to_move === 'white' ? 'game-status-white-to-move' : 'game-status-black-to-move' }, mark: null };
}

// --- actions ------------------------------------------------------------------------------

/**
 * @typedef {object} OpenActions
 * @property {'answer' | 'pending' | 'offer'} drawOffer answer my opponent's offer, wait on mine, or make one
 * @property {string} offeredBy who made the standing offer
 * @property {boolean} claim a draw may be claimed (repetition, quiet moves)
 * @property {boolean} abort the game may still be aborted
 */

/**
 * The actions open to me (resigning always is), or null when there are none: I do not play
 * in this game, or it is over.
 * @param {GameState} state
 * @param {IsMe} isMe
 * @returns {OpenActions | null}
 */
export function openActions(state, isMe) {
  const g = state.game;
  if (!g) return null;
  const side = mySide(g, isMe);
  if (!side || g.status !== 'active') return null;
  const offer = g.draw_offer;
  return {
    drawOffer: offer && offer.by !== side ? 'answer' : offer ? 'pending' : 'offer',
    offeredBy: offer ? offer.username : '',
    claim: drawMayBeClaimed(state.boards.length ? state.boards : replayBoards(g.moves, g.variant), g.position),
    abort: g.moves.length < 2,
  };
}

// --- picking and typing a move ------------------------------------------------------------

/**
 * Takes what the board says has been picked: a whole legal move waits for confirmation;
 * otherwise the message that tells the squares picked so far (null: none to tell).
 * @param {GameState} state
 * @param {Pick} pick
 * @returns {Message | null}
 */
export function takePick(state, pick) {
  if (pick.move) {
    state.pending = { path: pick.move.path, captures: pick.move.captures, typed: false };
    state.canContinue = pick.canContinue;
    return null;
  }
  state.pending = null;
  state.canContinue = false;
  if (pick.placing) {
    return pick.squares.length ? { id: 'game-trees-picked', args: { squares: pick.squares.join(', '), count: pick.squares.length } } : null;
  }
  if (pick.squares.length === 1) return { id: 'game-square-selected', args: { square: pick.squares[0] } };
  if (pick.squares.length > 1) return { id: 'game-path-so-far', args: { path: pick.squares.join(' → ') } };
  return null;
}

/**
 * @typedef {object} TypedMove
 * @property {string} text the notation as read (a tree placement in its canonical order)
 * @property {import('../../camelot.js').LegalMove | null} move the legal move it names
 * @property {Message | null} refusal why it names none
 */

/**
 * The legal move a typed notation names, whatever its spelling (the case of its letters, the
 * order of a tree placement's squares, `-` or `x` between them); null when nothing was typed.
 * @param {LegalMoves | null} legal
 * @param {string} input
 * @returns {TypedMove | null}
 */
export function typedMove(legal, input) {
  const typed = normaliseNotation(input);
  if (!typed) return null;
  // A tree placement may name its squares in any order: its canonical path sorts them.
  const text = typed.includes(',') ? placementPath(typed.split(',')) : typed;
  const squares = pathSquares(text);
  const move =
    legal?.moves.find((m) => m.path === text) ||
    legal?.moves.find((m) => m.path.toUpperCase() === text.toUpperCase()) ||
    legal?.moves.find((m) => {
      const p = pathSquares(m.path);
      return p.length === squares.length && p.every((sq, i) => sq === squares[i]);
    }) ||
    null;
  if (move) return { text, move, refusal: null };
  const fromMovable = legal !== null && squares.length > 1 && legal.moves.some((m) => m.from === squares[0]);
  return {
    text,
    move: null,
    refusal: fromMovable ? { id: 'game-notation-illegal-from', args: { move: text, square: squares[0] } } : { id: 'game-notation-illegal', args: { move: text } },
  };
}

/**
 * The rule a refused typed move breaks, as the rules' reason tag, when the rules say it plainly
 * (standard Camelot only), else null.
 * @param {GameView | null} game
 * @param {LegalMoves | null} legal
 * @param {string} text the move as read
 */
export function typedMoveRule(game, legal, text) {
  if (!game || (game.variant || 'camelot') !== 'camelot') return null;
  return typedMoveReason({ position: game.position, path: text, legal: legal || {} });
}

// --- conditional moves --------------------------------------------------------------------

/**
 * Conditional lines as typed: one line of text per line, its moves separated by spaces or
 * commas. Empty lines are left out.
 * @param {string} text
 * @returns {string[][]}
 */
export function parseLines(text) {
  return text
    .split('\n')
    .map((line) => line.split(/[\s,]+/).filter(Boolean))
    .filter((moves) => moves.length > 0);
}

/**
 * Lines as the text box shows them: one a line, the moves separated by spaces.
 * @param {string[][]} lines
 */
export function linesText(lines) {
  return lines.map((line) => line.join(' ')).join('\n');
}

/**
 * Which line (and move of it) a field of the server's errors is about: `lines[i]` or
 * `lines[i][j]`, counted from 0; null for any other field.
 * @param {string} field
 * @returns {{line: number, move: number | null} | null}
 */
export function linesErrorPlace(field) {
  const m = /^lines\[(\d+)\](?:\[(\d+)\])?$/.exec(field);
  if (!m) return null;
  return { line: Number(m[1]), move: m[2] === undefined ? null : Number(m[2]) };
}
