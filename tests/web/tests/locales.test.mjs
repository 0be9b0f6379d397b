// The translations (locales/<lang>/*.ftl): every language has exactly the English message ids,
// each message uses exactly the English variables, every file parses without an error, every
// message the learning pages name (lessons.json) exists, and each language has its glossary.
// No browser and no server: the files are parsed with the client's own vendored @fluent/bundle.

import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const LOCALES = join(ROOT, 'locales');
const WEB = join(ROOT, 'crates', 'camelot-server', 'web');
const { FluentBundle, FluentResource } = await import(join(WEB, 'vendor', 'fluent-bundle', 'index.js'));

const LANGUAGES = ['en', 'id', 'jv', 'sl', 'eu', 'sw'];
const FILES = ['client.ftl', 'learn.ftl'];

/** The variables a pattern (or any part of a message) refers to. */
function variables(node, out = new Set()) {
  if (Array.isArray(node)) {
    for (const n of node) variables(n, out);
  } else if (node && typeof node === 'object') {
    if (node.type === 'var') out.add(node.name);
    for (const v of Object.values(node)) variables(v, out);
  }
  return out;
}

/** The messages of one file: id → sorted variable names. Fails on anything unparsed. */
function messages(lang, file) {
  const path = join(LOCALES, lang, file);
  const text = readFileSync(path, 'utf8');
  const res = new FluentResource(text);
  /** @type {Map<string, string[]>} */
  const out = new Map();
  for (const m of res.body) {
    assert.ok(!out.has(m.id), `${lang}/${file}: ${m.id} is defined twice`);
    out.set(m.id, [...variables([m.value, m.attributes])].sort());
  }
  // The runtime parser skips what it cannot read; every line that starts a message must have
  // become one.
  const starts = text.split('\n').filter((l) => /^-?[a-zA-Z][a-zA-Z0-9_-]*\s*=/.test(l)).length;
  assert.equal(out.size, starts, `${lang}/${file}: ${starts - out.size} message(s) could not be parsed`);
  return out;
}

const english = new Map(FILES.map((f) => [f, messages('en', f)]));

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  test(`${lang}: the same message ids and variables as English`, () => {
    for (const file of FILES) {
      const en = english.get(file);
      const other = messages(lang, file);
      const missing = [...en.keys()].filter((id) => !other.has(id));
      const extra = [...other.keys()].filter((id) => !en.has(id));
      assert.deepEqual(missing, [], `${lang}/${file} lacks these messages`);
      assert.deepEqual(extra, [], `${lang}/${file} has messages English does not`);
      for (const [id, vars] of en) {
        assert.deepEqual(other.get(id), vars, `${lang}/${file}: ${id} must use the variables { ${vars.join(', ')} }`);
      }
    }
  });
}

test('every message formats without an error in every language, plural forms included', () => {
  for (const lang of LANGUAGES) {
    const bundle = new FluentBundle(lang, { useIsolating: false });
    for (const f of FILES) {
      const errors = bundle.addResource(new FluentResource(readFileSync(join(LOCALES, lang, f), 'utf8')));
      assert.deepEqual(errors, [], `${lang}/${f}: messages overriding others`);
    }
    for (const [, msgs] of english) {
      for (const [id, vars] of msgs) {
        for (const n of [0, 1, 2, 3, 5, 21, 102]) {
          const args = Object.fromEntries(vars.map((v) => [v, v === 'move' || v === 'title' ? 'X' : n]));
          const errors = [];
          const text = bundle.formatPattern(bundle.getMessage(id).value, args, errors);
          assert.deepEqual(errors, [], `${lang}: ${id} with ${JSON.stringify(args)}`);
          assert.ok(text.trim().length > 0, `${lang}: ${id} is empty`);
        }
      }
    }
  }
});

test('every text the learning pages name exists (lessons.json against en/learn.ftl)', () => {
  const lessons = JSON.parse(readFileSync(join(WEB, 'learn', 'lessons.json'), 'utf8'));
  const all = new Map([...english.get('client.ftl'), ...english.get('learn.ftl')]);
  const need = [];
  for (const topic of lessons.topics) {
    need.push(`learn-${topic.id}-title`, `learn-${topic.id}-p1`);
    topic.diagrams.forEach((_, i) => need.push(`learn-${topic.id}-fig${i + 1}`));
  }
  for (const lesson of lessons.tutorial) {
    need.push(`learn-tut-${lesson.id}-title`, `learn-tut-${lesson.id}-task`, `learn-tut-${lesson.id}-done`);
    need.push(...Object.values(lesson.hints));
    assert.ok(lesson.accept.length > 0, `${lesson.id}: no move solves it`);
  }
  const missing = need.filter((id) => !all.has(id));
  assert.deepEqual(missing, [], 'messages named by lessons.json but missing from en/learn.ftl');
  // And no caption without a diagram.
  for (const topic of lessons.topics) {
    assert.ok(!all.has(`learn-${topic.id}-fig${topic.diagrams.length + 1}`), `${topic.id}: a caption for a diagram that does not exist`);
  }
});

test('every language has its glossary of the game terms', () => {
  const dirs = readdirSync(LOCALES).filter((d) => existsSync(join(LOCALES, d, 'client.ftl')));
  assert.deepEqual(dirs.sort(), [...LANGUAGES].sort());
  for (const lang of LANGUAGES) {
    const path = join(LOCALES, lang, 'glossary.md');
    assert.ok(existsSync(path), `${lang}: glossary.md`);
    const text = readFileSync(path, 'utf8');
    for (const term of ['Knight', 'Man', 'Castle', 'Canter', 'Jump', "Knight's Charge"]) {
      assert.ok(text.includes(term), `${lang}/glossary.md names ${term}`);
    }
  }
});
