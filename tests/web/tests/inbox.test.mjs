// The inbox orders games by urgency: the games where it is my move first, the nearest deadline
// first, then the games waiting for my opponents. The games are set up through the API in an
// order that is neither of those, with different days per move so that every deadline differs.
// A player who has never played is offered the rules and the tutorial, until the first game.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, api, apiGame, apiMove, apiUser, assertClean, launch, newPage, shot, signIn, uniqueName } from '../lib/harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function player(prefix) {
  const name = uniqueName(prefix);
  return { name, token: await apiUser(name) };
}

const ids = (page, list) =>
  page.locator(`#${list} [data-game-id]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-game-id'))));

test('the inbox lists my-move games first, most urgent deadline first, then the others', async () => {
  const me = await player('urgent');
  const [o1, o2, o3, o4, o5] = await Promise.all(['opa', 'opb', 'opc', 'opd', 'ope'].map(player));

  // My move, 3 days.
  const g3days = await apiGame(me, o1, { days: 3 });
  // Opponent's move: I am Black, White (7 days) has not moved.
  const waiting7 = await apiGame(o2, me, { days: 7 });
  // My move, 7 days: I am Black and White has moved.
  const g7days = await apiGame(o3, me, { days: 7 });
  await apiMove(g7days.id, o3, 'D6-F8', 0);
  // My move, 1 day: the most urgent.
  const g1day = await apiGame(me, o4, { days: 1 });
  // Opponent's move after mine, 2 days: sooner than the 7-day one above.
  const waiting2 = await apiGame(me, o5, { days: 2 });
  await apiMove(waiting2.id, me, 'D6-F8', 0);

  const { page } = await newPage(browser, { viewport: PHONE });
  await signIn(page, me.name);
  await page.locator('#your-move [data-game-id]').first().waitFor();
  assert.deepEqual(await ids(page, 'your-move'), [g1day.id, g3days.id, g7days.id]);
  assert.deepEqual(await ids(page, 'waiting'), [waiting2.id, waiting7.id]);
  // The badge in the navigation counts the games waiting for me.
  assert.equal(await page.locator('#nav .badge').innerText(), '3');
  const first = await page.locator('#your-move li').first().innerText();
  assert.match(first, /to move/);
  await shot(page, 'inbox-urgency-phone');
  assertClean(page);
});

test('a player with no game is offered the rules and the tutorial, until the first game', async () => {
  const me = await player('fresh');
  const other = await player('frop');
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, me.name);
  const card = page.locator('.newcomer-card');
  await card.waitFor();
  assert.equal(await card.getByRole('heading').innerText(), 'New to Camelot?');
  assert.equal(await card.getByRole('link', { name: 'Try the tutorial' }).getAttribute('href'), '/learn/tutorial');
  await shot(page, 'inbox-newcomer');
  await card.getByRole('link', { name: 'Learn the rules' }).click();
  await page.waitForURL('**/learn');
  await page.locator('h1').filter({ hasText: 'Learn Camelot' }).waitFor();
  await page.goBack();
  await card.getByRole('link', { name: 'Try the tutorial' }).click();
  await page.waitForURL('**/learn/tutorial');
  await page.locator('.learn-live').waitFor();

  // A challenge alone is not a game: the card stays.
  const c = await api('POST', '/challenges', { token: other.token, body: { opponent: me.name, color: 'white', rated: false, days_per_move: 3 } });
  await page.goto('/inbox');
  await page.locator(`[data-challenge-id="${c.id}"]`).waitFor();
  assert.equal(await card.isVisible(), true);
  // Once the challenge is accepted there is a game: the card goes.
  await page.getByRole('button', { name: `Accept the challenge of ${other.name}` }).click();
  await page.waitForURL('**/games/*');
  await page.goto('/inbox');
  await page.locator('#waiting [data-game-id], #your-move [data-game-id]').first().waitFor();
  assert.equal(await card.isVisible(), false, 'no newcomer card once there is a game');
  assertClean(page);
});

test('a player whose only game was aborted is not offered the tutorial', async () => {
  const [me, other] = await Promise.all([player('abrt'), player('abop')]);
  const g = await apiGame(me, other);
  await api('POST', `/games/${g.id}/abort`, { token: me.token });
  const { page } = await newPage(browser, { viewport: PHONE });
  await signIn(page, me.name);
  await page.locator(`[data-game-id="${g.id}"]`).waitFor();
  assert.equal(await page.locator('.newcomer-card').isVisible(), false);
  assertClean(page);
});
