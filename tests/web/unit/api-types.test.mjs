// The client's types come from the API's OpenAPI document: a field renamed there fails the type
// check where the client reads it. A copy of the document with one field renamed is turned into
// types and the client checked against them (openapi-typescript and tsc, as run.sh uses them;
// no browser, no server).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './web.mjs';

const TESTS = join(ROOT, 'tests', 'web');
const BIN = join(TESTS, 'node_modules', '.bin');

/**
 * Type-checks the client against the document after `change`; answers tsc's output ('' when
 * the check passes).
 */
function checkWith(name, change) {
  const dir = join(TESTS, '.generated', name);
  mkdirSync(dir, { recursive: true });
  const doc = JSON.parse(readFileSync(join(ROOT, 'openapi', 'openapi.json'), 'utf8'));
  change(doc.components.schemas);
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
  execFileSync(join(BIN, 'openapi-typescript'), [join(dir, 'openapi.json'), '--output', join(dir, 'api.d.ts')], { stdio: 'pipe' });
  const base = JSON.parse(readFileSync(join(TESTS, 'tsconfig.json'), 'utf8'));
  const config = {
    compilerOptions: { ...base.compilerOptions, paths: { 'camelot-api': ['./api.d.ts'] } },
    include: ['../../../../crates/camelot-server/web/**/*.js', './api.d.ts'],
    exclude: ['../../../../crates/camelot-server/web/vendor/**'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync(join(BIN, 'tsc'), ['-p', join(dir, 'tsconfig.json')], { stdio: 'pipe' });
    return '';
  } catch (e) {
    return String(e.stdout || '') + String(e.stderr || '');
  }
}

/** Renames a property of a schema (and in its `required` list). */
function rename(schema, from, to) {
  assert.ok(schema.properties[from], `the schema has ${from}`);
  schema.properties[to] = schema.properties[from];
  delete schema.properties[from];
  if (schema.required) schema.required = schema.required.map((p) => (p === from ? to : p));
}

test('the client type-checks against the API document as it is', () => {
  assert.equal(checkWith('unchanged', () => {}), '');
});

test("renaming a field of the game view fails the check on the game page", () => {
  const out = checkWith('game-view', (s) => rename(s.GameState, 'ply', 'plies'));
  assert.match(out, /pages\/game\.js.*'ply'/);
});

test('renaming a field of the public games list fails the check on the games page', () => {
  const out = checkWith('public-games', (s) => rename(s.PublicGameView, 'position', 'fen'));
  assert.match(out, /pages\/games\.js.*'position'/);
});

test('renaming a field of the session fails the check in api.js', () => {
  const out = checkWith('session', (s) => rename(s.SessionView, 'expires_in', 'expires'));
  assert.match(out, /web\/api\.js.*'expires_in'/);
});
