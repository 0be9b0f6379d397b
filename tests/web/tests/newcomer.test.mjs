// What a newcomer found broken in the client, each checked where it broke (desktop and phone):
// the move list after long paths, "Show more" with nothing more, the inbox badge after my own
// move, typed illegal moves, the Send button on a phone; and the rough edges around them
// (field errors said twice, a finished game in the present tense, the CGN text, the move
// table's header, a "Claim draw" with nothing to claim, notices that push the page down, the
// conditional-moves example, unknown addresses). Also the replay of earlier positions.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  BASE,
  DESKTOP,
  PASSWORD,
  PHONE,
  api,
  apiGame,
  apiMove,
  apiUser,
  assertClean,
  launch,
  newPage,
  settled,
  shot,
  uniqueName,
  newPlayer,
  sessionFor,
} from '../lib/harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const mk = newPlayer;
const session = sessionFor;

/**
 * Plays `plies` moves, each side always choosing its longest legal path (long canters and
 * capture chains, the moves that broke the move list).
 */
async function playLongest(game, white, black, plies) {
  for (let ply = 0; ply < plies; ply++) {
    const who = ply % 2 === 0 ? white : black;
    const legal = await api('GET', `/games/${game}/legal-moves`, { token: who.token });
    if (!legal.moves.length) break;
    const move = legal.moves.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    const g = await apiMove(game, who, move.path, ply);
    if (g.status !== 'active') break;
  }
  return api('GET', `/games/${game}`, { token: white.token });
}

/** The move list's geometry: every cell inside the list's box, no row taller than its text needs. */
async function moveListLayout(page) {
  return page.evaluate(() => {
    const scroller = /** @type {HTMLElement} */ (document.querySelector('.moves-scroll'));
    const table = /** @type {HTMLElement} */ (scroller.querySelector('table'));
    const box = scroller.getBoundingClientRect();
    const cells = [...scroller.querySelectorAll('button.move')].map((b) => {
      const r = b.getBoundingClientRect();
      const style = getComputedStyle(b);
      const line = parseFloat(style.lineHeight);
      const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = b.textContent || '';
      const width = r.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // Lines needed when breaking only at separators (each piece is a square and its separator).
      const pieces = text.split(/(?<=[-x])/);
      let lines = 1;
      let used = 0;
      for (const p of pieces) {
        const w = ctx.measureText(p).width;
        if (used > 0 && used + w > width + 0.5) {
          lines += 1;
          used = 0;
        }
        used += w;
      }
      const textHeight = r.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return { text, left: r.left, right: r.right, lines: Math.round(textHeight / line), needed: lines };
    });
    return {
      overflow: table.scrollWidth - scroller.clientWidth,
      boxLeft: box.left,
      boxRight: box.right,
      cells,
      blackHeader: (() => {
        const th = scroller.querySelectorAll('thead th')[2].getBoundingClientRect();
        return { left: th.left, right: th.right };
      })(),
    };
  });
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`the move list keeps both columns in its card after long paths, and replays earlier positions (${label})`, async () => {
    const [w, b] = await Promise.all([mk('mlw'), mk('mlb')]);
    const game = await apiGame(w, b);
    const g = await playLongest(game.id, w, b, 16);
    assert.ok(g.moves.some((m) => m.path.split(/[-x]/).length >= 4), 'some path has three legs or more');
    const { context, page } = await newPage(browser, { viewport });
    await session(context, w);
    await page.goto(`/games/${game.id}`);
    await settled(page);
    await page.locator('.moves-scroll').waitFor();
    const layout = await moveListLayout(page);
    assert.ok(layout.overflow <= 0, `the table is ${layout.overflow}px wider than its box`);
    assert.ok(layout.blackHeader.right <= layout.boxRight + 1, 'the Black column header is inside the box');
    for (const c of layout.cells) {
      assert.ok(c.left >= layout.boxLeft - 1 && c.right <= layout.boxRight + 1, `${c.text} is inside the box`);
      assert.ok(c.lines <= c.needed, `${c.text} takes ${c.lines} lines where ${c.needed} do (wrapping only at separators)`);
    }
    // The header row is not covered by the card title above it.
    const [header, title] = await Promise.all([
      page.locator('table.moves thead th').first().boundingBox(),
      page.getByRole('heading', { name: 'Moves', exact: true }).boundingBox(),
    ]);
    assert.ok(header && title && header.y >= title.y + title.height - 1, 'the header row is below the card title');
    await shot(page, `newcomer-move-list-${label}`);

    // Replay: the first move's position, said to be an earlier one; nothing can be moved there.
    const current = g.moves.length;
    await page.locator('button.move[data-ply="1"]').click();
    const note = page.locator('.replay-note');
    await note.waitFor();
    assert.match(await note.innerText(), /not the current position/);
    const first = g.moves[0].path.split(/[-x]/);
    assert.ok(await page.locator(`[data-square="${first[first.length - 1]}"][data-piece="white-${'man'}"], [data-square="${first[first.length - 1]}"][data-piece="white-knight"]`).count(), 'the first move’s piece stands on its landing square');
    assert.equal(await page.locator('.sq.is-movable').count(), 0, 'no piece can be picked in an earlier position');
    assert.equal(await page.locator('button.move[aria-current="step"]').getAttribute('data-ply'), '1');
    await shot(page, `newcomer-replay-${label}`);
    // Keyboard: → one move on, Home to the start, End back to the current position.
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator('button.move[aria-current="step"]').getAttribute('data-ply'), '2');
    await page.keyboard.press('Home');
    assert.equal(await page.locator('button.move[aria-current="step"]').count(), 0);
    assert.match(await note.innerText(), /Start position/);
    assert.equal(await page.locator('[data-square="F7"][data-piece="white-man"]').count(), 1, 'the start position is shown');
    await page.keyboard.press('End');
    await note.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('button.move[aria-current="step"]').getAttribute('data-ply'), String(current));
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.locator('button.move[aria-current="step"]').getAttribute('data-ply'), String(current - 1));
    await page.getByRole('button', { name: 'Back to the current position' }).click();
    await note.waitFor({ state: 'hidden' });
    assertClean(page);
    await context.close();
  });

  test(`"Show more" appears only when there is more (${label})`, async () => {
    const { context, page } = await newPage(browser, { viewport });
    await page.goto('/leaderboard');
    await settled(page);
    await page.locator('table.leaderboard').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.getByRole('button', { name: 'Show more' }).isVisible(), false, 'no Show more on the leaderboard');
    const rows = await page.locator('table.leaderboard tbody tr').count();
    await page.goto('/tournaments?status=finished');
    await settled(page);
    await page.waitForTimeout(300);
    assert.equal(await page.getByRole('button', { name: 'Show more' }).isVisible(), false, 'no Show more on the tournaments page');
    // Who may create a tournament, for a reader who may not.
    await page.getByText('Tournaments are created by organizers').waitFor();
    assert.ok(rows >= 0);
    assertClean(page);
    await context.close();
  });

  test(`a typed move is checked against the legal moves, and Send stays in sight (${label})`, async () => {
    const [w, b] = await Promise.all([mk('tyw'), mk('tyb')]);
    const game = await apiGame(w, b);
    const { context, page } = await newPage(browser, { viewport });
    await session(context, w);
    await page.goto(`/games/${game.id}`);
    await settled(page);
    await page.getByText('Your move.').waitFor();
    // No draw can be claimed at the start.
    assert.equal(await page.getByRole('button', { name: 'Claim draw' }).count(), 0);
    // E7-E9 jumps over an empty square: not a move.
    await page.getByLabel('Type a move').fill('e7-e9');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('E7-E9 is not a legal move').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Send move' }).isVisible(), false, 'no Send for an illegal move');
    assert.equal(await page.locator('.path-overlay polyline').count(), 0, 'no path drawn');
    // A legal one is offered.
    await page.getByLabel('Type a move').fill('E7-E8');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('button', { name: 'Send move' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Picking on the board: the Send button is on screen without scrolling.
    await page.locator('[data-square="F7"]').click();
    await page.locator('[data-square="F8"]').click();
    const send = page.getByRole('button', { name: 'Send move' });
    await send.waitFor();
    const box = await send.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, `Send is on screen (at ${box?.y})`);
    await shot(page, `newcomer-confirm-${label}`);
    // The inbox badge counted this game; after my move it no longer does.
    const badge = page.getByRole('navigation', { name: 'Main' }).locator('.badge');
    await badge.waitFor();
    await send.click();
    await page.getByText(`Waiting for ${b.name} to move.`).waitFor();
    await badge.waitFor({ state: 'detached' });
    assertClean(page);
    await context.close();
  });
}

test('a field error is said once, as a sentence', async () => {
  const { page } = await newPage(browser, { viewport: PHONE });
  await page.goto('/register');
  await settled(page);
  await page.getByLabel('Username').fill(uniqueName('pw'));
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const error = page.locator('[data-field="password"] .field-error');
  await error.filter({ hasText: 'at least' }).waitFor();
  assert.match(await error.innerText(), /^Must be at least \d+ characters long\.$/);
  assert.equal(await page.getByText('must be at least', { exact: false }).count(), 1, 'said once');
  assert.equal(await page.locator('form .form-error').innerText(), '', 'not repeated above the form');
  assertClean(page);
});

test('notices float over the page instead of pushing it down', async () => {
  const { context, page } = await newPage(browser, { viewport: PHONE });
  const [w, b] = await Promise.all([mk('ntw'), mk('ntb')]);
  const game = await apiGame(w, b);
  await session(context, w);
  await page.goto(`/games/${game.id}`);
  await settled(page);
  await page.getByText('Your move.').waitFor();
  // Where the heading is on the page (not on the screen: clicking may scroll).
  const top = () => page.evaluate(() => (document.querySelector('h1')?.getBoundingClientRect().top || 0) + window.scrollY);
  const before = await top();
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.locator('#notice').getByText('Draw offered.').waitFor();
  assert.equal(await top(), before, 'the heading stays where it was');
  assertClean(page);
});

test('a finished game: past tense in the inbox, rating change, pieces left, rematch, CGN text shown', async () => {
  const [w, b] = await Promise.all([mk('fiw'), mk('fib')]);
  const game = await apiGame(w, b, { rated: true });
  await apiMove(game.id, w, 'D6-F8', 0);
  await apiMove(game.id, b, 'E10-E9', 1);
  await api('POST', `/games/${game.id}/resign`, { token: b.token });
  const { context, page } = await newPage(browser, { viewport: PHONE });
  await session(context, w);
  await page.goto('/inbox');
  await settled(page);
  const item = page.locator(`[data-game-id="${game.id}"]`);
  await item.waitFor();
  const meta = await item.locator('.meta').innerText();
  assert.match(meta, /you played White/);
  assert.doesNotMatch(meta, /you play |move \d/);

  await page.goto(`/games/${game.id}`);
  await settled(page);
  const card = page.locator('.after-game');
  await card.waitFor();
  const text = await card.innerText();
  assert.match(text, /Pieces left/);
  assert.match(text, /4 Knights, 10 Men/);
  assert.match(text, /→/, 'the rating change is shown');
  await page.getByRole('button', { name: 'Show the CGN text' }).click();
  const cgn = page.locator('pre.cgn-text');
  await cgn.waitFor();
  await page.waitForFunction(() => (document.querySelector('pre.cgn-text')?.textContent || '').includes('D6-F8'));
  await card.getByRole('button', { name: 'Rematch' }).click();
  await page.locator('.rematch-status').filter({ hasText: 'Rematch offered' }).waitFor();
  const received = await api('GET', '/challenges?direction=incoming&status=open&limit=100', { token: b.token });
  assert.equal(received.items.length, 1, 'the opponent has the rematch challenge');
  // Same settings, colours swapped: White asked, so the challenger now plays Black.
  assert.equal(received.items[0].challenger, w.name);
  assert.equal(received.items[0].color, 'black');
  assert.equal(received.items[0].rated, true);
  await shot(page, 'newcomer-finished-game-phone');
  assert.equal(await page.getByRole('button', { name: 'Claim draw' }).count(), 0);
  assertClean(page);
});

test('the conditional-moves example fits the position', async () => {
  const [w, b] = await Promise.all([mk('cxw'), mk('cxb')]);
  const game = await apiGame(w, b);
  await apiMove(game.id, w, 'D6-F8', 0);
  await apiMove(game.id, b, 'E10-E9', 1);
  await apiMove(game.id, w, 'F8-F9', 2).catch(() => apiMove(game.id, w, 'G6-G5', 2));
  // Black waits for… no: White has moved, so Black is to move; White sees the panel.
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await session(context, w);
  await page.goto(`/games/${game.id}`);
  await settled(page);
  const box = page.getByRole('textbox', { name: 'Lines, one per line' });
  await box.waitFor();
  await page.waitForFunction(() => (document.querySelector('textarea[name="lines"]')?.getAttribute('placeholder') || '').includes(' '));
  const [theirs, mine] = ((await box.getAttribute('placeholder')) || '').split(' ');
  const g = await api('GET', `/games/${game.id}`, { token: w.token });
  const legal = await api('GET', `/analysis?position=${encodeURIComponent(g.position)}`);
  const move = legal.moves.find((m) => m.path === theirs);
  assert.ok(move, `${theirs} is a move of Black's now`);
  const replies = await api('GET', `/analysis?position=${encodeURIComponent(move.position)}`);
  assert.ok(replies.moves.some((m) => m.path === mine), `${mine} answers it`);
  assertClean(page);
});

test('an unknown address shows a page that says so', async () => {
  const { page } = await newPage(browser, { viewport: PHONE });
  const res = await page.goto('/rules');
  await settled(page);
  assert.equal(await page.locator('h1').innerText(), 'Page not found');
  assert.equal(res?.status(), 404);
  await shot(page, 'newcomer-not-found-phone');
  // A known kind of page about something that does not exist says so too.
  await page.goto('/games/999999999');
  await settled(page);
  assert.equal(await page.locator('h1').innerText(), 'Not found');
  assertClean(page);
});

test('a new challenge may use a Fischer time control', async () => {
  const [w, b] = await Promise.all([mk('fcw'), mk('fcb')]);
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await session(context, w);
  await page.goto('/inbox');
  await settled(page);
  const form = page.getByRole('form', { name: 'New challenge or open seek' });
  await form.getByRole('textbox', { name: 'Opponent', exact: true }).fill(b.name);
  await form.getByRole('combobox', { name: 'Time control' }).selectOption('fischer');
  await form.getByRole('spinbutton', { name: 'Initial days' }).fill('7');
  await form.getByRole('spinbutton', { name: 'Increment days' }).fill('2');
  await form.getByRole('spinbutton', { name: 'Most days' }).fill('20');
  await form.getByRole('checkbox', { name: 'Rated game' }).uncheck();
  await form.getByRole('button', { name: 'Send challenge' }).click();
  await page.getByText(`To ${b.name}`, { exact: true }).waitFor();
  const sent = await api('GET', '/challenges?direction=outgoing&status=open&limit=100', { token: w.token });
  const c = sent.items.find((x) => JSON.stringify(x).includes(b.name));
  assert.ok(c, 'the challenge is listed');
  assert.equal(c.time_control.kind, 'fischer');
  assert.equal(c.time_control.initial_days, 7);
  assert.equal(c.time_control.increment_days, 2);
  assert.equal(c.time_control.max_days, 20);
  await shot(page, 'newcomer-fischer-challenge-desktop');
  assertClean(page);
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`anyone can list the games being played and follow one live without signing in (${label})`, async () => {
    const [w, b] = await Promise.all([mk('gvw'), mk('gvb')]);
    const game = await apiGame(w, b, { rated: true });
    await apiMove(game.id, w, 'F7-H5-J7', 0);
    const done = await apiGame(b, w);
    await api('POST', `/games/${done.id}/resign`, { token: w.token });
    const { page } = await newPage(browser, { viewport });
    await page.goto('/');
    await settled(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    await page.waitForURL('**/games');
    await settled(page);
    // Filtered by one player: the game in progress and the finished one, each in its list.
    await page.getByLabel('Player').fill(w.name);
    await page.getByRole('button', { name: 'Show games' }).click();
    await page.waitForURL(`**/games?player=${w.name}`);
    const active = page.getByRole('region', { name: 'Being played now' });
    const finished = page.getByRole('region', { name: 'Recently finished' });
    const item = active.locator(`[data-game-id="${game.id}"]`);
    await item.waitFor();
    assert.equal(await item.locator('svg.mini-board').count(), 1, 'a board preview');
    assert.match(await item.innerText(), /F7-H5-J7/);
    await finished.locator(`[data-game-id="${done.id}"]`).waitFor();
    assert.equal(await active.locator(`[data-game-id="${done.id}"]`).count(), 0);
    // Rated only / unrated only.
    await page.getByLabel('Rated', { exact: true }).selectOption('false');
    await page.getByRole('button', { name: 'Show games' }).click();
    await page.waitForURL(/rated=false/);
    await finished.locator(`[data-game-id="${done.id}"]`).waitFor();
    await active.getByText('No game is being played that fits.').waitFor();
    await page.getByLabel('Rated', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Show games' }).click();
    await item.waitFor();
    await shot(page, `page-games-${label}`);
    // The list follows the game: Black's move appears without a reload.
    await apiMove(game.id, b, 'C11-E9', 1);
    await active.locator(`[data-game-id="${game.id}"]`).getByText('C11-E9').waitFor({ timeout: 25_000 });

    // A spectator follows the game itself live.
    await item.getByRole('link', { name: `${w.name} – ${b.name}` }).click();
    await page.waitForURL(`**/games/${game.id}`);
    await settled(page);
    await page.locator('.moves-scroll').waitFor();
    assert.equal(await page.locator('.sq.is-movable').count(), 0);
    await apiMove(game.id, w, 'D6-D8', 2);
    await page.locator('table.moves td.last').filter({ hasText: 'D6-D8' }).waitFor({ timeout: 25_000 });
    await shot(page, `newcomer-spectator-${label}`);
    assertClean(page);
  });
}
