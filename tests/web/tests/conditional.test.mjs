// Conditional moves from the game page: while her opponent is to move, a player types lines
// ("if he plays X, I play Y"), is told which line and ply the server refuses, saves and clears
// her set; when the opponent plays the first move of a line, her reply is played at once and her
// page shows it marked as conditional, with the rest of the line still stored. On her own move
// the panel is gone.
//
// The moves (checked with the server's legal-move listing): Bob (White) opens D6-F8, Alice
// (Black) answers E10-E9; then G6-G5 F10-F9. D6-D8 E10-E7 is refused: E10 to E7 is no move.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PHONE, api, apiGame, apiMove, apiUser, assertClean, launch, newPage, shot, signIn, uniqueName } from '../lib/harness.mjs';

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

test('a player stores conditional moves on the game page and her reply is played and marked when the opponent moves', async () => {
  const bob = await player('cbob');
  const alice = await player('calice');
  const game = await apiGame(bob, alice);
  const stored = async () => (await api('GET', `/games/${game.id}/conditional-moves`, { token: alice.token })).lines;

  const { page } = await newPage(browser, { viewport: PHONE });
  await signIn(page, alice.name);
  await page.goto(`/games/${game.id}`);
  await page.getByText(`Waiting for ${bob.name} to move.`).waitFor();
  const panel = page.locator('section.conditional-card');
  await panel.getByText('You have no conditional moves.').waitFor();
  const box = panel.getByRole('textbox', { name: 'Lines, one per line' });
  const save = panel.getByRole('button', { name: 'Save conditional moves' });

  // A line with a move that is no move: the server's words, and the line, move and ply beside
  // the box. The empty line is dropped first, so the box's line 2 is the server's line 2.
  await box.fill('d6-f8, e10-e9, g6-g5, f10-f9\n\nD6-D8 E10-E7');
  await save.click();
  await panel.getByRole('alert').filter({ hasText: 'Line 2, ply 2 (E10-E7)' }).waitFor();
  assert.equal(await panel.locator('[data-field="lines"] .field-error').innerText(), 'Line 2, move 2 (E10-E7), ply 2');
  assert.equal(await box.getAttribute('aria-invalid'), 'true');
  assert.equal(await box.inputValue(), 'd6-f8 e10-e9 g6-g5 f10-f9\nD6-D8 E10-E7');
  assert.deepEqual(await stored(), [], 'nothing is stored');
  await shot(page, 'conditional-01-refused-phone');

  // Corrected: both lines are stored in canonical spelling and listed.
  await box.fill('d6-f8, e10-e9, g6-g5, f10-f9\nD6-D8 E10-D9');
  await save.click();
  await page.getByText('Conditional moves saved: 2 lines.').waitFor();
  const listed = () => panel.locator('.conditional-lines li').allInnerTexts();
  assert.deepEqual(await listed(), ['D6-F8 E10-E9 G6-G5 F10-F9', 'D6-D8 E10-D9']);
  assert.deepEqual(await stored(), [['D6-F8', 'E10-E9', 'G6-G5', 'F10-F9'], ['D6-D8', 'E10-D9']]);
  assert.equal(await box.getAttribute('aria-invalid'), null);

  // Cleared, then one line stored again.
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await panel.getByText('You have no conditional moves.').waitFor();
  assert.equal(await box.inputValue(), '');
  assert.deepEqual(await stored(), []);
  await box.fill('D6-F8 E10-E9 G6-G5 F10-F9');
  await save.click();
  await page.getByText('Conditional moves saved: 1 line.').waitFor();
  await shot(page, 'conditional-02-stored-phone');

  // Bob plays the line's first move: Alice's reply comes in the same request.
  const after1 = await apiMove(game.id, bob, 'D6-F8', 0);
  assert.equal(after1.ply, 2);
  assert.deepEqual(
    after1.moves.map((m) => [m.path, m.conditional]),
    [['D6-F8', false], ['E10-E9', true]],
  );
  // Alice's page follows live: the reply is marked, and the rest of the line is still there.
  const reply = page.locator('table.moves td.last');
  await reply.locator('.conditional').waitFor();
  assert.equal(await reply.innerText(), 'E10-E9 (conditional)');
  assert.equal(await reply.locator('.conditional').getAttribute('title'), 'Played automatically from a conditional move');
  assert.equal(await page.locator('table.moves tbody tr').first().locator('td').first().innerText(), 'D6-F8');
  // (Matched whole: the stored line before the reply contains the same text.)
  await panel.locator('.conditional-lines li').filter({ hasText: /^G6-G5 F10-F9$/ }).waitFor();
  assert.deepEqual(await listed(), ['G6-G5 F10-F9']);
  assert.equal(await box.inputValue(), 'G6-G5 F10-F9');
  await shot(page, 'conditional-03-reply-played-phone');

  // Bob leaves the line: the set is dropped, it is Alice's move, and the panel is gone.
  await apiMove(game.id, bob, 'C6-C5', 2);
  await page.getByText('Your move.').waitFor();
  await panel.waitFor({ state: 'hidden' });
  assert.deepEqual(await stored(), []);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the game page scrolls sideways by ${overflow}px on a phone`);
  assertClean(page);
});
