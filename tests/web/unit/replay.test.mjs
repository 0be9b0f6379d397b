// replay.js: earlier positions rebuilt from the moves, repetitions, pieces left.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { web } from './web.mjs';

const R = await web('replay.js');
const { parseBoard } = await web('camelot.js');

test('a canter moves its piece and takes nothing', () => {
  const start = parseBoard(R.START_POSITION);
  const after = R.applyPath(start, 'F7-H5-J7');
  assert.equal(after.size, 28);
  assert.equal(after.get('F7'), undefined);
  assert.deepEqual(after.get('J7'), { side: 'white', kind: 'man' });
  assert.equal(start.get('F7')?.kind, 'man', 'the board before is left as it was');
});

test('a jump takes the enemy pieces it leaps over', () => {
  const boards = R.replayBoards([{ path: 'F7-H5-J7' }, { path: 'C11-E9' }, { path: 'D6-D8' }, { path: 'E9xC7xC5' }]);
  assert.equal(boards.length, 5);
  const last = boards[4];
  assert.equal(last.size, 26);
  assert.equal(last.get('D8'), undefined);
  assert.equal(last.get('C6'), undefined);
  assert.deepEqual(last.get('C5'), { side: 'black', kind: 'knight' });
  assert.deepEqual(R.pieceCount(last), { white: { knight: 3, man: 9 }, black: { knight: 4, man: 10 } });
});

test('a move from an empty square or of one square changes nothing', () => {
  const start = parseBoard(R.START_POSITION);
  assert.equal(R.boardKey(R.applyPath(start, 'E8-E9')), R.boardKey(start));
  assert.equal(R.boardKey(R.applyPath(start, 'E7')), R.boardKey(start));
});

test('a draw may be claimed after a threefold repetition or 100 quiet plies', () => {
  const there = [{ path: 'C6-C5' }, { path: 'C11-C12' }];
  const back = [{ path: 'C5-C6' }, { path: 'C12-C11' }];
  const twice = R.replayBoards([...there, ...back]);
  assert.equal(R.drawMayBeClaimed(twice, R.START_POSITION), false, 'the start seen twice');
  const thrice = R.replayBoards([...there, ...back, ...there, ...back]);
  assert.equal(R.drawMayBeClaimed(thrice, R.START_POSITION), true, 'the start seen three times');
  const quiet = R.START_POSITION.replace(/ w 0 0 0 1$/, ' w 0 0 100 1');
  assert.equal(R.drawMayBeClaimed(R.replayBoards([]), quiet), true);
  assert.equal(R.drawMayBeClaimed(R.replayBoards([]), R.START_POSITION), false);
});
