// Tournaments: an organizer creates a Swiss in the browser, a player joins with the page's
// button, the organizer starts it, the games are decided (through the API: they are not what
// this test is about), and the tournament page shows the rounds with their boards, the
// standings with every tie-break value under its name, and the crosstable.

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

test('an organizer creates and starts a Swiss; the page shows rounds, named tie-breaks and the crosstable', async () => {
  const admin = await adminToken();
  const org = uniqueName('org');
  await apiUser(org);
  await api('PUT', `/users/${org}/roles`, { token: admin, body: { roles: ['organizer'] } });
  const players = {};
  for (const p of ['ann', 'ben', 'cid', 'dee']) {
    const name = uniqueName(p);
    players[name] = await apiUser(name);
  }
  const [joiner, ...others] = Object.keys(players);

  // The organizer creates the tournament with the form.
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, org);
  await page.getByRole('link', { name: 'Tournaments' }).click();
  await settled(page);
  const form = page.getByRole('form', { name: 'Create a tournament' });
  const name = `Spring Swiss ${uniqueName('')}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('System').selectOption('swiss');
  await form.getByLabel('Rounds').fill('2');
  await form.getByLabel('Days per move').fill('2');
  await shot(page, 'tournament-01-create-form');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await page.waitForURL(/\/tournaments\/\d+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Three players join through the API, the fourth with the button.
  for (const p of others) await api('POST', `/tournaments/${id}/join`, { token: players[p] });
  const { page: player } = await newPage(browser, { viewport: PHONE });
  await signIn(player, joiner);
  await player.goto(`/tournaments/${id}`);
  await settled(player);
  await player.getByRole('button', { name: 'Join tournament' }).click();
  await player.getByRole('button', { name: 'Leave tournament' }).waitFor();

  // The organizer starts it: round 1 is paired.
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: 'Start tournament' }).click();
  await page.getByRole('table', { name: 'Round 1 boards' }).waitFor();

  // Decide both rounds: board 1 Black resigns, board 2 is drawn.
  for (const round of [1, 2]) {
    // Rounds after the first are paired by the server's pairing job, moments after the
    // last result of the round before.
    const r = await roundWhenPaired(id, round);
    assert.equal(r.boards.length, 2, `round ${round} has two boards`);
    const [b1, b2] = r.boards;
    await api('POST', `/games/${b1.game_id}/resign`, { token: players[b1.black] });
    await api('POST', `/games/${b2.game_id}/draw-offer`, { token: players[b2.white] });
    await api('POST', `/games/${b2.game_id}/draw-accept`, { token: players[b2.black] });
  }

  await page.reload();
  await settled(page);
  const standings = page.getByRole('region', { name: 'Standings' });
  await standings.getByText('Final standings.').waitFor();
  const table = standings.getByRole('table');
  const headers = await table.locator('thead th').allInnerTexts();
  assert.deepEqual(headers, ['Rank', 'Player', 'Rating', 'Points', 'Games', 'BH/C1', 'BH', 'SB', 'DE']);
  // Each tie-break column names its tie-break, and the legend spells them out.
  assert.equal(await table.locator('thead abbr').first().getAttribute('title'), 'Buchholz, cut 1 (lowest dropped)');
  const legend = await standings.locator('.legend dd').allInnerTexts();
  assert.deepEqual(legend, ['Buchholz, cut 1 (lowest dropped)', 'Buchholz', 'Sonneborn-Berger', 'Direct encounter']);
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.cells, (c) => c.innerText.trim())));
  assert.equal(rows.length, 4);
  for (const row of rows) {
    assert.equal(row.length, 9);
    assert.equal(row[4], '2', 'every player played two games');
    for (const v of row.slice(5)) assert.match(v, /^\d+(\.\d+)?$|^–$/, `tie-break value ${v}`);
  }
  // The points of the table add up to the four games played.
  const total = rows.map((r) => r[3]).reduce((s, p) => s + Number(p.replace('½', '.5').replace(/^\./, '0.')), 0);
  assert.equal(total, 4);

  // Rounds: both rounds' boards with results and links to the games.
  const rounds = page.getByRole('region', { name: 'Rounds' });
  await rounds.getByRole('button', { name: 'Round 1' }).click();
  const boards = rounds.getByRole('table', { name: 'Round 1 boards' });
  await boards.waitFor();
  assert.deepEqual(await boards.locator('tbody tr td:nth-child(4)').allInnerTexts(), ['1–0', '½–½']);
  assert.equal(await boards.getByRole('link', { name: 'Open game' }).count(), 2);

  // The crosstable has a cell per round for every player.
  const cross = page.getByRole('region', { name: 'Crosstable' }).getByRole('table');
  assert.deepEqual((await cross.locator('thead th').allInnerTexts()).slice(3, 5), ['R1', 'R2']);
  assert.equal(await cross.locator('tbody tr').count(), 4);
  await shot(page, 'tournament-02-standings');

  await player.reload();
  await settled(player);
  await player.getByRole('region', { name: 'Standings' }).getByText('Final standings.').waitFor();
  await shot(player, 'tournament-03-standings-phone');
  assertClean(page);
  assertClean(player);
});

/** Round `round` of tournament `id`, once the pairing job has published it (within 10 s). */
async function roundWhenPaired(id, round) {
  for (let i = 0; ; i++) {
    try {
      return await api('GET', `/tournaments/${id}/rounds/${round}`);
    } catch (e) {
      if (i >= 100 || !String(e.message).includes(' 404 ')) throw e;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
