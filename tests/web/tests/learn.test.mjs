// The learning pages (/learn, /learn/<topic>) and the tutorial (/learn/tutorial) in other
// languages: a Slovenian browser gets everything in Slovenian (no English text of these pages
// shows), reads every rules page and solves lessons on the live board, with a hint after a wrong
// try; a reader switches to Basque with the language picker without leaving the page and solves
// the first lessons in Basque; the pages of the other variants (Camette, Cam, Chivalry, River,
// Anti) are reached from the contents and draw their diagrams on the variant's own board, in
// Slovenian too, and a variant game's page links to its variant's page; the pages pass axe at
// desktop and phone sizes.
//
// Expected texts are formatted here from the same locales/<lang>/*.ftl files with the client's
// vendored @fluent/bundle, so the test checks the page against the translation, not a copy.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AXE_SOURCE, BASE, DESKTOP, PHONE, api, apiUser, launch, newPlayer, sessionFor, settled, shot, uniqueName } from '../lib/harness.mjs';

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

/** The variants' pages: each variant's board (its `data-variant` and its number of squares). */
const VARIANT_PAGES = [
  ['camette', 'camette', 23],
  ['cam', 'cam', 67],
  ['chivalry', 'chivalry', 176],
  ['river', 'river', 136],
  ['anti', 'camelot', 160],
];

test('the variants’ pages: under their own heading in the contents, each diagram on its own board, previous and next across them', async () => {
  const { context, page, problems } = await pageWithLocale('en-GB');
  try {
    await page.goto('/learn');
    await settled(page);
    const contents = page.locator('nav.learn-contents');
    await contents.getByRole('heading', { name: en.t('learn-contents-variants') }).waitFor();
    // Camelot's pages and the tutorial first, the variants in a list of their own after them.
    const lists = await contents.locator('ol').evaluateAll((ols) => ols.map((ol) => [...ol.querySelectorAll('a')].map((a) => a.getAttribute('href'))));
    const camelotPages = LESSONS.topics.filter((tp) => !VARIANT_PAGES.some(([id]) => id === tp.id));
    assert.deepEqual(lists, [
      [...camelotPages.map((tp) => `/learn/${tp.id}`), '/learn/tutorial'],
      VARIANT_PAGES.map(([id]) => `/learn/${id}`),
    ]);

    await contents.getByRole('link', { name: en.t('learn-chivalry-title'), exact: true }).click();
    for (const [id, board, squares] of VARIANT_PAGES.slice(2).concat(VARIANT_PAGES.slice(0, 2))) {
      if (id !== 'chivalry') await page.goto(`/learn/${id}`);
      await heading(page, en.t(`learn-${id}-title`));
      assert.equal(new URL(page.url()).pathname, `/learn/${id}`);
      const topic = LESSONS.topics.find((tp) => tp.id === id);
      const figures = page.locator('figure.learn-figure');
      assert.equal(await figures.count(), topic.diagrams.length);
      for (const [j, d] of topic.diagrams.entries()) {
        const fig = figures.nth(j);
        await fig.getByText(en.t(`learn-${id}-fig${j + 1}`)).waitFor();
        assert.equal(await fig.locator('svg.board').getAttribute('data-variant'), board, `${id} diagram ${j + 1}`);
        assert.equal(await fig.locator('svg.board .sq').count(), squares, `${id} diagram ${j + 1}: ${squares} squares`);
        assert.equal(await fig.locator('button.learn-move').count(), d.legal.length + d.illegal.length);
      }
      assert.equal(await page.locator('.learn-contents a[aria-current="page"]').getAttribute('href'), `/learn/${id}`);
      const play = page.getByRole('link', { name: en.t('learn-variant-play') });
      assert.equal(await play.getAttribute('href'), `/inbox?variant=${id}`);
    }

    // River: a placement shows its three trees; the refused one (Black's tree squares) none.
    await page.goto('/learn/river');
    await heading(page, en.t('learn-river-title'));
    const placing = page.locator('figure.learn-figure').first();
    assert.equal(await placing.locator('svg.board .tree').count(), 3, 'K5,L5,L6 drawn as trees');
    await placing.getByRole('button', { name: en.t('learn-move-illegal', { move: 'A8,A9,B8' }) }).click();
    assert.equal(await placing.locator('svg.board .tree').count(), 0);
    assert.match(await placing.getAttribute('class'), /shows-illegal/);
    const blocked = page.locator('figure.learn-figure').nth(1);
    assert.equal(await blocked.locator('svg.board .tree').count(), 6, 'both sides’ trees');
    await blocked.getByRole('button', { name: en.t('learn-move-illegal', { move: 'G4-G6' }) }).click();
    assert.match(await blocked.getAttribute('class'), /shows-illegal/);
    await shot(page, 'learn-en-river');

    // Previous and next run on from Camelot's last page through the variants to the tutorial.
    await page.goto('/learn/notation');
    await heading(page, en.t('learn-notation-title'));
    await page.locator('.learn-pager a[rel="next"]').click();
    await heading(page, en.t('learn-camette-title'));
    assert.equal(await page.locator('.learn-pager a[rel="prev"]').getAttribute('href'), '/learn/notation');
    await page.goto('/learn/anti');
    await heading(page, en.t('learn-anti-title'));
    assert.equal(await page.locator('.learn-pager a[rel="prev"]').getAttribute('href'), '/learn/river');
    assert.equal(await page.locator('.learn-pager a[rel="next"]').getAttribute('href'), '/learn/tutorial');
    await shot(page, 'learn-en-anti');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Slovenian: a variant’s page from the contents, its board the variant’s, all in Slovenian', async () => {
  const sl = messages('sl');
  const forbidden = englishOnly('sl');
  const { context, page, problems } = await pageWithLocale('sl-SI');
  try {
    await page.goto('/learn');
    await settled(page);
    await heading(page, sl.t('learn-title'));
    const contents = page.locator('nav.learn-contents');
    await contents.getByRole('heading', { name: sl.t('learn-contents-variants') }).waitFor();
    await contents.getByRole('link', { name: sl.t('learn-chivalry-title'), exact: true }).click();
    await heading(page, sl.t('learn-chivalry-title'));
    assert.equal(new URL(page.url()).pathname, '/learn/chivalry');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'sl');
    await page.getByText(sl.t('learn-chivalry-p1')).waitFor();
    const board = page.locator('figure.learn-figure').first().locator('svg.board');
    assert.equal(await board.getAttribute('data-variant'), 'chivalry');
    assert.equal(await board.locator('.sq').count(), 176);
    await page.locator('figure.learn-figure').first().getByText(sl.t('learn-chivalry-fig1')).waitFor();
    await page.getByRole('link', { name: sl.t('learn-variant-play') }).waitFor();
    await assertNoEnglish(page, forbidden, '/learn/chivalry');
    await shot(page, 'learn-sl-chivalry');

    for (const [id, shape, squares] of VARIANT_PAGES) {
      await page.goto(`/learn/${id}`);
      await heading(page, sl.t(`learn-${id}-title`));
      await page.getByText(sl.t(`learn-${id}-p1`)).waitFor();
      const first = page.locator('figure.learn-figure svg.board').first();
      assert.equal(await first.getAttribute('data-variant'), shape);
      assert.equal(await first.locator('.sq').count(), squares);
      await assertNoEnglish(page, forbidden, `/learn/${id}`);
      if (id !== 'chivalry') await shot(page, `learn-sl-${id}`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a variant game’s page links to its variant’s rules', async () => {
  const white = { name: uniqueName('lva') };
  const black = { name: uniqueName('lvb') };
  white.token = await apiUser(white.name);
  black.token = await apiUser(black.name);
  const games = {};
  for (const variant of ['camette', 'anti-cam']) {
    const c = await api('POST', '/challenges', {
      token: white.token,
      body: { opponent: black.name, color: 'white', rated: false, days_per_move: 3, variant },
    });
    games[variant] = await api('POST', `/challenges/${c.id}/accept`, { token: black.token });
  }
  const { context, page, problems } = await pageWithLocale('en-GB');
  try {
    await page.goto(`/games/${games['anti-cam'].id}`);
    await settled(page);
    const antiLink = page.locator('.game-variant').getByRole('link', { name: en.t('game-variant-rules') });
    assert.equal(await antiLink.getAttribute('href'), '/learn/anti', 'every anti variant is explained on the Anti-Camelot page');

    await page.goto(`/games/${games.camette.id}`);
    await settled(page);
    await page.locator('svg.board[data-variant="camette"]').waitFor();
    await page.locator('.game-variant').getByRole('link', { name: en.t('game-variant-rules') }).click();
    await heading(page, en.t('learn-camette-title'));
    assert.equal(new URL(page.url()).pathname, '/learn/camette');
    assert.equal(await page.locator('figure.learn-figure').first().locator('svg.board .sq').count(), 23);
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
      for (const path of ['/learn', '/learn/canters', '/learn/castles', '/learn/river', '/learn/tutorial/capture-duty']) {
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

test('the tutorial’s progress follows a signed-in reader to another browser, and what was solved before signing in is kept', async () => {
  const who = await newPlayer('tut');
  const lessons = LESSONS.tutorial;
  const title = (i) => en.t('learn-lesson-heading', { number: i + 1, total: lessons.length, title: en.t(`learn-tut-${lessons[i].id}-title`) });
  const onServer = async () => (await api('GET', '/me/tutorial', { token: who.token })).done.map((d) => d.lesson);

  // Signed out: the first lesson, kept in this browser.
  const first = await pageWithLocale('en-GB');
  try {
    await first.page.goto('/learn/tutorial');
    await settled(first.page);
    await heading(first.page, title(0));
    await play(first.page, 'E7', 'E8');
    await feedback(first.page).getByText(en.t('learn-tutorial-right', { move: 'E7-E8' })).waitFor();
    assert.deepEqual(await onServer(), []);

    // Signed in: the lesson is added to the account, and the next one is saved there too.
    await sessionFor(first.context, who);
    await first.page.goto('/learn/tutorial');
    await settled(first.page);
    await heading(first.page, title(1));
    assert.deepEqual(await onServer(), [lessons[0].id]);
    assert.equal(await first.page.evaluate(() => localStorage.getItem('camelot-tutorial-done')), null, 'nothing left for the next reader of this browser');
    const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/v1/me/tutorial') && r.request().method() === 'POST');
    await play(first.page, 'G6', 'H7');
    await feedback(first.page).getByText(en.t('learn-tutorial-right', { move: 'G6-H7' })).waitFor();
    assert.equal((await saved).status(), 200);
    assert.deepEqual(await onServer(), [lessons[0].id, lessons[1].id]);
    assert.deepEqual(first.problems, []);
  } finally {
    await first.context.close();
  }

  // Another browser, signed in as the same reader: two lessons solved, the third comes next.
  const second = await pageWithLocale('en-GB');
  try {
    await sessionFor(second.context, who);
    await second.page.goto('/learn/tutorial');
    await settled(second.page);
    await heading(second.page, title(2));
    await second.page.locator('.learn-aside').getByText(en.t('learn-tutorial-progress', { done: 2 })).waitFor();
    assert.equal(await second.page.locator('.learn-lessons li.is-solved').count(), 2);
    await shot(second.page, 'learn-tutorial-progress-on-another-browser');
    assert.deepEqual(second.problems, []);
  } finally {
    await second.context.close();
  }
});
