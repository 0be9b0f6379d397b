// rules-help.js: which page of the rules explains a refusal, and the reason the client finds for
// a typed move that is not in the legal-move listing (the rules crate's tags and order).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT, WEB, web } from './web.mjs';

const H = await web('rules-help.js');
const C = await web('camelot.js');
const R = await web('replay.js');

/** A position string from pieces by square ("E7": "M", "d10": "k"), `side` to move. */
function positionOf(pieces, side = 'w') {
  const rows = [];
  for (let rank = 16; rank >= 1; rank--) {
    const [first, last] = C.rankSpan(rank);
    let row = '';
    let gap = 0;
    for (let file = first; file <= last; file++) {
      const code = pieces[C.squareName(file, rank)];
      if (code) {
        if (gap) row += gap;
        gap = 0;
        row += code;
      } else gap += 1;
    }
    if (gap) row += gap;
    rows.push(row);
  }
  return `${rows.join('/')} ${side} 0 0 0 1`;
}

/** The position after some moves from the start. */
function after(paths) {
  const pieces = R.replayBoards(paths.map((path) => ({ path }))).pop();
  const codes = {};
  for (const [sq, p] of pieces) {
    const c = p.kind === 'knight' ? 'k' : 'm';
    codes[sq] = p.side === 'white' ? c.toUpperCase() : c;
  }
  return positionOf(codes, paths.length % 2 ? 'b' : 'w');
}

const why = (position, path, legal = {}) => H.typedMoveReason({ position, path, legal });

test('positionOf writes the start position as the rules do', () => {
  assert.equal(after([]), R.START_POSITION);
});

test('every reason of the rules crate has its page', () => {
  const source = readFileSync(join(ROOT, 'crates', 'camelot-rules', 'src', 'validate.rs'), 'utf8');
  const tags = new Set([...source.matchAll(/Reason::\w+(?: \{ \.\. \})? => "([a-z-]+)"/g)].map((m) => m[1]));
  assert.ok(tags.has('capture-required') && tags.size >= 20, `the tags were found (${[...tags]})`);
  for (const tag of tags) assert.ok(H.reasonTopic(tag), `${tag} has a page`);
  const lessons = JSON.parse(readFileSync(join(WEB, 'learn', 'lessons.json'), 'utf8'));
  const topics = new Set(lessons.topics.map((t) => t.id));
  for (const [tag, topic] of Object.entries(H.REASON_TOPICS)) assert.ok(topics.has(topic), `${tag} → ${topic} is a page`);
  assert.equal(H.reasonTopic('capture-required'), 'jumps');
  assert.equal(H.reasonTopic('must-leave-own-castle'), 'castles');
  assert.equal(H.reasonTopic('man-cannot-charge'), 'knights-charge');
  assert.equal(H.reasonTopic('not-tree-square'), 'river');
  assert.equal(H.reasonTopic('no-such-tag'), null);
  assert.equal(H.reasonTopic(undefined), null);
  assert.equal(H.reasonTopic('constructor'), null);
});

test('typed moves at the start: the first rule each breaks', () => {
  const start = R.START_POSITION;
  assert.equal(why(start, 'E7'), 'malformed');
  assert.equal(why(start, 'E7-'), 'malformed');
  assert.equal(why(start, 'E7-E17'), 'off-board');
  assert.equal(why(start, 'A2-A3'), 'off-board');
  assert.equal(why(start, 'E8-E9'), 'empty-origin');
  assert.equal(why(start, 'E10-E9'), 'not-your-piece');
  assert.equal(why(start, 'E7-E10'), 'not-adjacent');
  assert.equal(why(start, 'E7-F7'), 'landing-occupied');
  assert.equal(why(start, 'E7-E9'), 'nothing-to-leap');
  assert.equal(why(start, 'D6xF8'), 'wrong-separator');
  assert.equal(why(start, 'C6-C5-C4'), 'plain-in-sequence');
  assert.equal(why(start, 'D6-F8-D6'), 'canter-revisit');
  // Legal moves: nothing to explain.
  assert.equal(why(start, 'D6-F8'), null);
  assert.equal(why(start, 'E7-E8'), null);
});

test('captures: compulsory, and the jumping goes on', () => {
  const pos = after(['F7-H5-J7', 'C11-E9', 'D6-D8']);
  assert.equal(why(pos, 'H10-H9', { capture_required: true }), 'capture-required');
  assert.equal(why(pos, 'E9xC7', { capture_required: true }), 'must-continue-jump');
  assert.equal(why(pos, 'E9-C7', { capture_required: true }), 'wrong-separator');
  assert.equal(why(pos, 'E9xC7xC5', { capture_required: true }), null);
});

test('the Knight’s charge: only a Knight, canters first, and a Knight may not stop next to a capture', () => {
  assert.equal(why(positionOf({ E6: 'M', E7: 'M', E9: 'm' }), 'E6-E8xE10'), 'man-cannot-charge');
  assert.equal(why(positionOf({ E6: 'K', E7: 'M', E9: 'm' }), 'E6-E8xE10'), null);
  assert.equal(why(positionOf({ E6: 'K', E7: 'm', E9: 'M', A13: 'm' }), 'E6xE8-E10'), 'canter-after-jump');
  assert.equal(why(positionOf({ E6: 'K', E7: 'M', F9: 'm' }), 'E6-E8'), 'knight-must-jump');
  assert.equal(why(positionOf({ E6: 'M', E7: 'M', F9: 'm' }), 'E6-E8'), null);
});

test('castles', () => {
  assert.equal(why(positionOf({ F2: 'M', A13: 'm' }), 'F2-F1'), 'into-own-castle');
  assert.equal(why(positionOf({ F1: 'M', E7: 'M', A13: 'm' }), 'E7-E8', { must_leave_castle: true }), 'must-leave-own-castle');
  assert.equal(why(positionOf({ F16: 'M', E7: 'M', A13: 'm' }), 'F16-F15'), 'leaves-opponent-castle');
  assert.equal(why(positionOf({ F16: 'M', E7: 'M', A13: 'm' }), 'F16xG16'), 'wrong-separator');
  assert.equal(why(positionOf({ F16: 'M', G16: 'M', A13: 'm' }), 'F16-G16'), 'landing-occupied');
  assert.equal(why(positionOf({ F16: 'M', E7: 'M', A13: 'm' }), 'F16-G16', { capture_required: true }), 'capture-required');
  assert.equal(why(positionOf({ F16: 'M', E7: 'M', A13: 'm' }), 'F16-G16'), 'castle-move-limit');
  assert.equal(why(positionOf({ E14: 'K', F15: 'M', A13: 'm' }), 'E14-G16-G14'), 'continues-after-opponent-castle');
});

test('Black’s moves are read from Black’s side', () => {
  const pos = after(['D6-F8']);
  assert.equal(why(pos, 'E7-E8'), 'not-your-piece');
  assert.equal(why(pos, 'G11-G12'), null);
  assert.equal(why(pos, 'G11-G16'), 'not-adjacent');
  assert.equal(why(positionOf({ F15: 'm', A4: 'M' }, 'b'), 'F15-F16'), 'into-own-castle');
});

/**
 * What the legal-move listing says of the turn (capture duty, a piece that must leave its own
 * castle), worked out from the position for the vectors, which do not carry it.
 */
function turnOf(position) {
  const pieces = C.parseBoard(position);
  const side = position.split(' ')[1] === 'b' ? 'black' : 'white';
  const own = C.CASTLES[side];
  const opp = C.CASTLES[side === 'white' ? 'black' : 'white'];
  const mine = [...pieces].filter(([, p]) => p.side === side).map(([sq]) => sq);
  const inCastle = mine.filter((sq) => own.includes(sq));
  const square = (file, rank) => (file >= 0 && file < 12 ? C.parseSquare(C.squareName(file, rank)) && C.squareName(file, rank) : null);
  const canJump = (sq) => {
    const p = C.parseSquare(sq);
    return [-1, 0, 1].some((df) =>
      [-1, 0, 1].some((dr) => {
        if (!df && !dr) return false;
        const over = square(p.file + df, p.rank + dr);
        const to = square(p.file + 2 * df, p.rank + 2 * dr);
        return over && to && pieces.get(over)?.side !== undefined && pieces.get(over).side !== side && !pieces.has(to);
      }),
    );
  };
  const movers = inCastle.length ? inCastle : mine.filter((sq) => !opp.includes(sq));
  return { must_leave_castle: inCastle.length > 0, capture_required: movers.some(canJump) };
}

test('the rules crate’s illegal-move vectors get the rules crate’s reason', () => {
  const file = join(ROOT, 'crates', 'camelot-rules', 'tests', 'data', 'vectors', 'illegal.jsonl');
  const vectors = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  assert.ok(vectors.length >= 100, `the vectors were read (${vectors.length})`);
  let checked = 0;
  for (const v of vectors) {
    // The client does not judge whether a game is over: the page knows it from the game.
    if (v.reason_tag === 'game-over') continue;
    assert.equal(why(v.position, v.path, turnOf(v.position)), v.reason_tag, `${v.path} in ${v.position}`);
    checked += 1;
  }
  assert.ok(checked >= 100);
});
