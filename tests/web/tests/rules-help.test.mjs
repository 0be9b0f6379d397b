// Rules help in context: a refused move links to the page of the rules that explains why.
// Both refusals are checked: the client's own (a typed move that is not in the legal-move
// listing, whose reason the client works out) and the server's (422 /problems/illegal-move with
// its `reason`, provoked by a legal-move listing that offers one move too many).
//
// The moves (as in game.test.mjs): 1. F7-H5-J7 C11-E9 2. D6-D8, and Black must capture.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PASSWORD, PHONE, api, apiGame, apiMove, apiUser, assertClean, launch, newPage, settled, shot, uniqueName, newPlayer, sessionFor } from '../lib/harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const mk = newPlayer;
const session = sessionFor;

/** A game where Black is to move and must capture. */
async function captureDuty() {
  const [w, b] = await Promise.all([mk('rhw'), mk('rhb')]);
  const game = await apiGame(w, b);
  await apiMove(game.id, w, 'F7-H5-J7', 0);
  await apiMove(game.id, b, 'C11-E9', 1);
  await apiMove(game.id, w, 'D6-D8', 2);
  return { w, b, game };
}

async function typeMove(page, move) {
  await page.getByLabel('Type a move').fill(move);
  await page.getByRole('button', { name: 'Check' }).click();
}

test('a typed move the client refuses links to the rule it breaks', async () => {
  const { b, game } = await captureDuty();
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await session(context, b);
  await page.goto(`/games/${game.id}`);
  await settled(page);
  await page.getByText('Your move. A capture is compulsory.').waitFor();

  // A leap over an empty square: the canters page.
  await typeMove(page, 'H10-H8');
  await page.getByText('H10-H8 is not a legal move').waitFor();
  const message = page.locator('.board-message');
  assert.equal(await message.getByRole('link', { name: 'How this works' }).getAttribute('href'), '/learn/canters');

  // A plain move while a capture is compulsory: the page on jumps.
  await typeMove(page, 'H10-H9');
  await page.getByText('H10-H9 is not a legal move').waitFor();
  const link = message.getByRole('link', { name: 'How this works' });
  assert.equal(await link.getAttribute('data-reason'), 'capture-required');
  assert.equal(await page.getByRole('button', { name: 'Send move' }).isVisible(), false, 'no Send for an illegal move');
  await shot(page, 'rules-help-typed');
  await link.click();
  await page.waitForURL('**/learn/jumps');
  await settled(page);
  assert.equal(await page.locator('h1').innerText(), 'Jumps and the duty to capture');
  assertClean(page);
  await context.close();
});

test('a move the server refuses as illegal links to the rule it breaks (phone)', async () => {
  const { b, game } = await captureDuty();
  const { context, page } = await newPage(browser, { viewport: PHONE });
  await session(context, b);
  // A listing that offers a plain move although a capture is compulsory: the client lets it
  // through, the server refuses it.
  await page.route(`**/api/v1/games/${game.id}/legal-moves`, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.moves.push({ path: 'H10-H9', from: 'H10', to: 'H9', captures: [], position: body.moves[0]?.position || '' });
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(`/games/${game.id}`);
  await settled(page);
  await page.getByText('Your move. A capture is compulsory.').waitFor();
  await typeMove(page, 'H10-H9');
  await page.getByRole('button', { name: 'Send move' }).click();
  const error = page.locator('.confirm-bar .form-error');
  await error.getByText('A capture is compulsory').waitFor();
  const link = error.getByRole('link', { name: 'How this works' });
  assert.equal(await link.getAttribute('data-reason'), 'capture-required');
  assert.equal(await link.getAttribute('href'), '/learn/jumps');
  await shot(page, 'rules-help-server-phone');
  // The game did not move.
  const g = await api('GET', `/games/${game.id}`);
  assert.equal(g.ply, 3);
  await link.click();
  await page.waitForURL('**/learn/jumps');
  await settled(page);
  assert.equal(await page.locator('h1').innerText(), 'Jumps and the duty to capture');
  assertClean(page);
  await context.close();
});
