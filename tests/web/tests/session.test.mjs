// Credentials and keyboard use: the session survives a reload through the HttpOnly cookie
// (Chromium accepts a Secure cookie from http://127.0.0.1, a secure context), page scripts
// cannot read it, the pages run under the strict CSP with no inline script, errors from the
// API are shown in words, and a move can be played with the keyboard alone.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, apiGame, apiUser, assertClean, launch, newPage, settled, shot, signIn, uniqueName } from '../lib/harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the session lives in an HttpOnly cookie that scripts cannot read, and survives a reload', async () => {
  const name = uniqueName('sess');
  await apiUser(name);
  const { context, page } = await newPage(browser);

  // A wrong password is answered with the API's words.
  await page.goto('/login');
  await settled(page);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'The username or the password is wrong.' }).waitFor();

  await signIn(page, name);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'camelot_session');
  assert.ok(session, 'the session cookie is stored (Secure is accepted on 127.0.0.1)');
  assert.equal(session.httpOnly, true);
  assert.equal(session.secure, true);
  assert.equal(session.sameSite, 'Strict');
  assert.equal(session.path, '/api/v1/auth/session');
  assert.equal(await page.evaluate(() => document.cookie), '', 'scripts see no cookie');
  assert.equal(await page.evaluate(() => Object.keys(localStorage).length + Object.keys(sessionStorage).length), 0, 'nothing in storage');

  await page.reload();
  await settled(page);
  await page.getByRole('heading', { name: 'Inbox' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).waitFor();
  await shot(page, 'session-after-reload');

  // The pages carry the policy and load no inline script.
  const res = await page.goto('/inbox');
  const csp = res.headers()['content-security-policy'];
  assert.match(csp, /script-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(await page.locator('script:not([src])').count(), 0);
  await settled(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
  await page.reload();
  await settled(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
  assert.equal((await context.cookies()).filter((c) => c.name === 'camelot_session').length, 0);
  assertClean(page);
});

test('registration shows the API field errors beside the fields', async () => {
  const { page } = await newPage(browser);
  await page.goto('/register');
  await settled(page);
  await page.getByLabel('Username').fill('x');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('must be 3 to 32 characters long').waitFor();
  await page.getByText('must be at least 10 characters long').waitFor();
  assert.equal(await page.getByLabel('Username').getAttribute('aria-invalid'), 'true');
  await shot(page, 'register-field-errors');
  assertClean(page);
});

test('a move can be played with the keyboard: arrows, Enter, and the notation input', async () => {
  const white = { name: uniqueName('kbw') };
  const black = { name: uniqueName('kbb') };
  white.token = await apiUser(white.name);
  black.token = await apiUser(black.name);
  const game = await apiGame(white, black);
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, white.name);
  await page.goto(`/games/${game.id}`);
  await settled(page);
  await page.getByText('Your move.').waitFor();

  // Focus the board (F6 is the square in the tab order), walk to D6 and pick D6-F8.
  await page.locator('[data-square="F6"]').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), 'D6');
  await page.keyboard.press('Enter');
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), 'F8');
  await page.keyboard.press('Enter');
  // The confirm step takes the focus. Cancel it, and type a move instead.
  const send = page.getByRole('button', { name: 'Send move' });
  await page.locator('.pending-path').filter({ hasText: 'D6-F8' }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Send move');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Type a move').fill('f7-h5-j7');
  await page.keyboard.press('Enter');
  await page.locator('.pending-path').filter({ hasText: 'F7-H5-J7' }).waitFor();
  await send.press('Enter');
  await page.getByText(`Waiting for ${black.name} to move.`).waitFor();
  const last = await page.locator('table.moves td.last').innerText();
  assert.equal(last, 'F7-H5-J7');

  // An illegal typed move is refused at once, against the legal moves: no Send is offered.
  const res = await fetch(`${BASE}/api/v1/games/${game.id}/moves`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${black.token}` },
    body: JSON.stringify({ path: 'C11-E9', expected_ply: 1 }),
  });
  assert.equal(res.status, 201);
  await page.getByText('Your move.').waitFor();
  await page.getByLabel('Type a move').fill('D7-D9');
  await page.keyboard.press('Enter');
  await page.getByText('D7-D9 is not a legal move').waitFor();
  assert.equal(await send.isVisible(), false);
  assert.equal(await page.getByLabel('Type a move').getAttribute('aria-invalid'), 'true');
  await shot(page, 'game-illegal-typed-move');
  assertClean(page);
});
