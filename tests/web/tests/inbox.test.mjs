// The inbox orders games by urgency: the games where it is my move first, the nearest deadline
// first, then the games waiting for my opponents. The games are set up through the API in an
// order that is neither of those, with different days per move so that every deadline differs.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PHONE, apiGame, apiMove, apiUser, assertClean, launch, newPage, shot, signIn, uniqueName } from '../lib/harness.mjs';

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
