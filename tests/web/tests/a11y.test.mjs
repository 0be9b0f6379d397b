// The main pages pass an automated accessibility check (axe-core: no serious or critical
// violation), at desktop and phone sizes, and fit a phone's width without sideways scrolling.
//
// axe is injected as a script, which the pages' Content-Security-Policy forbids; so only here
// the browser context bypasses CSP (every other test runs under the real policy).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  AXE_SOURCE,
  BASE,
  DESKTOP,
  PASSWORD,
  PHONE,
  adminToken,
  api,
  apiGame,
  apiMove,
  apiUser,
  launch,
  newPage,
  settled,
  shot,
  uniqueName,
} from '../lib/harness.mjs';

let browser;
const data = {};

before(async () => {
  browser = await launch();
  // A finished rated game (so the player has a rating history and the leaderboard an entry),
  // a game in progress, and a running round robin.
  const mk = async (p) => {
    const name = uniqueName(p);
    return { name, token: await apiUser(name) };
  };
  const [ann, ben, cid, org] = await Promise.all(['axann', 'axben', 'axcid', 'axorg'].map(mk));
  const done = await apiGame(ann, ben, { rated: true });
  await apiMove(done.id, ann, 'D6-F8', 0);
  await apiMove(done.id, ben, 'E10-E9', 1);
  await api('POST', `/games/${done.id}/resign`, { token: ben.token });
  const live = await apiGame(ben, ann, { days: 2 });
  await apiMove(live.id, ben, 'F7-H5-J7', 0);
  // A game where Ann waits for Ben, with a reply played from her conditional moves and the rest
  // of her line still stored (so the game page shows its conditional-moves panel).
  const cond = await apiGame(ben, ann, { days: 2 });
  await api('PUT', `/games/${cond.id}/conditional-moves`, {
    token: ann.token,
    body: { expected_ply: 0, lines: [['D6-F8', 'E10-E9', 'G6-G5', 'F10-F9']] },
  });
  await apiMove(cond.id, ben, 'D6-F8', 0);
  const admin = await adminToken();
  await api('PUT', `/users/${org.name}/roles`, { token: admin, body: { roles: ['organizer'] } });
  const t = await api('POST', '/tournaments', {
    token: org.token,
    body: { name: `Access RR ${uniqueName('')}`, system: 'round_robin', days_per_move: 3, rated: false },
  });
  for (const p of [ann, ben, cid]) await api('POST', `/tournaments/${t.id}/join`, { token: p.token });
  await api('POST', `/tournaments/${t.id}/start`, { token: org.token });
  Object.assign(data, { ann, live, cond, t, done });
});
after(async () => {
  await browser?.close();
});

/** Runs axe on the current page; answers the serious and critical violations. */
async function serious(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(async () => {
    // @ts-ignore injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const pages = () => [
  ['login', '/login', false],
  ['inbox', '/inbox', true],
  ['game', `/games/${data.live.id}`, true],
  ['game-conditional', `/games/${data.cond.id}`, true],
  ['tournaments', '/tournaments', false],
  ['tournament', `/tournaments/${data.t.id}`, false],
  ['player', `/players/${data.ann.name}`, false],
  ['leaderboard', '/leaderboard', false],
  ['games', '/games', false],
  ['game-finished', `/games/${data.done.id}`, true],
  ['not-found', '/rules', false],
];

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`main pages have no serious or critical accessibility violation (${label})`, async () => {
    const { context, page } = await newPage(browser, { viewport, bypassCSP: true });
    /** @type {string[]} */
    const failures = [];
    for (const [name, path, signedIn] of pages()) {
      if (signedIn) {
        // Signs in once: the session cookie is shared by the context's pages.
        const res = await context.request.post(`${BASE}/api/v1/auth/session`, {
          headers: { 'X-Camelot-CSRF': '1' },
          data: { username: data.ann.name, password: PASSWORD },
        });
        assert.equal(res.status(), 200);
      }
      await page.goto(path);
      await settled(page);
      if (name === 'inbox') await page.locator('#leave dl').waitFor();
      if (name === 'game') await page.locator('[data-square="F6"]').waitFor();
      if (name === 'game-finished') await page.locator('.after-game').waitFor();
      if (name === 'games') await page.locator('.watch-list').first().waitFor();
      if (name === 'game-conditional') await page.locator('.conditional-lines li').waitFor();
      if (name === 'player') await page.locator('svg.chart').waitFor();
      if (name === 'tournament') await page.getByRole('table', { name: /Round 1 boards/ }).waitFor();
      const found = await serious(page);
      for (const v of found) failures.push(`${name}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.join(', ')}`);
      await shot(page, `page-${name}-${label}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow}px at ${label} size`);
    }
    assert.deepEqual(failures, []);
  });
}
