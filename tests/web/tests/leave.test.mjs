// Leave from the inbox: a player sees the days of leave left this year, is told beside the field
// when they ask for more than is left, goes on leave (the numbers change, the opponent's game
// page says so) and comes back early (charged one day: the day begun).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, api, apiGame, apiUser, assertClean, launch, newPage, shot, signIn, uniqueName } from '../lib/harness.mjs';

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

/** The leave panel's numbers, by key (allowance, used, remaining, until). */
async function leaveFacts(page) {
  return page.locator('#leave [data-leave]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-leave'), e.textContent])),
  );
}

test('a player starts leave from the inbox and ends it early, and sees the numbers change', async () => {
  const me = await player('leave');
  const opp = await player('lvopp');
  // A game where it is my move, so that my opponent sees my leave on the game page.
  const game = await apiGame(me, opp);
  const { allowance_days: allowance } = await api('GET', '/me/leave', { token: me.token });
  assert.ok(allowance > 7, 'the server allows more than a week of leave');

  const { page } = await newPage(browser, { viewport: PHONE });
  await signIn(page, me.name);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Leave', exact: true }) });
  await panel.getByRole('button', { name: 'Start leave' }).waitFor();
  assert.deepEqual(await leaveFacts(page), {
    allowance: `${allowance} days`,
    used: '0 days',
    remaining: `${allowance} days`,
    until: 'no',
  });

  // More than is left: the API's words, beside the field.
  const days = panel.getByRole('spinbutton', { name: 'Days of leave' });
  await days.fill(String(allowance + 1));
  await panel.getByRole('button', { name: 'Start leave' }).click();
  const fieldError = panel.locator('[data-field="days"] .field-error');
  await fieldError.filter({ hasText: `you have ${allowance} of your ${allowance} days of leave left this year` }).waitFor();
  assert.equal(await days.getAttribute('aria-invalid'), 'true');
  // Said once, beside the field (not again above it), and focus goes to the field.
  assert.equal(await panel.getByText(`of your ${allowance} days of leave left this year`).count(), 1);
  assert.equal(await days.evaluate((el) => el === document.activeElement), true);
  await shot(page, 'leave-01-too-many-phone');

  // A week of leave.
  await days.fill('7');
  await panel.getByRole('button', { name: 'Start leave' }).click();
  const end = panel.getByRole('button', { name: 'End leave now' });
  await end.waitFor();
  const onLeave = await leaveFacts(page);
  assert.equal(onLeave.used, '7 days');
  assert.equal(onLeave.remaining, `${allowance - 7} days`);
  assert.match(onLeave.until, /^until /);
  const status = await api('GET', '/me/leave', { token: me.token });
  assert.ok(status.on_leave_until, 'the API has me on leave');
  await page.getByText('You are on leave for 7 days.').waitFor();
  await shot(page, 'leave-02-on-leave-phone');

  // My opponent sees it on our game.
  const { page: other } = await newPage(browser, { viewport: DESKTOP });
  await signIn(other, opp.name);
  await other.goto(`/games/${game.id}`);
  await other.locator('.player-bar .leave').filter({ hasText: 'on leave until' }).waitFor();
  assertClean(other);

  // Back after a few moments: the day begun is charged.
  await end.click();
  await panel.getByRole('button', { name: 'Start leave' }).waitFor();
  assert.deepEqual(await leaveFacts(page), {
    allowance: `${allowance} days`,
    used: '1 day',
    remaining: `${allowance - 1} days`,
    until: 'no',
  });
  assert.equal((await api('GET', '/me/leave', { token: me.token })).on_leave_until ?? null, null);

  // Ending a leave that is over already is refused with the API's words.
  await api('POST', '/me/leave', { token: me.token, body: { days: 2 } });
  await page.reload();
  await end.waitFor();
  await api('DELETE', '/me/leave', { token: me.token });
  await end.click();
  await panel.getByRole('alert').filter({ hasText: /not on leave/i }).waitFor();
  await shot(page, 'leave-03-ended-phone');
  assertClean(page);
});
