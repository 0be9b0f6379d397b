// The variants' boards (camelot.js), their position strings and the replay of their moves
// (replay.js), against the rules contract (VARIANTS.md §2, §3, §7).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { web } from './web.mjs';

const C = await web('camelot.js');
const R = await web('replay.js');

/** @param {Map<string, {side: string, kind: string}>} pieces */
const count = (pieces, side, kind) => [...pieces.values()].filter((p) => p.side === side && p.kind === kind).length;

test('every board has the contract’s squares, its castles and its start position', () => {
  const expected = {
    camelot: [160, 4, 10, ['F1', 'G1'], 'F16'],
    camette: [23, 1, 3, ['C1'], 'C7'],
    cam: [67, 2, 5, ['D1'], 'D13'],
    chivalry: [176, 8, 12, ['G1', 'H1'], 'G16'],
    river: [136, 4, 10, ['F1', 'G1'], 'F16'],
  };
  for (const [variant, [squares, knights, men, castle, top]] of Object.entries(expected)) {
    for (const v of [variant, variant === 'camelot' ? 'anti' : `anti-${variant}`]) {
      const all = C.allSquares(v);
      assert.equal(all.length, squares, `${v}: ${squares} squares`);
      assert.equal(new Set(all).size, squares);
      assert.equal(all[0], top, `${v}: the top rank starts at ${top}`);
      assert.deepEqual(C.geometry(v).castles.white, castle);
      const pieces = C.parseBoard(C.startPosition(v), v);
      assert.equal(count(pieces, 'white', 'knight'), knights, `${v}: White's Knights`);
      assert.equal(count(pieces, 'black', 'knight'), knights);
      assert.equal(count(pieces, 'white', 'man'), men, `${v}: White's Men`);
      assert.equal(count(pieces, 'black', 'man'), men);
    }
  }
  assert.equal(C.parseSquare('N12', 'chivalry')?.file, 13);
  assert.equal(C.parseSquare('N12'), null, 'Camelot has no file N');
  assert.equal(C.parseSquare('A3', 'camette')?.rank, 3);
  assert.equal(C.parseSquare('A2', 'camette'), null);
  assert.equal(C.geometry('chivalry').files, 'ABCDEFGHIJKLMN');
});

test('River: the river squares are no squares, the bridges are, the tree squares are point-symmetric', () => {
  for (const sq of ['A5', 'C6', 'E7', 'G8', 'H9', 'L10', 'K11', 'L12']) assert.equal(C.parseSquare(sq, 'river'), null, `${sq} is river`);
  for (const sq of ['D7', 'D8', 'I9', 'I10', 'G10', 'I8']) assert.ok(C.parseSquare(sq, 'river'), `${sq} is a square`);
  const geo = C.geometry('river');
  assert.equal(geo.water.length, 24);
  assert.equal(geo.trees.white.length, 41);
  assert.equal(geo.trees.black.length, 41);
  for (const sq of ['C15', 'D15', 'I15', 'J15', 'A8', 'B8', 'A10', 'G11', 'L13']) assert.ok(geo.trees.black.includes(sq), `${sq} is Black's`);
  // Rank 10 has 8 squares (A–G and I): the position string lists only those.
  assert.deepEqual(geo.rows[10], [0, 1, 2, 3, 4, 5, 6, 8]);
});

test('River positions: trees are read from "T", the placement phase from their count', () => {
  const start = C.startPosition('river');
  assert.deepEqual(C.placementPhase(start, 'river')?.side, 'white');
  const played = '2/8/10/2kmmmmmmk2/TT1kmmmmk2/T8/8/8/8/8/8T/2KMMMMK1TT/2KMMMMMMK2/10/8/2 w 0 0 0 2';
  const pieces = C.parseBoard(played, 'river');
  const trees = [...pieces].filter(([, p]) => p.kind === 'tree').map(([sq, p]) => `${sq}:${p.side}`).sort();
  assert.deepEqual(trees, ['A11:black', 'A12:black', 'B12:black', 'K5:white', 'L5:white', 'L6:white']);
  assert.deepEqual(pieces.get('I5'), { side: 'white', kind: 'knight' });
  assert.deepEqual(pieces.get('D5'), { side: 'white', kind: 'knight' });
  assert.equal(C.placementPhase(played, 'river'), null);
  assert.equal(C.placementPhase(C.startPosition('camelot'), 'camelot'), null);
  assert.equal(C.placementPath(['l6', 'K5', 'L5']), 'K5,L5,L6');
  assert.equal(C.placementPath(['A10', 'A8', 'A9']), 'A8,A9,A10');
});

test('replay rebuilds a River game (placements add trees) and a Camette game', () => {
  const boards = R.replayBoards([{ path: 'K5,L5,L6' }, { path: 'A11,A12,B12' }, { path: 'D5-D6' }], 'river');
  assert.equal(boards.length, 4);
  assert.equal(count(boards[0], 'white', 'tree'), 0);
  assert.equal(count(boards[1], 'white', 'tree'), 3);
  assert.equal(count(boards[2], 'black', 'tree'), 3);
  assert.deepEqual(boards[3].get('D6'), { side: 'white', kind: 'knight' });
  assert.deepEqual(R.pieceCount(boards[3]), { white: { knight: 4, man: 10 }, black: { knight: 4, man: 10 } }, 'trees are no pieces');
  const camette = R.replayBoards([{ path: 'B3-A3' }, { path: 'C5-B4' }, { path: 'A3xC5xC7' }], 'camette');
  const end = camette[3];
  assert.deepEqual(end.get('C7'), { side: 'white', kind: 'man' });
  assert.equal(end.get('B4'), undefined);
  assert.equal(end.get('C6'), undefined);
  assert.deepEqual(R.pieceCount(end), { white: { knight: 1, man: 3 }, black: { knight: 0, man: 2 } });
});

test('keyboard neighbours follow each board’s shape', () => {
  assert.equal(C.neighbour('C2', 'down', false, 'camette'), 'C1');
  assert.equal(C.neighbour('B2', 'down', false, 'camette'), 'C1', 'a cut corner goes to the nearest square');
  assert.equal(C.neighbour('M12', 'right', false, 'chivalry'), 'N12');
  assert.equal(C.neighbour('D6', 'left', false, 'river'), null, 'the river is no square');
  assert.equal(C.neighbour('D6', 'up', false, 'river'), 'D7', 'onto the bridge');
});
