// Rough edges, each checked where it showed: the status line while replaying an earlier
// position (it said "Your move." over a position where nobody can move), a notice on a phone
// (it covered the top bar's navigation, which wraps onto several lines there), and a player's
// "Recent games" on a phone (six columns that scrolled sideways).

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

test('while an earlier position is shown the status line does not say "Your move"', async () => {
  const [w, b] = await Promise.all([mk('rpw'), mk('rpb')]);
  const game = await apiGame(w, b);
  await apiMove(game.id, w, 'D6-F8', 0);
  await apiMove(game.id, b, 'E10-E9', 1);
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await session(context, w);
  await page.goto(`/games/${game.id}`);
  await settled(page);
  const status = page.locator('.status-line');
  await status.getByText('Your move.').waitFor();

  // Back to the first move from the move list.
  await page.locator('button.move[data-ply="1"]').click();
  await page.locator('.replay-note').waitFor();
  await status.getByText('An earlier position is shown').waitFor();
  assert.doesNotMatch(await status.innerText(), /Your move/);
  await shot(page, 'rough-replay-status');
  // The start, from the keyboard; then back to the current position.
  await page.keyboard.press('Home');
  await page.getByText('Start position (before move 1)').waitFor();
  assert.doesNotMatch(await status.innerText(), /Your move/);
  await page.keyboard.press('End');
  await status.getByText('Your move.').waitFor();
  assert.equal(await page.locator('.replay-note').isVisible(), false);

  // A spectator replaying sees the same, not whose move it is.
  const { page: watcher } = await newPage(browser, { viewport: DESKTOP });
  await watcher.goto(`/games/${game.id}`);
  await settled(watcher);
  await watcher.locator('.status-line').getByText('White to move.').waitFor();
  await watcher.locator('button.move[data-ply="1"]').click();
  await watcher.locator('.status-line').getByText('An earlier position is shown').waitFor();
  assertClean(page);
  assertClean(watcher);
  await context.close();
});

test('on a phone a notice leaves the navigation of the top bar free', async () => {
  const [w, b] = await Promise.all([mk('ntw'), mk('ntb')]);
  const game = await apiGame(w, b);
  const { context, page } = await newPage(browser, { viewport: PHONE });
  await session(context, w);
  await page.goto(`/games/${game.id}`);
  await settled(page);
  await page.getByRole('button', { name: 'Offer draw' }).click();
  const notice = page.locator('#notice');
  await notice.getByText('Draw offered.').waitFor();
  // At the top of the page, where the bar is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  const nav = await page.locator('.topbar').boundingBox();
  const box = await notice.boundingBox();
  assert.ok(nav && box, 'the top bar and the notice are shown');
  assert.ok(box.y >= nav.y + nav.height, `the notice (top ${box.y}) is below the top bar (bottom ${nav.y + nav.height})`);
  // Every link and button of the navigation can still be clicked where it is.
  const covered = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#nav a, #nav button, .topbar select'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !(hit && (hit === el || el.contains(hit)));
      })
      .map((el) => el.textContent),
  );
  assert.deepEqual(covered, [], 'no navigation item is covered');
  await shot(page, 'rough-notice-phone');

  // Scrolled down, the notice stays in sight at the top of the window.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(100);
  const low = await notice.boundingBox();
  assert.ok(low && low.y >= 0 && low.y < 40, `the notice is at the top of the window (${low?.y})`);
  // And back at the top, under the bar again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  const again = await notice.boundingBox();
  assert.ok(again && again.y >= nav.y + nav.height, 'under the bar again');
  assertClean(page);
  await context.close();
});

test("a player's recent games fit a phone without scrolling sideways", async () => {
  // Long names make the widest rows (letters that spell no label other tests look for).
  const me = await mk('qzxlvkwqzxlvkwqzxlvkw');
  const others = await Promise.all(['jqzvxkjqzvxkjqzvxk1', 'jqzvxkjqzvxkjqzvxk2', 'jqzvxkjqzvxkjqzvxk3'].map(mk));
  const g1 = await apiGame(me, others[0], { rated: true });
  await apiMove(g1.id, me, 'D6-F8', 0);
  await api('POST', `/games/${g1.id}/resign`, { token: others[0].token });
  await apiGame(others[1], me);
  const g3 = await apiGame(me, others[2]);
  await api('POST', `/games/${g3.id}/abort`, { token: me.token });

  const { context, page } = await newPage(browser, { viewport: PHONE });
  await session(context, others[0]);
  await page.goto(`/players/${me.name}`);
  await settled(page);
  const wrap = page.locator('.table-wrap').filter({ has: page.locator('table.recent-games') });
  await wrap.waitFor();
  assert.equal(await page.locator('table.recent-games tbody tr').count(), 3);
  await shot(page, 'rough-recent-games-phone');
  const sizes = await wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  assert.ok(sizes.scroll <= sizes.client, `the table fits its box (${sizes.scroll} > ${sizes.client})`);
  const page_ = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(page_ <= PHONE.width, `the page does not scroll sideways (${page_})`);
  // Every cell is shown, inside the box.
  const cells = await page.locator('table.recent-games td').evaluateAll((tds) =>
    tds.map((td) => {
      const r = td.getBoundingClientRect();
      return { text: td.textContent, right: r.right, width: r.width };
    }),
  );
  for (const c of cells) assert.ok(c.right <= PHONE.width && c.width > 0, `${c.text} is inside the screen`);
  const text = await page.locator('table.recent-games').innerText();
  assert.match(text, /resignation/);
  // The desktop keeps its columns.
  await page.setViewportSize(DESKTOP);
  assert.equal(await page.locator('table.recent-games thead th').first().isVisible(), true);
  assertClean(page);
  await context.close();
});
