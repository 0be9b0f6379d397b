// movelist.js: where a path may break, and which row and column a ply goes in.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { web } from './web.mjs';

const M = await web('movelist.js');

test('a path breaks only after its separators', () => {
  assert.deepEqual(M.pathParts('E9xC7xC5'), ['E9x', 'C7x', 'C5']);
  assert.deepEqual(M.pathParts('F7-H5-J7'), ['F7-', 'H5-', 'J7']);
  assert.deepEqual(M.pathParts('D6-D8xD10'), ['D6-', 'D8x', 'D10']);
  assert.equal(M.pathParts('C6-C5').join(''), 'C6-C5');
});

test('plies go in numbered rows, White then Black', () => {
  assert.deepEqual(M.plyCell(1), { row: 1, side: 'white' });
  assert.deepEqual(M.plyCell(2), { row: 1, side: 'black' });
  assert.deepEqual(M.plyCell(3), { row: 2, side: 'white' });
  assert.deepEqual(M.plyCell(40), { row: 20, side: 'black' });
});
