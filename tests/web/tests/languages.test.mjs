// The whole client in other languages: a player whose browser speaks Slovenian (sl-SI), then
// Basque (eu), reads the start, register and sign-in pages, signs in and walks the main pages
// (inbox, a game in progress on either side's move, a finished game, /games, /tournaments, a
// tournament, a player page, /leaderboard, /analysis, an address with no page), and none of the
// English texts of locales/en/client.ftl shows, neither in the page's text nor in its accessible
// names (aria-label, title, placeholder). Switching the language with the header's picker
// redraws the page in place. Screenshots of every page go to the artifacts (desktop, and phone
// for some).
//
// The forbidden texts are the literal pieces of the English messages (between their variables),
// read with the client's vendored @fluent/bundle; pieces the translation uses as they are
// (names such as "Buchholz", notation, numbers) and pieces too short to mean anything are left
// out. They are matched as whole words, so "Rating" does not match inside Basque "Rating-a".

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BASE, DESKTOP, PASSWORD, PHONE, adminToken, api, apiGame, apiMove, apiUser, launch, settled, shot, uniqueName } from '../lib/harness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WEB = join(ROOT, 'crates', 'camelot-server', 'web');
const { FluentBundle, FluentResource } = await import(join(WEB, 'vendor', 'fluent-bundle', 'index.js'));

/** The client's messages of a language: `t(id, args)`, and the literal pieces of client.ftl. */
function messages(lang) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const files = ['client.ftl', 'learn.ftl'].map((f) => new FluentResource(readFileSync(join(ROOT, 'locales', lang, f), 'utf8')));
  for (const r of files) bundle.addResource(r);
  const t = (id, args = {}) => {
    const m = bundle.getMessage(id);
    assert.ok(m && m.value, `${lang}: no message ${id}`);
    return bundle.formatPattern(m.value, args);
  };
  /** @type {string[]} */
  const pieces = [];
  const walk = (node) => {
    if (typeof node === 'string') {
      pieces.push(...node.split('\n').map((s) => s.trim()).filter(Boolean));
    } else if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (node && typeof node === 'object') {
      // A select: the text of each variant; a variable, number or string literal: nothing.
      if (node.type === 'select') node.variants.forEach((v) => walk(v.value));
      else if (node.value !== undefined && node.type === undefined) walk(node.value);
    }
  };
  // client.ftl only: the learning pages' own texts are checked by learn.test.mjs.
  for (const m of files[0].body) walk(m.value);
  return { t, pieces };
}

const en = messages('en');

/**
 * The English texts that must not show in `lang`: each piece with at least one word of three
 * letters, unless the translation uses the same words (a name such as "Buchholz", or a word the
 * language shares, as Basque "Rating").
 */
function englishOnly(lang) {
  const theirs = messages(lang).pieces;
  return [...new Set(en.pieces)]
    .map((s) => s.replace(/^[\s,.:;·—–(]+|[\s,.:;·—–)]+$/g, ''))
    .filter((s) => s.length >= 4 && /\p{L}{3}/u.test(s) && !theirs.some((p) => holds(p, s)));
}

/** Whether `text` holds `piece` as whole words (letters, digits and "-" join words). */
function holds(text, piece) {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'u').test(text);
}

/** Fails when an English text shows on the page, in its text or in an accessible name. */
async function assertNoEnglish(page, forbidden, where) {
  const text = await page.evaluate(() => {
    // The server's own texts on the page (the bots' descriptions, problems) are in the page's
    // language too: nothing is left out.
    const body = document.body.innerText;
    const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) || ''),
    );
    return [body, document.title, ...attrs].join('\n');
  });
  const found = forbidden.filter((s) => holds(text, s));
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
async function pageWithLocale(locale, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, locale, baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console error: ${m.text()}`);
  });
  return { context, page, problems };
}

/** Signs in with the form, found by its fields' names (its words are not English here). */
async function signInByForm(page, name) {
  await page.goto('/login');
  await settled(page);
  await page.locator('input[name="username"]').fill(name);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL('**/inbox');
  await settled(page);
}

/** What the walk needs: a player with games on both sides' move, a finished one, a tournament. */
async function setUp() {
  const me = { name: uniqueName('lang') };
  me.token = await apiUser(me.name);
  const opp = { name: uniqueName('opp') };
  opp.token = await apiUser(opp.name);
  // My move: the opponent (White) has moved.
  const myMove = await apiGame(opp, me, { days: 3 });
  await apiMove(myMove.id, opp, 'D6-F8', 0);
  // The opponent's move: I (White) have moved, so the conditional moves are offered.
  const theirMove = await apiGame(me, opp, { days: 5 });
  await apiMove(theirMove.id, me, 'D6-F8', 0);
  // A finished game: the opponent resigned.
  const finished = await apiGame(me, opp, { days: 2 });
  await apiMove(finished.id, me, 'D6-F8', 0);
  await api('POST', `/games/${finished.id}/resign`, { token: opp.token });
  // An open challenge to me, and a tournament open for entries.
  await api('POST', '/challenges', { token: opp.token, body: { opponent: me.name, color: 'random', rated: false, days_per_move: 4 } });
  const admin = await adminToken();
  const tournament = await api('POST', '/tournaments', {
    token: admin,
    body: { name: `Cup ${uniqueName('')}`, system: 'swiss', rounds: 3, days_per_move: 3, rated: false, scoring: '1-½-0' },
  });
  await api('POST', `/tournaments/${tournament.id}/join`, { token: me.token });
  // A second one (a round robin of three), started: its rounds, standings and crosstable show.
  const running = await api('POST', '/tournaments', {
    token: admin,
    body: { name: `Open ${uniqueName('')}`, system: 'round_robin', schedule: 'by_round', days_per_move: 3, rated: false, scoring: '1-½-0' },
  });
  const third = { name: uniqueName('thd') };
  third.token = await apiUser(third.name);
  for (const p of [me, opp, third]) await api('POST', `/tournaments/${running.id}/join`, { token: p.token });
  await api('POST', `/tournaments/${running.id}/start`, { token: admin });
  return { me, opp, myMove, theirMove, finished, tournament, running };
}

for (const [locale, lang] of [
  ['sl-SI', 'sl'],
  ['eu', 'eu'],
]) {
  test(`a player whose browser speaks ${locale} reads every main page in ${lang}`, async () => {
    const m = messages(lang);
    const forbidden = englishOnly(lang);
    assert.ok(forbidden.length > 300, `only ${forbidden.length} English texts to look for`);
    const data = await setUp();
    const { context, page, problems } = await pageWithLocale(locale);
    try {
      // Signed out: the start page, registering and signing in.
      for (const [path, name, heading] of [
        ['/', 'home', 'home-heading'],
        ['/register', 'register', 'register-title'],
        ['/login', 'login', 'login-title'],
      ]) {
        await page.goto(path);
        await settled(page);
        await page.getByRole('heading', { level: 1, name: m.t(heading) }).waitFor();
        await assertNoEnglish(page, forbidden, `${path} in ${lang}`);
        await shot(page, `lang-${lang}-${name}`);
      }
      await signInByForm(page, data.me.name);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      await page.getByRole('navigation', { name: m.t('nav-label') }).getByRole('link', { name: m.t('nav-inbox') }).waitFor();

      /** Visits a page, waits for what shows it is drawn, checks it and saves a screenshot. */
      const visit = async (path, name, ready) => {
        await page.goto(path);
        await settled(page);
        await ready();
        // Live parts (deadlines, the engine's list) draw once more after the first paint.
        await page.waitForTimeout(400);
        await assertNoEnglish(page, forbidden, `${path} in ${lang}`);
        await shot(page, `lang-${lang}-${name}`);
      };

      await visit('/inbox', 'inbox', async () => {
        await page.locator('#your-move li').first().waitFor();
        await page.locator('.play-computer form, .play-computer .empty').first().waitFor();
        await page.locator('#leave dl').waitFor();
        await page.getByText(m.t('inbox-challenge-from', { username: data.opp.name })).waitFor();
      });
      await visit(`/games/${data.myMove.id}`, 'game-my-move', async () => {
        await page.getByText(m.t('game-status-your-move')).waitFor();
        await page.locator('.move-list button.move').first().waitFor();
      });
      // A square of the board speaks in the language too.
      const square = await page.locator('[data-square="F8"]').getAttribute('aria-label');
      assert.match(square || '', new RegExp(m.t('board-piece', { side: 'white', kind: 'man' })));
      await page.locator('[data-square="E10"]').click();
      await page.getByText(m.t('game-square-selected', { square: 'E10' })).waitFor();
      await assertNoEnglish(page, forbidden, `a picked piece in ${lang}`);

      await visit(`/games/${data.theirMove.id}`, 'game-their-move', async () => {
        await page.getByText(m.t('game-status-waiting', { username: data.opp.name })).waitFor();
        await page.getByRole('heading', { name: m.t('game-conditional-title') }).waitFor();
      });
      await visit(`/games/${data.finished.id}`, 'game-finished', async () => {
        await page.getByRole('heading', { name: m.t('after-heading') }).waitFor();
        await page.getByRole('heading', { name: m.t('analysis-panel-heading') }).waitFor();
      });
      await visit('/games', 'games', async () => {
        await page.locator('.watch-list li').first().waitFor();
      });
      await visit('/tournaments', 'tournaments', async () => {
        await page.locator('main table').first().waitFor();
      });
      await visit(`/tournaments/${data.tournament.id}`, 'tournament', async () => {
        await page.getByRole('button', { name: m.t('tournament-leave') }).waitFor();
      });
      await visit(`/tournaments/${data.running.id}`, 'tournament-running', async () => {
        await page.getByRole('table', { name: m.t('tournament-round-boards', { round: 1 }) }).waitFor();
        await page.locator('table.crosstable').waitFor();
      });
      await visit(`/players/${data.me.name}`, 'player', async () => {
        await page.getByText(m.t('player-member-since')).waitFor();
      });
      await visit('/leaderboard', 'leaderboard', async () => {
        await page.locator('table.leaderboard').waitFor();
      });
      await visit('/analysis', 'analysis', async () => {
        await page.getByText(m.t('analysis-white-to-move')).waitFor();
        await page.locator('.engine-card').waitFor();
      });
      await visit('/no-such-page', 'not-found', async () => {
        await page.getByRole('heading', { name: m.t('page-not-found-heading') }).waitFor();
      });

      // The picker redraws the page in the other language without leaving it.
      const other = lang === 'sl' ? 'eu' : 'sl';
      const o = messages(other);
      await page.goto(`/games/${data.myMove.id}`);
      await settled(page);
      await page.getByText(m.t('game-status-your-move')).waitFor();
      await page.getByLabel(m.t('language-label')).selectOption(other);
      await page.getByText(o.t('game-status-your-move')).waitFor();
      await page.getByRole('navigation', { name: o.t('nav-label') }).getByRole('link', { name: o.t('nav-games') }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/games/${data.myMove.id}`, 'the page stays where it was');
      assert.equal(await page.evaluate(() => document.documentElement.lang), other);
      await page.waitForTimeout(400);
      await assertNoEnglish(page, englishOnly(other), `the game page switched to ${other}`);
      await page.getByLabel(o.t('language-label')).selectOption(lang);
      await page.getByText(m.t('game-status-your-move')).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('the translated pages fit a phone screen (Slovenian and Basque)', async () => {
  const data = await setUp();
  for (const [locale, lang] of [
    ['sl-SI', 'sl'],
    ['eu', 'eu'],
  ]) {
    // The first sign-in saved Slovenian to the account, which a sign-in takes up: forgotten, so
    // that this browser's language counts.
    await api('PATCH', '/me', { token: data.me.token, body: { language: null } });
    const { context, page, problems } = await pageWithLocale(locale, PHONE);
    try {
      await signInByForm(page, data.me.name);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      for (const [path, name] of [
        ['/inbox', 'inbox'],
        [`/games/${data.myMove.id}`, 'game'],
        ['/games', 'games'],
        [`/tournaments/${data.tournament.id}`, 'tournament'],
        ['/leaderboard', 'leaderboard'],
        ['/analysis', 'analysis'],
      ]) {
        await page.goto(path);
        await settled(page);
        await page.waitForTimeout(600);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow}px on a phone in ${lang}`);
        await shot(page, `lang-${lang}-phone-${name}`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

/** A message of a language's server.ftl (the words the server writes itself). */
function serverMessage(lang, id) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  bundle.addResource(new FluentResource(readFileSync(join(ROOT, 'locales', lang, 'server.ftl'), 'utf8')));
  const m = bundle.getMessage(id);
  assert.ok(m && m.value, `${lang}: no server message ${id}`);
  return bundle.formatPattern(m.value, {});
}

/** The account's saved language (GET /me), waiting up to 10 s for it to become `want`: the client saves it in the background. */
async function savedLanguage(token, want) {
  const until = Date.now() + 10_000;
  for (;;) {
    const { language } = await api('GET', '/me', { token });
    if (language === want || Date.now() > until) return language;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The hint of the computer's level on the inbox: the chosen bot's description (level 1 at first). */
const botHint = (page) => page.locator('.play-computer [data-field="level"] .hint');

test('the picked language follows the player: saved to the account, taken up at a sign-in in another browser; the bots describe themselves in it', async () => {
  const sl = messages('sl');
  const eu = messages('eu');
  const name = uniqueName('pick');
  const token = await apiUser(name);
  assert.equal((await api('GET', '/me', { token })).language, null, 'a new account has no saved language');

  // An English browser. The account has no language yet: signing in saves the page's.
  const first = await pageWithLocale('en-US');
  try {
    await signInByForm(first.page, name);
    assert.equal(await first.page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await savedLanguage(token, 'en'), 'en');
    await botHint(first.page).filter({ hasText: serverMessage('en', 'bot-level-1') }).waitFor();

    // Slovenian picked while signed in: the account's language becomes Slovenian, and the page
    // (the bots' descriptions from the server included) is drawn again in it.
    await first.page.getByLabel(en.t('language-label')).selectOption('sl');
    await first.page.getByRole('navigation', { name: sl.t('nav-label') }).getByRole('link', { name: sl.t('nav-inbox') }).waitFor();
    assert.equal(await savedLanguage(token, 'sl'), 'sl');
    await botHint(first.page).filter({ hasText: serverMessage('sl', 'bot-level-1') }).waitFor();
    assert.equal(await botHint(first.page).getAttribute('lang'), null, 'the description is not marked as English');
    await first.page.waitForTimeout(400);
    await assertNoEnglish(first.page, englishOnly('sl'), 'the inbox after picking Slovenian');
    await shot(first.page, 'lang-picked-sl-inbox');
    assert.deepEqual(first.problems, []);
  } finally {
    await first.context.close();
  }

  // A fresh English browser: signing in draws the pages in the account's Slovenian, unpicked.
  const second = await pageWithLocale('en-US');
  try {
    await second.page.goto('/login');
    await settled(second.page);
    assert.equal(await second.page.evaluate(() => document.documentElement.lang), 'en');
    await signInByForm(second.page, name);
    assert.equal(await second.page.evaluate(() => document.documentElement.lang), 'sl');
    assert.equal(await second.page.getByLabel(sl.t('language-label')).inputValue(), 'sl');
    await second.page.getByRole('heading', { level: 1, name: sl.t('nav-inbox') }).waitFor();
    await botHint(second.page).filter({ hasText: serverMessage('sl', 'bot-level-1') }).waitFor();
    await second.page.waitForTimeout(400);
    await assertNoEnglish(second.page, englishOnly('sl'), 'the inbox after signing in to a Slovenian account');
    await shot(second.page, 'lang-account-sl-inbox');
    // The account's language is the browser's own choice from now on: a reload keeps it.
    await second.page.reload();
    await settled(second.page);
    assert.equal(await second.page.evaluate(() => document.documentElement.lang), 'sl');
    assert.equal(await savedLanguage(token, 'sl'), 'sl', 'taking the account language up saves nothing else');

    // Basque picked here: saved, and the bots describe themselves in Basque.
    await second.page.getByLabel(sl.t('language-label')).selectOption('eu');
    await botHint(second.page).filter({ hasText: serverMessage('eu', 'bot-level-1') }).waitFor();
    assert.equal(await savedLanguage(token, 'eu'), 'eu');
    await shot(second.page, 'lang-picked-eu-inbox');
    assert.deepEqual(second.problems, []);
  } finally {
    await second.context.close();
  }

  // Signed out, a pick is the browser's alone (the account keeps Basque), and the server's
  // answers follow it: a wrong password is told in Slovenian in an English browser.
  const third = await pageWithLocale('en-US');
  try {
    await third.page.goto('/login');
    await settled(third.page);
    await third.page.getByLabel(en.t('language-label')).selectOption('sl');
    await third.page.getByRole('heading', { level: 1, name: sl.t('login-title') }).waitFor();
    await third.page.locator('input[name="username"]').fill(name);
    await third.page.locator('input[name="password"]').fill('not the password');
    await third.page.locator('main form button[type="submit"]').click();
    await third.page.locator('main .form-error').filter({ hasText: serverMessage('sl', 'wrong-username-or-password') }).waitFor();
    await shot(third.page, 'lang-sl-wrong-password');
    assert.equal((await api('GET', '/me', { token })).language, 'eu');
    assert.deepEqual(third.problems, []);
  } finally {
    await third.context.close();
  }
});
