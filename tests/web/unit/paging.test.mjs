// paging.js: lists read a page at a time ("Show more"), on from the cursor and never again
// from the top; a short page is the last.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { web } from './web.mjs';

const P = await web('paging.js');

/** A list of `n` numbers served in pages, with the requests it answered. */
function server(n, { cursorOnLast = false } = {}) {
  const asked = [];
  const fetchPage = async (cursor, limit) => {
    asked.push([cursor, limit]);
    const from = cursor === null ? 0 : Number(cursor);
    const items = Array.from({ length: Math.max(0, Math.min(limit, n - from)) }, (_, i) => from + i);
    const end = from + items.length;
    return { items, next_cursor: end < n || cursorOnLast ? String(end) : null };
  };
  return { asked, fetchPage };
}

test('the cursor to go on from', () => {
  assert.equal(P.nextCursor({ items: [1, 2], next_cursor: 'c' }, 2), 'c');
  assert.equal(P.nextCursor({ items: [1], next_cursor: 'c' }, 2), null, 'a short page is the last');
  assert.equal(P.nextCursor({ items: [1, 2], next_cursor: null }, 2), null);
  assert.equal(P.nextCursor({ items: [1, 2] }, 2), null, 'no cursor given');
});

test('pages follow each other until the list ends', async () => {
  const s = server(5);
  const pager = new P.Pager(s.fetchPage, 2);
  assert.equal(pager.done, false);
  assert.equal(pager.hasMore, false, 'nothing read yet');
  assert.deepEqual(await pager.next(), [0, 1]);
  assert.equal(pager.hasMore, true);
  assert.deepEqual(await pager.next(), [2, 3]);
  assert.deepEqual(await pager.next(), [4]);
  assert.equal(pager.done, true);
  assert.equal(pager.hasMore, false);
  assert.equal(await pager.next(), null, 'never again from the top');
  assert.deepEqual(s.asked, [[null, 2], ['2', 2], ['4', 2]]);
});

test('a short page ends the list whatever cursor came with it', async () => {
  const s = server(3, { cursorOnLast: true });
  const pager = new P.Pager(s.fetchPage, 2);
  await pager.next();
  assert.deepEqual(await pager.next(), [2]);
  assert.equal(pager.done, true);
  assert.equal(await pager.next(), null);
  assert.equal(s.asked.length, 2);
});

test('an empty list is read once', async () => {
  const s = server(0);
  const pager = new P.Pager(s.fetchPage, 20);
  assert.deepEqual(await pager.next(), []);
  assert.equal(pager.done, true);
  assert.equal(await pager.next(), null);
  assert.equal(s.asked.length, 1);
});

test('one page at a time', async () => {
  const s = server(10);
  const pager = new P.Pager(s.fetchPage, 2);
  const [a, b] = await Promise.all([pager.next(), pager.next()]);
  assert.deepEqual(a, [0, 1]);
  assert.equal(b, null, 'asked while a page is on its way');
  assert.equal(pager.loading, false);
  assert.equal(s.asked.length, 1);
});

test('a failed page can be asked for again', async () => {
  let fail = true;
  const s = server(4);
  const pager = new P.Pager(async (cursor, limit) => {
    if (fail) throw new Error('offline');
    return s.fetchPage(cursor, limit);
  }, 2);
  await assert.rejects(pager.next(), /offline/);
  assert.equal(pager.loading, false);
  assert.equal(pager.done, false);
  fail = false;
  assert.deepEqual(await pager.next(), [0, 1]);
});

test('a reload reads as many as are shown from the top, and goes on from there', async () => {
  const s = server(7);
  const pager = new P.Pager(s.fetchPage, 2);
  await pager.next();
  await pager.next();
  assert.deepEqual(await pager.reload(4), [0, 1, 2, 3]);
  assert.equal(pager.hasMore, true);
  assert.deepEqual(await pager.next(), [4, 5]);
  assert.deepEqual(await pager.reload(10), [0, 1, 2, 3, 4, 5, 6]);
  assert.equal(pager.done, true);
  assert.deepEqual(s.asked.at(-1), [null, 10]);
});
