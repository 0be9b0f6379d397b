// Two people register in their own browsers, one challenges, the other accepts, and they play
// a short game by clicking squares: a multi-leg canter built square by square, and a
// compulsory multi-jump capture. Then one offers a draw, which the other declines, offers
// again, and the other accepts. Each side sees the other's actions live, without reloading.
//
// The moves (checked with the rules CLI: `camelot apply start F7-H5-J7 C11-E9 D6-D8`):
//   1. F7-H5-J7   White canters twice (F7-H5 and F7-H5-J7-J5 are legal too: the board offers
//                 both ending here and going on)
//   1… C11-E9     Black's knight canters
//   2. D6-D8      White canters next to Black's knight on E9
//   2… E9xC7xC5   Black must capture (only E9's jumps and D10's charge are legal), and jumps
//                 twice, taking D8 and C6

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, assertClean, launch, newPage, settled, shot, uniqueName } from '../lib/harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function register(page, name) {
  await page.goto('/register');
  await settled(page);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/inbox');
  await settled(page);
}

/** Squares that light up as reachable, sorted. */
async function targets(page) {
  const squares = await page.locator('.sq.is-target').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  return squares.sort();
}

async function movable(page) {
  const squares = await page.locator('.sq.is-movable').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  return squares.sort();
}

const square = (page, sq) => page.locator(`[data-square="${sq}"]`);

test('two players register, challenge, play by clicking (multi-leg move, compulsory capture) and agree a draw', async () => {
  const aliceName = uniqueName('alice');
  const bobName = uniqueName('bob');
  const { page: alice } = await newPage(browser, { viewport: DESKTOP });
  const { page: bob } = await newPage(browser, { viewport: PHONE });

  await register(alice, aliceName);
  await register(bob, bobName);

  // Alice challenges Bob from her inbox; it shows up in Bob's inbox live.
  const challengeForm = alice.getByRole('form', { name: 'New challenge or open seek' });
  await challengeForm.getByRole('textbox', { name: 'Opponent', exact: true }).fill(bobName);
  await challengeForm.getByRole('combobox', { name: 'Your colour' }).selectOption('white');
  await challengeForm.getByRole('checkbox', { name: 'Rated game' }).uncheck();
  await challengeForm.getByRole('button', { name: 'Send challenge' }).click();
  await alice.getByText(`To ${bobName}`, { exact: true }).waitFor();
  const accept = bob.getByRole('button', { name: `Accept the challenge of ${aliceName}` });
  await accept.waitFor();
  await shot(bob, 'game-01-challenge-received-phone');
  await accept.click();
  await bob.waitForURL(/\/games\/\d+$/);
  const gameUrl = new URL(bob.url()).pathname;

  // Alice's inbox lists the new game as waiting for her move; she opens it.
  await alice.getByRole('link', { name: `${aliceName} – ${bobName}` }).click();
  await alice.waitForURL(`**${gameUrl}`);
  await square(alice, 'F7').waitFor();
  await alice.getByText('Your move.').waitFor();

  // 1. F7-H5-J7, built square by square.
  await square(alice, 'F7').click();
  assert.deepEqual(await targets(alice), ['D5', 'E8', 'F5', 'F8', 'G8', 'H5'], 'F7 reaches these first squares');
  await square(alice, 'H5').click();
  // F7-H5 is a complete move and may go on to J7: both are offered.
  assert.deepEqual(await targets(alice), ['J7']);
  await alice.locator('.confirm-bar').getByText('F7-H5', { exact: true }).waitFor();
  await square(alice, 'J7').click();
  assert.deepEqual(await targets(alice), ['J5']);
  await alice.locator('.pending-path').filter({ hasText: 'F7-H5-J7' }).waitFor();
  await shot(alice, 'game-02-multi-leg-confirm');
  await alice.getByRole('button', { name: 'Send move' }).click();
  await alice.getByText(`Waiting for ${bobName} to move.`).waitFor();

  // Bob's board follows live; he is Black, so his board is flipped.
  await bob.getByText('Your move.').waitFor();
  assert.equal(await bob.locator('.moves td.last').innerText(), 'F7-H5-J7');
  await square(bob, 'C11').click();
  await square(bob, 'E9').click();
  await bob.getByRole('button', { name: 'Send move' }).click();

  // 2. D6-D8 (a canter over D7).
  await alice.getByText('Your move.').waitFor();
  await square(alice, 'D6').click();
  await square(alice, 'D8').click();
  await alice.getByRole('button', { name: 'Send move' }).click();

  // Black must capture: only the capturing pieces can be picked, only jumps are offered.
  await bob.getByText('Your move. A capture is compulsory.').waitFor();
  assert.deepEqual(await movable(bob), ['D10', 'E9']);
  await square(bob, 'E9').click();
  assert.deepEqual(await targets(bob), ['C7']);
  assert.equal(await square(bob, 'C7').getAttribute('aria-label'), 'C7, empty, you can jump here, capturing');
  await square(bob, 'C7').click();
  assert.deepEqual(await targets(bob), ['C5']);
  await square(bob, 'C5').click();
  await bob.locator('.pending-path').filter({ hasText: 'E9xC7xC5' }).waitFor();
  await bob.getByText('(captures D8, C6)').waitFor();
  await shot(bob, 'game-03-capture-confirm-phone');
  await bob.getByRole('button', { name: 'Send move' }).click();
  await bob.getByText(`Waiting for ${aliceName} to move.`).waitFor();
  assert.equal(await square(bob, 'C5').getAttribute('data-piece'), 'black-knight');
  assert.equal(await square(bob, 'D8').getAttribute('data-piece'), null);
  assert.equal(await square(bob, 'C6').getAttribute('data-piece'), null);

  // Alice sees the capture, offers a draw; Bob accepts it.
  await alice.getByText('Your move.').waitFor();
  const moves = await alice.locator('table.moves tbody tr').allInnerTexts();
  assert.deepEqual(
    moves.map((r) => r.split(/\s+/).join(' ')),
    ['1. F7-H5-J7 C11-E9', '2. D6-D8 E9xC7xC5'],
  );
  // A first offer is declined: Alice is told so, and can offer again.
  await alice.getByRole('button', { name: 'Offer draw' }).click();
  await bob.getByRole('button', { name: 'Decline draw' }).click();
  await alice.locator('#notice').getByText('Your draw offer was declined.').waitFor();
  await alice.getByRole('button', { name: 'Offer draw' }).click();
  await alice.getByText('You offered a draw; your opponent has not answered yet.').waitFor();
  await alice.locator('#notice').getByText('Draw offered.').waitFor();
  await bob.getByText(`${aliceName} offers a draw.`).waitFor();
  await shot(bob, 'game-04-draw-offer-phone');
  await bob.getByRole('button', { name: 'Accept draw' }).click();
  await bob.getByText('½–½ · Drawn by agreement.').waitFor();
  await alice.getByText('½–½ · Drawn by agreement.').waitFor();
  // Once Bob has accepted, Alice's page no longer says her offer is pending.
  assert.equal(await alice.locator('#notice').textContent(), '');
  await shot(alice, 'game-05-drawn');
  await shot(bob, 'game-05-drawn-phone');

  // The finished game is listed in both inboxes.
  await alice.goto('/inbox');
  await settled(alice);
  await alice.locator('section', { hasText: 'Recently finished' }).getByText('½–½').waitFor();

  assertClean(alice);
  assertClean(bob);
});
