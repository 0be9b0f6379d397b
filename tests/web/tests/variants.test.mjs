// The Camelot family in the browser: a game of Camette chosen in the challenge form and played
// to the end by clicking, its replay, the variant's leaderboard and the player's ratings per
// variant; Chivalry's 176-square board; River's tree placement by clicking three squares.
//
// The Camette line (checked with the rules CLI: `camelot --variant camette apply start
// B3-A3 C5-B4 A3xC5xC7`): White's Man jumps B4 and then C6 (Black's Knight) and lands in
// Black's castle C7; one piece in the enemy castle wins Camette.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, adminToken, api, apiUser, assertClean, launch, newPage, settled, shot, signIn, uniqueName } from '../lib/harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const square = (page, sq) => page.locator(`svg.board [data-square="${sq}"]`);

/** Two players through the API (tokens and names). */
async function players(a, b) {
  const white = { name: uniqueName(a) };
  const black = { name: uniqueName(b) };
  white.token = await apiUser(white.name);
  black.token = await apiUser(black.name);
  return { white, black };
}

/** A game of `variant` between two API players, White challenging. */
async function variantGame(white, black, variant) {
  const c = await api('POST', '/challenges', {
    token: white.token,
    body: { opponent: black.name, color: 'white', rated: false, days_per_move: 3, variant },
  });
  return api('POST', `/challenges/${c.id}/accept`, { token: black.token });
}

/** Clicks a path square by square and sends it. */
async function play(page, squares, shown) {
  for (const sq of squares) await square(page, sq).click();
  await page.locator('.confirm-bar').getByText(shown, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Send move' }).click();
}

test('a rated game of Camette: chosen in the challenge form, played to the castle by clicking, replayed, then on its leaderboard and the players’ pages', async () => {
  const { white: alice, black: bob } = await players('cama', 'camb');
  const { page: a } = await newPage(browser, { viewport: DESKTOP });
  const { page: b } = await newPage(browser, { viewport: PHONE });
  await signIn(a, alice.name);
  await signIn(b, bob.name);

  // The form offers every variant, Camelot first and chosen, each with its line of rules.
  const form = a.getByRole('form', { name: 'New challenge or open seek' });
  const variant = form.getByRole('combobox', { name: 'Variant' });
  assert.equal(await variant.inputValue(), 'camelot');
  const options = await variant.locator('option').evaluateAll((els) => els.map((e) => e.getAttribute('value')));
  assert.deepEqual(options, ['camelot', 'camette', 'cam', 'chivalry', 'river', 'anti', 'anti-camette', 'anti-cam', 'anti-chivalry', 'anti-river']);
  await variant.selectOption('camette');
  await form.getByText('The smallest board: 23 squares').waitFor();
  await form.getByRole('textbox', { name: 'Opponent', exact: true }).fill(bob.name);
  await form.getByRole('combobox', { name: 'Your colour' }).selectOption('white');
  await shot(a, 'variants-01-challenge-form');
  await form.getByRole('button', { name: 'Send challenge' }).click();
  // The computer form offers the variants too.
  await a.getByRole('form', { name: 'Play the computer' }).getByRole('combobox', { name: 'Variant' }).waitFor();

  // Bob sees the variant in the challenge, accepts and lands on a Camette board.
  const accept = b.getByRole('button', { name: `Accept the challenge of ${alice.name}` });
  await accept.waitFor();
  await b.locator('.challenge').getByText(/Camette/).first().waitFor();
  await accept.click();
  await b.waitForURL(/\/games\/\d+$/);
  const gameUrl = new URL(b.url()).pathname;
  await a.goto(gameUrl);
  await settled(a);
  for (const page of [a, b]) {
    await page.locator('svg.board[data-variant="camette"]').waitFor();
    assert.equal(await page.locator('svg.board .sq').count(), 23, 'Camette has 23 squares');
    await page.locator('.game-variant .variant-tag').getByText('Camette', { exact: true }).waitFor();
  }
  assert.equal(await a.locator('.game-info dd').first().textContent(), 'Camette');

  // 1. B3-A3  1… C5-B4  2. A3xC5xC7 (into Black's castle: White wins).
  await a.getByText('Your move.').waitFor();
  await shot(a, 'variants-02-camette-start');
  await play(a, ['B3', 'A3'], 'B3-A3');
  await b.getByText('Your move.').waitFor();
  await play(b, ['C5', 'B4'], 'C5-B4');
  await a.locator('svg.board [data-square="B4"][data-piece="black-man"]').waitFor();
  await a.getByText('Your move.').waitFor();
  await square(a, 'A3').click();
  await square(a, 'C5').click();
  await square(a, 'C7').click();
  await a.locator('.confirm-bar').getByText('A3xC5xC7', { exact: true }).waitFor();
  await shot(a, 'variants-03-camette-winning-jump');
  await a.getByRole('button', { name: 'Send move' }).click();
  await a.locator('.status-line.over').waitFor();
  await b.locator('.status-line.over').waitFor();
  assert.match(await a.locator('.status-line').textContent(), /1–0|1-0/);
  assert.match(await a.locator('.status-line').textContent(), /a piece entered the opponent's castle/);
  assert.equal(await a.locator('svg.board [data-square="C7"]').getAttribute('data-piece'), 'white-man');
  await shot(a, 'variants-04-camette-won');
  await shot(b, 'variants-04-camette-won-phone');

  // Replay: the start and the position after 1. B3-A3, rebuilt on Camette's board.
  await a.locator('.replay-bar button').first().click();
  await a.locator('.replay-note').waitFor();
  assert.equal(await a.locator('svg.board [data-square="C6"]').getAttribute('data-piece'), 'black-knight');
  assert.equal(await a.locator('svg.board [data-square="B3"]').getAttribute('data-piece'), 'white-man');
  await a.locator('.replay-bar button').nth(2).click();
  assert.equal(await a.locator('svg.board [data-square="A3"]').getAttribute('data-piece'), 'white-man');
  assert.equal(await a.locator('svg.board [data-square="B3"]').getAttribute('data-piece'), null);
  await shot(a, 'variants-05-camette-replay');

  // The game was rated: Camette's leaderboard lists both, Camelot's does not.
  await a.goto('/leaderboard?variant=camette');
  await settled(a);
  const picker = a.getByRole('combobox', { name: 'Variant' });
  assert.equal(await picker.inputValue(), 'camette');
  await a.locator('table.leaderboard').getByRole('link', { name: alice.name }).waitFor();
  await a.locator('table.leaderboard').getByRole('link', { name: bob.name }).waitFor();
  await shot(a, 'variants-06-leaderboard-camette');
  await picker.selectOption('camelot');
  await a.waitForURL(/\/leaderboard$/);
  await settled(a);
  assert.equal(await a.locator('table.leaderboard').getByRole('link', { name: alice.name }).count(), 0);
  await b.goto('/leaderboard?variant=camette');
  await settled(b);
  await b.locator('table.leaderboard').getByRole('link', { name: bob.name }).waitFor();
  await shot(b, 'variants-06-leaderboard-camette-phone');

  // The player's page: a rating per variant played.
  await a.goto(`/players/${alice.name}`);
  await settled(a);
  const ratings = a.locator('.variant-ratings');
  await ratings.getByRole('link', { name: 'Camette' }).waitFor();
  await ratings.getByRole('link', { name: 'Camelot' }).waitFor();
  const row = await ratings.locator('tr', { has: a.getByRole('link', { name: 'Camette' }) }).textContent();
  assert.match(row, /15\d\d/, 'Alice won: her Camette rating went up from 1500');
  await a.getByText('Rating (Camelot)').waitFor();
  await shot(a, 'variants-07-player-ratings');
  // Each variant's rating history: Camette's has the game.
  await ratings.getByRole('link', { name: 'Camette' }).click();
  await a.waitForURL(/\?variant=camette$/);
  await a.getByRole('heading', { name: 'Rating history: Camette' }).waitFor();
  assert.equal(await a.getByText('No rated game yet.').count(), 0);
  await shot(a, 'variants-07-player-history-camette');
  assertClean(a);
  assertClean(b);
});

test('a game of Chivalry shows its 176-square board (files A–N), also in the list of games', async () => {
  const { white, black } = await players('chiva', 'chivb');
  const g = await variantGame(white, black, 'chivalry');
  for (const [viewport, suffix] of [[DESKTOP, ''], [PHONE, '-phone']]) {
    const { page } = await newPage(browser, { viewport });
    const me = suffix ? black : white;
    await signIn(page, me.name);
    await page.goto(`/games/${g.id}`);
    await settled(page);
    await page.locator('svg.board[data-variant="chivalry"]').waitFor();
    assert.equal(await page.locator('svg.board .sq').count(), 176);
    const files = await page.locator('svg.board .coord').allTextContents();
    assert.ok(files.includes('N') && files.includes('M'), 'files run to N');
    assert.match(await square(page, 'H16').getAttribute('aria-label'), /castle/);
    await page.locator('.game-variant').getByText('Chivalry', { exact: true }).waitFor();
    // White moves first: a Knight of the second row steps forward; Black answers.
    await page.getByText('Your move.').waitFor();
    if (suffix) await play(page, ['C10', 'C9'], 'C10-C9');
    else await play(page, ['C7', 'C8'], 'C7-C8');
    await page.locator('.status-line:not(.your-move)').waitFor();
    await shot(page, `variants-08-chivalry${suffix}`);
    if (!suffix) {
      // The list of games draws each board in its shape.
      await page.goto('/games');
      await settled(page);
      const item = page.locator(`.watch-item[data-game-id="${g.id}"]`);
      await item.locator('svg.mini-board[data-variant="chivalry"]').waitFor();
      await item.locator('.variant-tag').getByText('Chivalry').waitFor();
      await shot(page, 'variants-09-games-list');
      // Narrowed to a variant: Chivalry keeps the game, Cam has none of it.
      await page.getByRole('combobox', { name: 'Variant' }).selectOption('chivalry');
      await page.getByRole('button', { name: 'Show games' }).click();
      await page.waitForURL(/\/games\?variant=chivalry$/);
      await settled(page);
      await item.waitFor();
      assert.equal(await page.locator('.watch-item .variant-tag').filter({ hasNotText: 'Chivalry' }).count(), 0);
      await page.goto('/games?variant=cam');
      await settled(page);
      assert.equal(await page.getByRole('combobox', { name: 'Variant' }).inputValue(), 'cam');
      assert.equal(await item.count(), 0);
    }
    assertClean(page);
  }
});

test('River: each side places three trees by clicking, the river and bridges are drawn, trees block', async () => {
  const { white, black } = await players('riva', 'rivb');
  const g = await variantGame(white, black, 'river');
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, white.name);
  await page.goto(`/games/${g.id}`);
  await settled(page);
  await page.locator('svg.board[data-variant="river"]').waitFor();
  assert.equal(await page.locator('svg.board .sq').count(), 136, 'the river squares are no squares');
  assert.equal(await page.locator('svg.board .water').count(), 24);
  assert.match(await square(page, 'D7').getAttribute('aria-label'), /bridge/);
  await page.getByText('place your three trees').waitFor();
  assert.ok(await page.locator('.replay-bar button').nth(2).isDisabled(), 'no move to step forward to');
  assert.equal(await page.locator('svg.board .sq.is-tree-target').count(), 41 - 0, 'White’s 41 tree squares, all free');
  await shot(page, 'variants-10-river-placement');

  // A square that is not White's is refused with a word; three of White's make the move.
  await square(page, 'A11').click();
  await page.getByText('A11 is not one of your tree squares.').waitFor();
  await square(page, 'G6').click();
  await square(page, 'F7').click();
  await page.getByText('Trees: G6, F7 (2 of 3)').waitFor();
  await square(page, 'F6').click();
  await page.locator('.confirm-bar').getByText('F6,F7,G6', { exact: true }).waitFor();
  await shot(page, 'variants-11-river-trees-picked');
  await page.getByRole('button', { name: 'Send move' }).click();
  await page.locator('svg.board [data-square="F6"][data-piece="white-tree"]').waitFor();

  // Black places through the API; the page follows live and White moves a piece.
  await api('POST', `/games/${g.id}/moves`, { token: black.token, body: { path: 'A11,A12,B12', expected_ply: 1 } });
  await page.locator('svg.board [data-square="B12"][data-piece="black-tree"]').waitFor();
  await page.getByText('Your move.').waitFor();
  // F5's Man cannot step onto its trees at F6 or G6: only E6 and H6… are offered.
  await square(page, 'F5').click();
  const targets = await page.locator('.sq.is-target').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  assert.ok(!targets.includes('F6') && !targets.includes('G6'), `no step onto a tree (${targets})`);
  await square(page, 'F5').click();
  await play(page, ['D5', 'D6'], 'D5-D6');
  await page.locator('.status-line:not(.your-move)').waitFor();
  await shot(page, 'variants-12-river-trees-placed');

  // Replay of the start: no trees yet.
  await page.locator('.replay-bar button').first().click();
  await page.locator('.replay-note').waitFor();
  assert.equal(await page.locator('svg.board [data-piece$="-tree"]').count(), 0);
  await page.locator('.replay-bar button').nth(2).click();
  assert.equal(await page.locator('svg.board [data-piece="white-tree"]').count(), 3);

  const { page: phone } = await newPage(browser, { viewport: PHONE });
  await signIn(phone, black.name);
  await phone.goto(`/games/${g.id}`);
  await settled(phone);
  await phone.locator('svg.board[data-variant="river"]').waitFor();
  await shot(phone, 'variants-12-river-phone');
  assertClean(page);
  assertClean(phone);
});

test('the analysis board takes any variant (`?variant=`), its moves from the server', async () => {
  const { page } = await newPage(browser, { viewport: PHONE });
  await page.goto('/analysis?variant=cam');
  await settled(page);
  await page.locator('svg.board[data-variant="cam"]').waitFor();
  assert.equal(await page.locator('svg.board .sq').count(), 67);
  await square(page, 'B5').click();
  await page.locator('svg.board .sq.is-target').first().waitFor();
  await shot(page, 'variants-13-analysis-cam-phone');
  await page.getByRole('combobox', { name: 'Variant' }).selectOption('camette');
  await page.waitForURL(/\/analysis\?variant=camette$/);
  await page.locator('svg.board[data-variant="camette"]').waitFor();
  assert.equal(await page.locator('svg.board .sq').count(), 23);
  assertClean(page);
});

test('a tournament of Cam: the variant chosen in the form, shown on its page and in the list', async () => {
  const admin = await adminToken();
  const org = uniqueName('camorg');
  await apiUser(org);
  await api('PUT', `/users/${org}/roles`, { token: admin, body: { roles: ['organizer'] } });
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, org);
  await page.goto('/tournaments');
  await settled(page);
  const form = page.getByRole('form', { name: 'Create a tournament' });
  const name = `Cam Cup ${uniqueName('')}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('combobox', { name: 'Variant' }).selectOption('cam');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await page.waitForURL(/\/tournaments\/\d+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.locator('.facts .variant-tag').getByText('Cam', { exact: true }).waitFor();
  await shot(page, 'variants-14-tournament-cam');
  await page.goto('/tournaments');
  await settled(page);
  await page.getByRole('row', { name: new RegExp(name) }).locator('.variant-tag').getByText('Cam', { exact: true }).waitFor();
  assertClean(page);
});
