// format.js: results, endings, durations, time controls, numbers and tie-breaks in English
// (the messages of locales/en, formatted by the client's own i18n module).

import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { english, web } from './web.mjs';

const F = await web('format.js');
before(english);

test('results and endings', () => {
  assert.equal(F.resultText('1-0'), '1–0');
  assert.equal(F.resultText('0-1'), '0–1');
  assert.equal(F.resultText('1/2-1/2'), '½–½');
  assert.equal(F.resultText('+-'), '1–0 (forfeit)');
  assert.equal(F.resultText('--'), 'double forfeit');
  assert.equal(F.resultText(null), '');
  assert.equal(F.terminationText('no_moves'), 'no legal move left');
  assert.equal(F.terminationText('something_new'), 'something new');
  assert.equal(F.terminationText(null), '');
  const players = { white: { username: 'ann' }, black: { username: 'bob' } };
  assert.equal(F.outcomeSentence({ ...players, status: 'finished', result: '1-0', termination: 'resignation' }), 'ann (White) won by resignation.');
  assert.equal(F.outcomeSentence({ ...players, status: 'finished', result: '0-1', termination: null }), 'bob (Black) won.');
  assert.equal(F.outcomeSentence({ ...players, status: 'finished', result: '1/2-1/2', termination: 'agreement' }), 'Drawn by agreement.');
  assert.equal(F.outcomeSentence({ ...players, status: 'aborted', result: null, termination: 'aborted' }), 'The game was aborted.');
});

test('durations and deadlines', () => {
  assert.equal(F.duration(2 * 86400 + 5 * 3600 + 59), '2 d 5 h');
  assert.equal(F.duration(86400), '1 d');
  assert.equal(F.duration(3 * 3600 + 10 * 60), '3 h 10 min');
  assert.equal(F.duration(7200), '2 h');
  assert.equal(F.duration(240), '4 min');
  assert.equal(F.duration(59), 'under a minute');
  assert.equal(F.duration(-5), 'under a minute');
  const now = Date.parse('2026-01-01T00:00:00Z');
  assert.equal(F.timeLeft('2026-01-03T05:00:00Z', now), '2 d 5 h left');
  assert.equal(F.timeLeft('2025-12-31T00:00:00Z', now), 'overdue');
  assert.equal(F.timeLeft(null, now), '');
});

test('time controls', () => {
  assert.equal(F.timeControlText({ time_control: { kind: 'per_move', days: 1 } }), '1 day per move');
  assert.equal(F.timeControlText({ time_control: null, days_per_move: 3 }), '3 days per move');
  assert.equal(F.timeControlText({ time_control: { kind: 'fischer', initial_days: 10, increment_days: 1 } }), '10 days + 1 day per move');
  assert.equal(F.timeControlText({ time_control: { kind: 'fischer', initial_days: 10, increment_days: 2, max_days: 30 } }), '10 days + 2 days per move, at most 30 days');
  assert.equal(F.timeControlText({}), '');
});

test('numbers, points and tie-breaks', () => {
  assert.equal(F.num(2.5), '2.5');
  assert.equal(F.num(10), '10');
  assert.equal(F.num(10.756), '10.76');
  assert.equal(F.num(1234.5), '1,234.5');
  assert.equal(F.num(null), '–');
  assert.equal(F.points(2.5), '2½');
  assert.equal(F.points(0.5), '½');
  assert.equal(F.points(3), '3');
  assert.equal(F.tiebreakName('BH/C1'), 'Buchholz, cut 1 (lowest dropped)');
  assert.equal(F.tiebreakName('sb'), 'Sonneborn-Berger');
  assert.equal(F.tiebreakName('XYZ'), 'XYZ');
});

test('dates in the reader’s language', () => {
  assert.equal(F.date('2026-11-27T12:00:00Z'), 'Nov 27, 2026');
  assert.equal(F.dateTime(null), '');
  assert.match(F.dateTime('2026-11-27T12:00:00Z'), /Nov 27, 2026/);
});
