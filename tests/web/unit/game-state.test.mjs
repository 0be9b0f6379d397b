// pages/game/state.js: the game page's state and what it shows that follows from it alone
// (whose move, the board shown, replay, the status line, clocks, actions, typed moves,
// conditional lines).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { web } from './web.mjs';

const S = await web('pages/game/state.js');
const { START_POSITION } = await web('replay.js');
const { startPosition } = await web('camelot.js');

/** I am "Ann" (usernames compare without regard to case). */
const isAnn = (name) => name.toLowerCase() === 'ann';
/** I am signed out, or someone else. */
const nobody = () => false;

/** A game as GET /games/{id} answers it: Ann (White) against Bob, White to move. */
function gameView(over = {}) {
  return {
    id: 7,
    rated: false,
    variant: 'camelot',
    time_control: { kind: 'per_move', days: 2 },
    allow_leave: true,
    position: START_POSITION,
    ply: 0,
    side_to_move: 'white',
    status: 'active',
    result: null,
    termination: null,
    deadline: '2026-01-03T00:00:00Z',
    draw_offer: null,
    moves: [],
    created_at: '2026-01-01T00:00:00Z',
    ended_at: null,
    white: { id: 1, username: 'Ann', rating: 1500, on_leave_until: null },
    black: { id: 2, username: 'bob', rating: 1480, on_leave_until: null },
    clock: { white_remaining_seconds: 172800, black_remaining_seconds: 86400 },
    ...over,
  };
}

const move = (path, played_at = '2026-01-01T00:00:00Z') => ({ path, played_at, conditional: false });
/** Two moves played: White's canter and Black's step; White to move again. */
const twoMoves = () => gameView({ ply: 2, moves: [move('F7-H5-J7'), move('C11-E9')] });

/** A legal move of the listing. */
const legalMove = (path, captures = []) => ({ path, from: path.split(/[-x,]/)[0], to: path.split(/[-x,]/).pop(), captures, position: START_POSITION });
const legalMoves = (ply, moves, over = {}) => ({ game_id: 7, ply, side_to_move: 'white', capture_required: false, must_leave_castle: false, moves, ...over });

/** A state with this game loaded, as the page has it after drawing it. */
function loaded(game, over = {}) {
  const s = S.createState(game.id);
  s.game = game;
  S.takeGame(s, isAnn);
  return Object.assign(s, over);
}

test('who plays: my side, my move, my opponent', () => {
  const g = gameView();
  assert.equal(S.mySide(g, isAnn), 'white');
  assert.equal(S.mySide(g, (n) => n.toLowerCase() === 'bob'), 'black');
  assert.equal(S.mySide(g, nobody), null, 'a watcher plays no side');
  assert.equal(S.mySide(null, isAnn), null);
  assert.equal(S.isMyTurn(g, isAnn), true);
  assert.equal(S.isMyTurn(g, (n) => n === 'bob'), false);
  assert.equal(S.isMyTurn(gameView({ status: 'finished' }), isAnn), false, 'nobody moves in a finished game');
  assert.equal(S.opponentName(g, 'white'), 'bob');
  assert.equal(S.opponentName(g, 'black'), 'Ann');
});

test('conditional moves are set by a player while the opponent is to move', () => {
  assert.equal(S.conditionalAllowed(gameView({ side_to_move: 'black' }), isAnn), true);
  assert.equal(S.conditionalAllowed(gameView(), isAnn), false, 'not on my own move');
  assert.equal(S.conditionalAllowed(gameView({ side_to_move: 'black' }), nobody), false, 'not for a watcher');
  assert.equal(S.conditionalAllowed(gameView({ side_to_move: 'black', status: 'finished' }), isAnn), false);
  assert.equal(S.conditionalAllowed(null, isAnn), false);
});

test('a fresh copy of the game redraws the page only when it moved on', () => {
  const g = gameView();
  assert.equal(S.gameMoved(null, g), true);
  assert.equal(S.gameMoved(g, gameView({ clock: { white_remaining_seconds: 1, black_remaining_seconds: 2 } })), false, 'only the clocks moved');
  assert.equal(S.gameMoved(g, gameView({ ply: 1 })), true);
  assert.equal(S.gameMoved(g, gameView({ status: 'aborted' })), true);
  assert.equal(S.gameMoved(g, gameView({ draw_offer: { by: 'black', username: 'bob' } })), true);
});

test('a game taken in: the board turned to my side, earlier positions replayed, a pick dropped', () => {
  const s = S.createState(7);
  s.game = twoMoves();
  s.pending = { path: 'F7-F8', captures: [], typed: false };
  s.canContinue = true;
  s.viewPly = 5;
  S.takeGame(s, (n) => n === 'bob');
  assert.equal(s.flipped, true, 'Black sees the board from its side');
  assert.equal(s.boards.length, 3, 'the start and the position after each move');
  assert.equal(s.viewPly, null, 'a replay past the last move is given up');
  assert.equal(s.pending, null);
  assert.equal(s.canContinue, false);

  s.flipped = false;
  s.orientationChosen = true;
  s.viewPly = 1;
  S.takeGame(s, (n) => n === 'bob');
  assert.equal(s.flipped, false, 'the board stays as the reader turned it');
  assert.equal(s.viewPly, 1, 'an earlier position stays shown');
  assert.deepEqual(S.piecesLeft(s), { white: { knight: 4, man: 10 }, black: { knight: 4, man: 10 } });
});

test('replay: the ply shown, its limits, and the keys that step through it', () => {
  const s = loaded(twoMoves());
  assert.equal(S.shownPly(s), 2, 'the current position');
  assert.equal(S.isReplaying(s), false);
  assert.deepEqual(S.replayLimits(2, 2), { atStart: false, atEnd: true });
  s.viewPly = 0;
  assert.equal(S.shownPly(s), 0);
  assert.equal(S.isReplaying(s), true);
  assert.deepEqual(S.replayLimits(0, 2), { atStart: true, atEnd: false });
  assert.equal(S.shownPly(S.createState(1)), 0, 'nothing loaded yet');

  assert.equal(S.viewPlyFor(s.game, 1), 1);
  assert.equal(S.viewPlyFor(s.game, -3), 0, 'never before the start');
  assert.equal(S.viewPlyFor(s.game, 2), null, 'the last ply is the current position');
  assert.equal(S.viewPlyFor(s.game, 9), null);

  assert.equal(S.replayKeyPly('ArrowLeft', 2, 2), 1);
  assert.equal(S.replayKeyPly('ArrowRight', 0, 2), 1);
  assert.equal(S.replayKeyPly('Home', 1, 2), 0);
  assert.equal(S.replayKeyPly('End', 0, 2), 2);
  assert.equal(S.replayKeyPly('Enter', 0, 2), null);
  assert.equal(S.replayKeyPly('toString', 0, 2), null, 'only the replay keys');
});

test('the board: my legal moves on my move, an earlier position without any', () => {
  const moves = [legalMove('F7-F8'), legalMove('E7-E8')];
  const s = loaded(twoMoves(), { legal: legalMoves(2, moves) });
  const now = S.boardView(s, isAnn);
  assert.equal(now.replay, null);
  assert.equal(now.board.interactive, true);
  assert.deepEqual(now.board.moves, moves);
  assert.deepEqual(now.board.lastMove, ['C11', 'E9']);
  assert.equal(now.board.pieces, undefined, 'the position itself');
  assert.equal(S.notationOpen(s, isAnn), true);

  s.legal = legalMoves(1, moves);
  assert.deepEqual(S.boardView(s, isAnn).board.moves, [], 'a listing of another ply is not offered');
  assert.equal(S.boardView(s, nobody).board.interactive, false, 'a watcher picks nothing');
  assert.equal(S.notationOpen(s, nobody), false);

  s.viewPly = 1;
  const then = S.boardView(s, isAnn);
  assert.deepEqual(then.replay, { ply: 1, total: 2, path: 'F7-H5-J7' });
  assert.equal(then.board.interactive, false);
  assert.deepEqual(then.board.moves, []);
  assert.deepEqual(then.board.lastMove, ['F7', 'H5', 'J7']);
  assert.equal(then.board.pieces, s.boards[1]);
  assert.equal(S.notationOpen(s, isAnn), false, 'no typing on an earlier position');
  s.viewPly = 0;
  assert.deepEqual(S.boardView(s, isAnn).replay, { ply: 0, total: 2, path: '' });
  assert.deepEqual(S.boardView(s, isAnn).board.lastMove, []);
});

test('the players: which bar is on top, and what each clock shows', () => {
  assert.deepEqual(S.boardSides(false), { top: 'black', bottom: 'white' });
  assert.deepEqual(S.boardSides(true), { top: 'white', bottom: 'black' });
  const g = gameView({ black: { id: 2, username: 'bob', rating: 1480, on_leave_until: '2026-02-01T00:00:00Z' } });
  assert.deepEqual(S.playerClock(g, 'white'), { toMove: true, deadline: '2026-01-03T00:00:00Z', bank: null, leaveUntil: null });
  assert.deepEqual(S.playerClock(g, 'black'), { toMove: false, deadline: null, bank: 86400, leaveUntil: '2026-02-01T00:00:00Z' });
  assert.deepEqual(S.playerClock(gameView({ deadline: null }), 'white'), { toMove: true, deadline: null, bank: 172800, leaveUntil: null }, 'no deadline: the time on the clock');
  assert.deepEqual(S.playerClock(gameView({ status: 'finished' }), 'white'), { toMove: false, deadline: null, bank: null, leaveUntil: null }, 'no clock once it is over');
});

test('the status line', () => {
  const say = (s, isMe = isAnn) => {
    const st = S.gameStatus(s, isMe);
    return st.over ? 'over' : [st.message.id, st.message.args?.username, st.mark];
  };
  assert.equal(S.gameStatus(S.createState(1), isAnn), null, 'nothing before the game loads');
  assert.equal(say(loaded(gameView({ status: 'finished', result: '1-0' }))), 'over');
  const s = loaded(twoMoves(), { legal: legalMoves(2, []) });
  assert.deepEqual(say(s), ['game-status-your-move', undefined, 'your-move']);
  s.legal = legalMoves(2, [], { capture_required: true });
  assert.deepEqual(say(s), ['game-status-your-move-capture', undefined, 'your-move']);
  s.legal = legalMoves(2, [], { must_leave_castle: true, capture_required: true });
  assert.deepEqual(say(s), ['game-status-your-move-leave-castle', undefined, 'your-move']);
  s.viewPly = 1;
  assert.deepEqual(say(s), ['game-status-earlier-position', undefined, 'replaying'], 'never "Your move" over an earlier position');
  s.viewPly = null;
  assert.deepEqual(say(s, (n) => n === 'bob'), ['game-status-waiting', 'Ann', null]);
  assert.deepEqual(say(s, nobody), ['game-status-white-to-move', undefined, null]);
  assert.deepEqual(say(loaded(gameView({ side_to_move: 'black' })), nobody), ['game-status-black-to-move', undefined, null]);
  const river = loaded(gameView({ variant: 'river', position: startPosition('river') }));
  assert.deepEqual(say(river), ['game-status-place-trees', undefined, 'your-move']);
});

test('the actions open to a player', () => {
  assert.equal(S.openActions(loaded(gameView()), nobody), null, 'none for a watcher');
  assert.equal(S.openActions(loaded(gameView({ status: 'finished' })), isAnn), null, 'none once it is over');
  assert.deepEqual(S.openActions(loaded(gameView()), isAnn), { drawOffer: 'offer', offeredBy: '', claim: false, abort: true });
  const offered = gameView({ ply: 2, moves: [move('F7-H5-J7'), move('C11-E9')], draw_offer: { by: 'black', username: 'bob' } });
  assert.deepEqual(S.openActions(loaded(offered), isAnn), { drawOffer: 'answer', offeredBy: 'bob', claim: false, abort: false });
  assert.equal(S.openActions(loaded(offered), (n) => n === 'bob').drawOffer, 'pending', 'my own offer waits');
  // The start position seen three times: a draw may be claimed.
  const there = [move('C6-C5'), move('C11-C12')];
  const back = [move('C5-C6'), move('C12-C11')];
  const repeated = gameView({ ply: 8, moves: [...there, ...back, ...there, ...back] });
  assert.equal(S.openActions(loaded(repeated), isAnn).claim, true);
});

test('a pick on the board: a whole move waits for confirmation, else the squares so far', () => {
  const s = loaded(gameView());
  const m = legalMove('F7-H5-J7');
  assert.equal(S.takePick(s, { squares: ['F7', 'H5', 'J7'], move: m, canContinue: true }), null);
  assert.deepEqual(s.pending, { path: 'F7-H5-J7', captures: [], typed: false });
  assert.equal(s.canContinue, true);
  assert.deepEqual(S.takePick(s, { squares: ['F7'], move: null, canContinue: true }), { id: 'game-square-selected', args: { square: 'F7' } });
  assert.equal(s.pending, null);
  assert.equal(s.canContinue, false);
  assert.deepEqual(S.takePick(s, { squares: ['F7', 'H5'], move: null, canContinue: true }), { id: 'game-path-so-far', args: { path: 'F7 → H5' } });
  assert.equal(S.takePick(s, { squares: [], move: null, canContinue: false }), null);
  assert.deepEqual(S.takePick(s, { squares: ['F6', 'G6'], move: null, canContinue: true, placing: true }), {
    id: 'game-trees-picked',
    args: { squares: 'F6, G6', count: 2 },
  });
  assert.equal(S.takePick(s, { squares: [], move: null, canContinue: true, placing: true }), null);
});

test('a typed move names a legal move whatever its spelling', () => {
  const canter = legalMove('F7-H5-J7');
  const jump = legalMove('E9xC7xC5', ['D8', 'C6']);
  const trees = legalMove('F6,G7,H6');
  const legal = legalMoves(0, [canter, jump, trees]);
  assert.equal(S.typedMove(legal, '  '), null, 'nothing typed');
  assert.equal(S.typedMove(legal, 'F7-H5-J7').move, canter);
  assert.equal(S.typedMove(legal, 'f7 - h5 - j7').move, canter);
  assert.equal(S.typedMove(legal, 'F7xH5xJ7').move, canter, 'the squares of the path are what count');
  assert.equal(S.typedMove(legal, 'e9-c7-c5').move, jump);
  assert.deepEqual(S.typedMove(legal, 'h6, f6, g7'), { text: 'F6,G7,H6', move: trees, refusal: null }, 'a tree placement in any order');

  assert.deepEqual(S.typedMove(legal, 'F7-F9'), {
    text: 'F7-F9',
    move: null,
    refusal: { id: 'game-notation-illegal-from', args: { move: 'F7-F9', square: 'F7' } },
  }, 'a piece that can move, but not so');
  assert.deepEqual(S.typedMove(legal, 'A6-A7').refusal, { id: 'game-notation-illegal', args: { move: 'A6-A7' } });
  assert.deepEqual(S.typedMove(null, 'F7-H5-J7').refusal, { id: 'game-notation-illegal', args: { move: 'F7-H5-J7' } }, 'no listing: nothing is legal');
});

test('the rule a refused typed move breaks, in standard Camelot', () => {
  const g = gameView();
  assert.equal(S.typedMoveRule(g, null, 'E8-E9'), 'empty-origin');
  assert.equal(S.typedMoveRule(g, null, 'F10-F9'), 'not-your-piece');
  assert.equal(S.typedMoveRule(g, null, 'ZZ'), 'malformed');
  assert.equal(S.typedMoveRule(gameView({ variant: 'camette' }), null, 'E8-E9'), null, 'other variants: the listing alone');
  assert.equal(S.typedMoveRule(null, null, 'E8-E9'), null);
});

test('conditional lines as typed and as shown, and the place of a refusal', () => {
  assert.deepEqual(S.parseLines('d6-f8, e10-e9,g6-g5  f10-f9\n\n  \nD6-D8 E10-E7\n'), [
    ['d6-f8', 'e10-e9', 'g6-g5', 'f10-f9'],
    ['D6-D8', 'E10-E7'],
  ]);
  assert.deepEqual(S.parseLines(''), []);
  assert.equal(S.linesText([['D6-F8', 'E10-E9'], ['D6-D8']]), 'D6-F8 E10-E9\nD6-D8');
  assert.equal(S.linesText([]), '');
  assert.deepEqual(S.linesErrorPlace('lines[1][3]'), { line: 1, move: 3 });
  assert.deepEqual(S.linesErrorPlace('lines[0]'), { line: 0, move: null });
  assert.equal(S.linesErrorPlace('expected_ply'), null);
  assert.equal(S.linesErrorPlace('lines[x]'), null);
});
