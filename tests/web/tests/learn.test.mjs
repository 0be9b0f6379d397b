// The learning pages (/learn, /learn/<topic>) and the tutorial (/learn/tutorial) in other
// languages: a Slovenian browser gets everything in Slovenian (no English text of these pages
// shows), reads every rules page and solves lessons on the live board, with a hint after a wrong
// try; a reader switches to Basque with the language picker without leaving the page and solves
// the first lessons in Basque; the pages pass axe at desktop and phone sizes.
//
// Expected texts are formatted here from the same locales/<lang>/*.ftl files with the client's
// vendored @fluent/bundle, so the test checks the page against the translation, not a copy.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AXE_SOURCE, BASE, DESKTOP, PHONE, launch, settled, shot } from '../lib/harness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WEB = join(ROOT, 'crates', 'camelot-server', 'web');
const { FluentBundle, FluentResource } = await import(join(WEB, 'vendor', 'fluent-bundle', 'index.js'));
const LESSONS = JSON.parse(readFileSync(join(WEB, 'learn', 'lessons.json'), 'utf8'));

/** The messages of a language: `t(id, args)` formats one as the client does. */
function messages(lang) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const resources = ['client.ftl', 'learn.ftl'].map((f) => new FluentResource(readFileSync(join(ROOT, 'locales', lang, f), 'utf8')));
  for (const r of resources) bundle.addResource(r);
  const t = (id, args = {}) => {
    const m = bundle.getMessage(id);
    assert.ok(m && m.value, `${lang}: no message ${id}`);
    return bundle.formatPattern(m.value, args);
  };
  // The literal text of every message (the parts between placeables), for "no English here".
  const fragments = [];
  const walk = (node) => {
    if (typeof node === 'string') fragments.push(...node.split('\n').map((s) => s.trim()));
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const r of resources) for (const m of r.body) walk(m.value);
  return { t, fragments };
}

const en = messages('en');

/**
 * The English texts that must not appear on a page in `lang`: every literal piece of an English
 * message long enough to mean something, unless the translation uses the same words.
 */
function englishOnly(lang) {
  const other = messages(lang);
  const theirs = new Set(other.fragments);
  return [...new Set(en.fragments)].filter((s) => s.length >= 12 && !theirs.has(s));
}

/** Fails when any English text of the learning pages shows on the page. */
async function assertNoEnglish(page, forbidden, where) {
  const text = await page.locator('body').innerText();
  const found = forbidden.filter((s) => text.includes(s));
  assert.deepEqual(found, [], `English text on ${where}`);
}

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page in its own context with a browser language; records script errors. */
async function pageWithLocale(locale, { viewport = DESKTOP, bypassCSP = false } = {}) {
  const context = await browser.newContext({ viewport, locale, bypassCSP, baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console error: ${m.text()}`);
  });
  return { context, page, problems };
}

/** Waits until the page's heading says `text`. */
async function heading(page, text) {
  await page.waitForFunction((want) => document.querySelector('main h1')?.textContent === want, text);
}

/** Picks squares on the lesson board, one click each. */
async function play(page, ...squares) {
  for (const sq of squares) await page.locator(`.learn-live [data-square="${sq}"]`).click();
}

/** The tutorial's feedback box. */
const feedback = (page) => page.locator('.learn-feedback');

/** Solves lessons 1–3 (the first move, a diagonal step, a Knight's step back) in language `t`. */
async function firstThreeLessons(page, t, tag) {
  const lessons = LESSONS.tutorial;
  const title = (i) => t('learn-lesson-heading', { number: i + 1, total: lessons.length, title: t(`learn-tut-${lessons[i].id}-title`) });
  await heading(page, title(0));
  await play(page, 'E7', 'E8');
  await feedback(page).getByText(t('learn-tutorial-right', { move: 'E7-E8' })).waitFor();
  await feedback(page).getByText(t('learn-tut-first-move-done')).waitFor();
  await shot(page, `learn-${tag}-lesson-1-solved`);
  await feedback(page).locator('a[data-next]').click();

  await heading(page, title(1));
  // A legal move that is not the lesson's: the lesson says so and gives its hint.
  await play(page, 'F6', 'F7');
  await feedback(page).getByText(t('learn-tutorial-wrong', { move: 'F6-F7' })).waitFor();
  await feedback(page).getByText(t('learn-hint-diagonal')).waitFor();
  await shot(page, `learn-${tag}-lesson-2-wrong`);
  await play(page, 'G6', 'H7');
  await feedback(page).getByText(t('learn-tutorial-right', { move: 'G6-H7' })).waitFor();
  await feedback(page).locator('a[data-next]').click();

  await heading(page, title(2));
  // A black piece is not the reader's to move.
  await play(page, 'F12');
  await feedback(page).getByText(t('learn-hint-not-your-piece')).waitFor();
  await play(page, 'E6', 'E5');
  await feedback(page).getByText(t('learn-tutorial-right', { move: 'E6-E5' })).waitFor();
  await page.locator('.learn-aside').getByText(t('learn-tutorial-progress', { done: 3 })).waitFor();
}

test('Slovenian: the rules pages and the tutorial, all in Slovenian', async () => {
  const sl = messages('sl');
  const forbidden = englishOnly('sl');
  const { context, page, problems } = await pageWithLocale('sl-SI');
  try {
    await page.goto('/learn');
    await settled(page);
    await heading(page, sl.t('learn-title'));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'sl');
    assert.equal(await page.getByLabel(sl.t('language-label')).inputValue(), 'sl');
    await page.getByRole('navigation', { name: sl.t('nav-label') }).getByRole('link', { name: sl.t('nav-learn') }).waitFor();
    await assertNoEnglish(page, forbidden, '/learn');
    await shot(page, 'learn-sl-index');

    // Every rules page, reached by its "next" link, with its text and one figure per diagram.
    await page.getByRole('link', { name: sl.t('learn-start-reading') }).click();
    for (const [i, topic] of LESSONS.topics.entries()) {
      await heading(page, sl.t(`learn-${topic.id}-title`));
      assert.equal(new URL(page.url()).pathname, `/learn/${topic.id}`);
      await page.getByText(sl.t(`learn-${topic.id}-p1`)).waitFor();
      assert.equal(await page.locator('figure.learn-figure').count(), topic.diagrams.length);
      for (const [j, d] of topic.diagrams.entries()) {
        const fig = page.locator('figure.learn-figure').nth(j);
        await fig.getByText(sl.t(`learn-${topic.id}-fig${j + 1}`)).waitFor();
        assert.equal(await fig.locator('button.learn-move').count(), d.legal.length + d.illegal.length);
      }
      await assertNoEnglish(page, forbidden, `/learn/${topic.id}`);
      if (['board', 'canters', 'knights-charge', 'castles'].includes(topic.id)) await shot(page, `learn-sl-${topic.id}`);
      if (i < LESSONS.topics.length - 1) await page.locator('.learn-pager a[rel="next"]').click();
    }
    // An illegal move of a diagram is drawn when its button is pressed.
    await page.goto('/learn/castles');
    await heading(page, sl.t('learn-castles-title'));
    const refused = page.getByRole('button', { name: sl.t('learn-move-illegal', { move: 'H2-G1' }) });
    await refused.click();
    assert.equal(await refused.getAttribute('aria-pressed'), 'true');
    assert.match(await page.locator('figure.learn-figure').filter({ has: refused }).getAttribute('class'), /shows-illegal/);

    // The tutorial: the first three lessons, a wrong move and a wrong piece on the way.
    await page.goto('/learn/tutorial');
    await settled(page);
    await firstThreeLessons(page, sl.t, 'sl');
    await assertNoEnglish(page, forbidden, '/learn/tutorial');

    // A capture is compulsory: the other Man cannot move, and the hint says why.
    await page.goto('/learn/tutorial/capture-duty');
    await heading(page, sl.t('learn-lesson-heading', { number: 8, total: LESSONS.tutorial.length, title: sl.t('learn-tut-capture-duty-title') }));
    await play(page, 'C6');
    await feedback(page).getByText(sl.t('learn-hint-capture-required')).waitFor();
    await shot(page, 'learn-sl-capture-required');
    await play(page, 'G6', 'G8');
    await feedback(page).getByText(sl.t('learn-tutorial-right', { move: 'G6xG8' })).waitFor();

    // A canter that could go on: the reader may stop or continue.
    await page.goto('/learn/tutorial/canter-twice');
    await heading(page, sl.t('learn-lesson-heading', { number: 5, total: LESSONS.tutorial.length, title: sl.t('learn-tut-canter-twice-title') }));
    await play(page, 'C6', 'E8');
    await feedback(page).getByText(sl.t('learn-tutorial-can-continue', { move: 'C6-E8' })).waitFor();
    await play(page, 'G10');
    await feedback(page).getByText(sl.t('learn-tutorial-right', { move: 'C6-E8-G10' })).waitFor();

    // Progress survives a reload (localStorage), and the page stays Slovenian.
    await page.reload();
    await settled(page);
    await page.locator('.learn-aside').getByText(sl.t('learn-tutorial-progress', { done: 5 })).waitFor();
    assert.equal(await page.locator('.learn-lessons li.is-solved').count(), 5);
    await assertNoEnglish(page, forbidden, '/learn/tutorial after a reload');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Basque: the language picker switches the page in place; three lessons in Basque', async () => {
  const eu = messages('eu');
  const forbidden = englishOnly('eu');
  const { context, page, problems } = await pageWithLocale('en-US');
  try {
    await page.goto('/learn/tutorial');
    await settled(page);
    const lessons = LESSONS.tutorial;
    await heading(page, en.t('learn-lesson-heading', { number: 1, total: lessons.length, title: en.t('learn-tut-first-move-title') }));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');

    await page.getByLabel(en.t('language-label')).selectOption('eu');
    await heading(page, eu.t('learn-lesson-heading', { number: 1, total: lessons.length, title: eu.t('learn-tut-first-move-title') }));
    assert.equal(new URL(page.url()).pathname, '/learn/tutorial', 'the page stays where it was');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'eu');
    await page.getByLabel(eu.t('language-label')).waitFor();
    await page.getByRole('navigation', { name: eu.t('nav-label') }).getByRole('link', { name: eu.t('nav-learn') }).waitFor();
    await assertNoEnglish(page, forbidden, '/learn/tutorial in Basque');

    await firstThreeLessons(page, eu.t, 'eu');
    await assertNoEnglish(page, forbidden, '/learn/tutorial in Basque, lesson 3');

    // The choice is remembered over the browser's language.
    await page.goto('/learn/knights-charge');
    await heading(page, eu.t('learn-knights-charge-title'));
    await assertNoEnglish(page, forbidden, '/learn/knights-charge in Basque');
    await shot(page, 'learn-eu-knights-charge');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('every lesson is solved by clicking its answer on the board, and the last one ends the tutorial', async () => {
  const { context, page, problems } = await pageWithLocale('en-GB');
  try {
    const lessons = LESSONS.tutorial;
    for (const [i, lesson] of lessons.entries()) {
      await page.goto(`/learn/tutorial/${lesson.id}`);
      await heading(page, en.t('learn-lesson-heading', { number: i + 1, total: lessons.length, title: en.t(`learn-tut-${lesson.id}-title`) }));
      const answer = lesson.accept[0];
      await play(page, ...answer.split(/[-x]/));
      await feedback(page).getByText(en.t('learn-tutorial-right', { move: answer })).waitFor();
      await feedback(page).getByText(en.t(`learn-tut-${lesson.id}-done`)).waitFor();
    }
    await feedback(page).getByText(en.t('learn-tutorial-finished')).waitFor();
    await page.locator('.learn-aside').getByText(en.t('learn-tutorial-progress', { done: lessons.length })).waitFor();
    await shot(page, 'learn-en-tutorial-finished');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** Runs axe on the current page; answers the serious and critical violations. */
async function serious(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(async () => {
    // @ts-ignore injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`the learning pages pass axe and fit the screen (${size})`, async () => {
    // axe is injected as a script, which the pages' CSP forbids: only here CSP is bypassed.
    const { context, page } = await pageWithLocale('sl-SI', { viewport, bypassCSP: true });
    try {
      for (const path of ['/learn', '/learn/canters', '/learn/castles', '/learn/tutorial/capture-duty']) {
        await page.goto(path);
        await settled(page);
        if (path.includes('tutorial')) {
          // With the feedback box and its hint showing.
          await play(page, 'C6');
          await feedback(page).locator('p').first().waitFor();
        }
        assert.deepEqual(await serious(page), [], `axe on ${path} (${size})`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow}px on a ${size}`);
        await shot(page, `learn-a11y-${size}-${path.replace(/\//g, '_').replace(/^_/, '')}`);
      }
    } finally {
      await context.close();
    }
  });
}
