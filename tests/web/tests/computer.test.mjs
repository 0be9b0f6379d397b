// Computer opponents and analysis: a player challenges the level-1 computer from the inbox,
// the game opens once the bot has accepted, and the player makes several moves by clicking
// while the bot answers live; the player then resigns, asks for the computer analysis on the
// game page, watches it finish, and reads the evaluation graph, the judgments (?! ? ??) and the
// best line of a move picked on the graph and in the table. The analysis board takes a pasted
// position, offers its legal moves to click, and shows the engine's evaluation and best lines
// (anonymous visitors get a prompt to sign in for the engine and can still move). Both pages
// pass axe at desktop and phone sizes and never scroll sideways.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  AXE_SOURCE,
  BASE,
  DESKTOP,
  PASSWORD,
  PHONE,
  api,
  apiUser,
  assertClean,
  launch,
  newPage,
  settled,
  shot,
  signIn,
  uniqueName,
} from '../lib/harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// Shared by the tests: the finished game against the computer, and its player.
const shared = { gameId: 0, name: '', token: '' };

/** Runs axe on the current page; answers the serious and critical violations. */
async function serious(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(async () => {
    // @ts-ignore injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function noSidewaysScroll(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow}px`);
}

/**
 * A move for White that leaves a piece to be taken (Black must capture next), so that the
 * analysis has something to judge; else the move that goes furthest towards Black, to meet its
 * pieces soon. Found with the rules endpoint (`GET /analysis?position=`), which anyone may ask.
 * @returns {Promise<{path: string, hangs: boolean}>}
 */
async function badMove(gameId) {
  const g = await api('GET', `/games/${gameId}`);
  const here = await api('GET', `/analysis?position=${encodeURIComponent(g.position)}`);
  for (const m of here.moves) {
    const next = await api('GET', `/analysis?position=${encodeURIComponent(m.position)}`);
    if (next.capture_required) return { path: m.path, hangs: true };
  }
  const rank = (sq) => Number(sq.slice(1));
  const forward = here.moves.slice().sort((a, b) => rank(b.to) - rank(a.to) || a.path.localeCompare(b.path));
  return { path: forward[0].path, hangs: false };
}

/**
 * Plays a move on the game page by clicking the squares of its path one by one, then Send.
 */
async function clickMove(page, path) {
  const board = page.locator('.board-frame svg.board');
  for (const sq of path.split(/[-x]/)) await board.locator(`[data-square="${sq}"]`).click();
  await page.locator('.pending-path').filter({ hasText: path }).waitFor();
  await page.getByRole('button', { name: 'Send move' }).click();
  // The page has taken the move in once the confirm step is gone.
  await page.locator('.confirm-bar').waitFor({ state: 'hidden' });
}

test('a player challenges the level-1 computer from the inbox, plays it by clicking, resigns and reads the analysis', async () => {
  const name = uniqueName('cpu');
  const token = await apiUser(name);
  const { page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, name);

  // The form lists the eight levels with their ratings.
  const form = page.getByRole('form', { name: 'Play the computer' });
  const level = form.getByRole('combobox', { name: 'Level' });
  await level.locator('option').first().waitFor({ state: 'attached' });
  const options = await level.locator('option').allInnerTexts();
  assert.equal(options.length, 8);
  assert.match(options[0], /^Level 1 · rating \d+$/);
  assert.match(options[7], /^Level 8 · rating \d+$/);
  await level.selectOption('camelot-bot-2');
  const bots = await api('GET', '/bots');
  await form.locator('[data-field="level"] .hint').filter({ hasText: bots[1].description }).waitFor();
  await level.selectOption('camelot-bot-1');
  await form.locator('[data-field="level"] .hint').filter({ hasText: bots[0].description }).waitFor();
  await form.getByRole('combobox', { name: 'You play' }).selectOption('white');
  await form.getByRole('spinbutton', { name: 'Days per move' }).fill('2');
  await shot(page, 'computer-01-inbox-form');
  await form.getByRole('button', { name: 'Play the computer' }).click();

  // The bot accepts within a second or so, and the game opens.
  await page.waitForURL(/\/games\/\d+$/, { timeout: 20_000 });
  const gameId = Number(new URL(page.url()).pathname.split('/').pop());
  await settled(page);
  await page.getByText('Your move.').waitFor();
  assert.match(await page.locator('h1').innerText(), new RegExp(`^${name} – camelot-bot-1$`));

  // Several real moves by clicking (at least four, and one that leaves a piece to be taken);
  // the bot's replies arrive live.
  const played = [];
  let hung = false;
  while (played.length < 12 && (played.length < 4 || !hung)) {
    const { path, hangs } = await badMove(gameId);
    await clickMove(page, path);
    played.push(path);
    hung ||= hangs;
    await page.getByText('Your move.').waitFor({ timeout: 20_000 });
  }
  assert.ok(hung, 'a piece was left to be taken');
  const g = await api('GET', `/games/${gameId}`);
  const plies = played.length * 2;
  assert.equal(g.ply, plies, 'as many moves by the bot');
  assert.deepEqual(g.moves.filter((_, i) => i % 2 === 0).map((m) => m.path), played);
  assert.equal(g.time_control?.days ?? g.days_per_move, 2);
  await shot(page, 'computer-02-game-vs-bot');

  // The player resigns: the game is over, and the analysis is offered.
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('button', { name: 'Yes, resign' }).click();
  const card = page.locator('section.analysis-card');
  await card.getByRole('heading', { name: 'Computer analysis' }).waitFor();
  assert.equal((await api('GET', `/games/${gameId}`)).result, '0-1');
  await card.getByRole('button', { name: 'Analyse' }).click();
  // Progress first (queued or running), then the result.
  await card.locator('svg.eval-chart').waitFor({ timeout: 60_000 });
  const analysis = await api('GET', `/games/${gameId}/analysis`);
  assert.equal(analysis.status, 'done');
  assert.equal(analysis.plies.length, plies);

  // The table has a row per move, each with its evaluation; every judgment is marked.
  const rows = card.locator('table.analysis-table tbody tr');
  assert.equal(await rows.count(), plies);
  const marks = { inaccuracy: '?! Inaccuracy', mistake: '? Mistake', blunder: '?? Blunder' };
  for (const p of analysis.plies) {
    const row = card.locator(`table.analysis-table tr[data-ply="${p.ply}"]`);
    const judgment = (await row.locator('td').nth(1).innerText()).trim();
    assert.equal(judgment, p.judgment ? marks[p.judgment] : '', `judgment of ply ${p.ply}`);
  }
  const judged = analysis.plies.filter((p) => p.judgment).length;
  assert.ok(judged > 0, 'pieces left to be taken are judged');
  await card.locator('table.analysis-table .judgment').first().waitFor();
  assert.equal(await card.locator('svg.eval-chart circle.mark').count(), judged, 'each judged move is marked on the graph');
  // The summary counts them per side.
  const summary = await card.locator('table.analysis-summary tbody tr').allInnerTexts();
  assert.equal(summary.length, 2);
  assert.match(summary[0], /^White\t/);

  // Picking a move on the graph selects it: its row, its best line and its position.
  await card.locator('svg.eval-chart rect.hit[data-ply="3"]').click();
  const third = analysis.plies[2];
  await card.locator('table.analysis-table tr.selected[data-ply="3"]').waitFor();
  await card.locator('.ply-detail').getByText(`2. ${third.move}`).waitFor();
  if (third.line.length) await card.locator('.ply-detail .line-moves').filter({ hasText: third.line.join(' ') }).waitFor();
  const to = third.move.split(/[-x]/).pop();
  await card.locator(`.mini-board [data-square="${to}"][data-piece^="white"]`).waitFor();
  // The game's own board replays that position too.
  await page.locator('.board-frame.replaying').waitFor();
  await page.locator(`.board-frame [data-square="${to}"][data-piece^="white"]`).waitFor();
  // … and so does a move in the table.
  await card.getByRole('button', { name: `3… ${analysis.plies[5].move}` }).click();
  await card.locator('table.analysis-table tr.selected[data-ply="6"]').waitFor();
  await card.locator('.ply-detail').getByText(`3… ${analysis.plies[5].move}`).waitFor();
  await card.getByRole('button', { name: 'Previous move' }).click();
  await card.locator('table.analysis-table tr.selected[data-ply="5"]').waitFor();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'computer-03-analysis');

  // The selected position opens on the analysis board.
  await card.getByRole('link', { name: 'Explore this position on the analysis board' }).click();
  await page.waitForURL(/\/analysis\?position=/);
  await settled(page);
  // After White's third move (ply 5): Black to move, White's piece on its square.
  await page.getByText('Black to move.').waitFor();
  const fifthTo = analysis.plies[4].move.split(/[-x]/).pop();
  assert.match(await page.locator(`svg.board [data-square="${fifthTo}"]`).getAttribute('data-piece'), /^white-/);
  assertClean(page);
  Object.assign(shared, { gameId, name, token });
});

test('the analysed game on a phone, and both new pages pass axe at both sizes', async (t) => {
  if (!shared.gameId) {
    t.skip('needs the game of the first test');
    return;
  }
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    const { context, page } = await newPage(browser, { viewport, bypassCSP: true });
    const res = await context.request.post(`${BASE}/api/v1/auth/session`, {
      headers: { 'X-Camelot-CSRF': '1' },
      data: { username: shared.name, password: PASSWORD },
    });
    assert.equal(res.status(), 200);
    /** @type {string[]} */
    const failures = [];
    await page.goto(`/games/${shared.gameId}`);
    await settled(page);
    await page.locator('section.analysis-card svg.eval-chart').waitFor();
    await page.locator('.mini-board [data-square="F6"]').waitFor();
    for (const v of await serious(page)) failures.push(`game: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.join(', ')}`);
    await noSidewaysScroll(page, `the analysed game at ${label} size`);
    await shot(page, `computer-04-analysed-game-${label}`);
    await page.goto('/inbox');
    await settled(page);
    await page.getByRole('form', { name: 'Play the computer' }).getByRole('combobox', { name: 'Level' }).waitFor();
    for (const v of await serious(page)) failures.push(`inbox: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.join(', ')}`);
    await noSidewaysScroll(page, `the inbox at ${label} size`);
    await shot(page, `computer-05-inbox-${label}`);
    await page.goto('/analysis');
    await settled(page);
    await page.locator('.engine-lines li').first().waitFor({ timeout: 20_000 });
    for (const v of await serious(page)) failures.push(`analysis board: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.join(', ')}`);
    await noSidewaysScroll(page, `the analysis board at ${label} size`);
    assert.deepEqual(failures, []);
    await context.close();
  }
});

// After 1. E6-E8 (checked with the server's own listing): Black to move.
const PASTED = '2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/4M7/3KMMMMK3/2KM1MMMMK2/12/12/10/8/2 b 0 0 1 1';

test('the analysis board takes a pasted position, offers its moves to click and shows the engine', async () => {
  const name = uniqueName('ana');
  await apiUser(name);
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    const { page } = await newPage(browser, { viewport });
    await signIn(page, name);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analysis' }).click();
    await page.waitForURL(/\/analysis$/);
    await settled(page);
    await page.getByText('White to move.').waitFor();

    // A wrong position is refused beside the field.
    const position = page.getByRole('textbox', { name: 'Position' });
    await position.fill('not a position');
    await page.getByRole('button', { name: 'Set up this position' }).click();
    await page.locator('[data-field="position"] .field-error').filter({ hasText: 'is not a position' }).waitFor();

    // The pasted position: Black to move; the engine answers with up to three lines.
    await position.fill(PASTED);
    await page.getByRole('button', { name: 'Set up this position' }).click();
    await page.getByText('Black to move.').waitFor();
    assert.equal(await page.locator('svg.board [data-square="E8"]').getAttribute('data-piece'), 'white-man');
    await page.locator('.engine-lines li').nth(2).waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('.engine-lines li').count(), 3);
    await page.locator('.eval-now .eval-score').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('position'), PASTED);

    // A move by clicking: G10-G9 (a Man's step), then the engine looks at the new position.
    const board = page.locator('svg.board');
    await board.locator('[data-square="G10"]').click();
    await board.locator('[data-square="G9"]').click();
    await page.getByText('White to move.').waitFor();
    assert.equal(await board.locator('[data-square="G9"]').getAttribute('data-piece'), 'black-man');
    await page.getByRole('list', { name: 'Moves made on the board' }).getByRole('button', { name: '1… G10-G9' }).waitFor();
    await page.locator('.engine-output:not(.stale) .engine-lines li').first().waitFor({ timeout: 20_000 });
    const score = (await page.locator('.eval-now .eval-score').innerText()).trim();
    assert.match(score, /^([+−]\d+\.\d\d|0\.00|[WB]#\d+)$/);
    await noSidewaysScroll(page, `the analysis board at ${label} size`);
    await shot(page, `computer-06-analysis-board-${label}`);

    // Back returns to the pasted position; Start position sets up the standard one.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Black to move.').waitFor();
    assert.equal(await board.locator('[data-square="G10"]').getAttribute('data-piece'), 'black-man');
    await page.getByRole('button', { name: 'Start position' }).click();
    await page.getByText('White to move.').waitFor();
    assert.equal(await board.locator('[data-square="E8"]').getAttribute('data-piece'), null);
    assertClean(page);
    await page.context().close();
  }

  // Signed out: a prompt to sign in for the engine, but the board still moves.
  const { page } = await newPage(browser, { viewport: PHONE });
  await page.goto(`/analysis?position=${encodeURIComponent(PASTED)}`);
  await settled(page);
  await page.getByText('Sign in to see the engine’s evaluation and best lines.', { exact: false }).waitFor();
  await page.getByText('Black to move.').waitFor();
  await page.locator('svg.board [data-square="G10"]').click();
  await page.locator('svg.board [data-square="G9"]').click();
  await page.getByText('White to move.').waitFor();
  assert.equal(await page.locator('.engine-lines').count(), 0);
  await shot(page, 'computer-07-analysis-board-signed-out-phone');
  assertClean(page);
});
