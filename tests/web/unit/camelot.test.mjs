// camelot.js: the board (160 squares), position strings and move paths.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { web } from './web.mjs';

const C = await web('camelot.js');
const { START_POSITION } = await web('replay.js');

test('the board has 160 squares, the castles included, the corners cut', () => {
  const all = C.allSquares();
  assert.equal(all.length, 160);
  assert.equal(new Set(all).size, 160);
  assert.equal(all[0], 'F16');
  assert.equal(all[all.length - 1], 'G1');
  for (const sq of ['F1', 'G1', 'F16', 'G16', 'A4', 'L13', 'C2', 'B3']) assert.ok(C.parseSquare(sq), `${sq} exists`);
  for (const sq of ['E1', 'H1', 'A3', 'B2', 'L14', 'M5', 'A0', 'A17', 'F', '5F']) assert.equal(C.parseSquare(sq), null, `${sq} does not`);
  assert.deepEqual(C.parseSquare('f8'), { file: 5, rank: 8 });
  assert.equal(C.squareName(11, 13), 'L13');
});

test('a position string gives the pieces by square', () => {
  const pieces = C.parseBoard(START_POSITION);
  assert.equal(pieces.size, 28);
  const count = (side, kind) => [...pieces.values()].filter((p) => p.side === side && p.kind === kind).length;
  assert.equal(count('white', 'knight'), 4);
  assert.equal(count('white', 'man'), 10);
  assert.equal(count('black', 'knight'), 4);
  assert.equal(count('black', 'man'), 10);
  assert.deepEqual(pieces.get('C6'), { side: 'white', kind: 'knight' });
  assert.deepEqual(pieces.get('E7'), { side: 'white', kind: 'man' });
  assert.deepEqual(pieces.get('D10'), { side: 'black', kind: 'knight' });
  assert.equal(pieces.get('E8'), undefined);
  assert.throws(() => C.parseBoard('2/8/10 w'), /16 ranks/);
  assert.equal(C.pieceOf('x'), null);
});

test('paths: squares, separators, tidied notation', () => {
  assert.deepEqual(C.pathSquares('C6-E8xE10'), ['C6', 'E8', 'E10']);
  assert.deepEqual(C.pathSquares(' c6-e8XE10 '), ['C6', 'E8', 'E10']);
  assert.deepEqual(C.separators('C6-E8xE10'), ['-', 'x']);
  assert.deepEqual(C.separators('F6XF8'), ['x']);
  assert.equal(C.normaliseNotation(' f6 x f8 '), 'F6xF8');
  assert.equal(C.normaliseNotation('d6–f8'), 'D6-F8');
  assert.equal(C.normaliseNotation('e9XC7xc5'), 'E9xC7xC5');
});

test('continuations of a partly built move', () => {
  /** @type {import('../../../crates/camelot-server/web/camelot.js').LegalMove[]} */
  const moves = [
    { path: 'F7-H5', from: 'F7', to: 'H5', captures: [], position: '' },
    { path: 'F7-H5-J7', from: 'F7', to: 'J7', captures: [], position: '' },
    { path: 'F7-F8', from: 'F7', to: 'F8', captures: [], position: '' },
    { path: 'E9xC7xC5', from: 'E9', to: 'C5', captures: ['D8', 'C6'], position: '' },
  ];
  const start = C.continuations(moves, ['F7']);
  assert.deepEqual([...start.next.keys()].sort(), ['F8', 'H5']);
  assert.equal(start.complete, null);
  const mid = C.continuations(moves, ['F7', 'H5']);
  assert.equal(mid.complete?.path, 'F7-H5');
  assert.deepEqual([...mid.next], [['J7', false]]);
  assert.deepEqual([...C.continuations(moves, ['E9']).next], [['C7', true]]);
  assert.equal(C.pathOf(moves, ['E9', 'C7', 'C5']), 'E9xC7xC5');
  assert.equal(C.pathOf(moves, ['A4', 'A5']), 'A4-A5');
});

test('neighbours on the board as shown, either way up', () => {
  assert.equal(C.neighbour('F8', 'up', false), 'F9');
  assert.equal(C.neighbour('F8', 'up', true), 'F7');
  assert.equal(C.neighbour('F8', 'right', false), 'G8');
  assert.equal(C.neighbour('F8', 'right', true), 'E8');
  assert.equal(C.neighbour('A4', 'left', false), null);
  assert.equal(C.neighbour('G16', 'up', false), null);
  // From a square under a cut corner: the nearest square of the next rank.
  assert.equal(C.neighbour('A13', 'up', false), 'B14');
  assert.equal(C.neighbour('C2', 'down', false), 'F1');
});
