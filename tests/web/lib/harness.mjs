// Shared by the browser tests: Debian's Chromium driven by playwright-core, the server that
// tests/web/run.sh started, API shortcuts for setting up data that a test is not about, and
// screenshots saved as test artifacts.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const BASE = process.env.CAMELOT_WEB_BASE || 'http://127.0.0.1:8080';
export const ARTIFACTS = process.env.CAMELOT_WEB_ARTIFACTS || join(process.cwd(), 'artifacts');
export const PASSWORD = 'correct horse battery';
export const ADMIN = process.env.CAMELOT_WEB_ADMIN || 'webadmin';
export const ADMIN_PASSWORD = process.env.CAMELOT_WEB_ADMIN_PASSWORD || '';

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 390, height: 844 };

mkdirSync(ARTIFACTS, { recursive: true });

/** Chromium as the test script installed it, headless, in a fresh profile. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    // Without the background-networking switches Chromium tries to reach its update and
    // field-trial servers, which a closed network refuses.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A short unique username (3–32 characters). */
export function uniqueName(prefix) {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A page in its own browser context (its own cookies: one person), that records script
 * errors, CSP refusals and other console errors for `assertClean`.
 */
export async function newPage(browser, { viewport = DESKTOP, bypassCSP = false } = {}) {
  const context = await browser.newContext({ viewport, bypassCSP, baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    // An error status of an API call is logged by Chromium as a failed resource load; the
    // tests provoke some on purpose (and a signed-out visit asks for a session and gets 401).
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${m.text()}`);
    }
  });
  page.problems = problems;
  return { context, page };
}

/** No script error, no CSP refusal, no console error happened on the page. */
export function assertClean(page) {
  assert.deepEqual(page.problems, [], 'the page logged errors');
}

/** Waits until the client has drawn the current page. */
export async function settled(page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main && !main.hasAttribute('aria-busy') && main.querySelector('h1');
  });
}

/** Saves a full-page screenshot under the artifacts folder. */
export async function shot(page, name) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Calls the API directly (test set-up). */
export async function api(method, path, { token, body } = {}) {
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${BASE}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return data;
}

/** Registers an account and logs in through the token endpoint; answers the access token. */
export async function apiUser(name) {
  await api('POST', '/auth/register', { body: { username: name, password: PASSWORD } });
  return apiLogin(name, PASSWORD);
}

/** A new player: a unique name with `prefix`, registered and logged in through the API. */
export async function newPlayer(prefix) {
  const name = uniqueName(prefix);
  return { name, token: await apiUser(name) };
}

/** Signs a browser context in through the session endpoint (the cookie is the context's). */
export async function sessionFor(context, who) {
  const res = await context.request.post(`${BASE}/api/v1/auth/session`, {
    headers: { 'X-Camelot-CSRF': '1' },
    data: { username: who.name, password: PASSWORD },
  });
  assert.equal(res.status(), 200);
}

export async function apiLogin(name, password) {
  const t = await api('POST', '/auth/login', { body: { username: name, password } });
  return t.access_token;
}

/** The admin created by run.sh. */
export async function adminToken() {
  assert.ok(ADMIN_PASSWORD, 'CAMELOT_WEB_ADMIN_PASSWORD is set by tests/web/run.sh');
  return apiLogin(ADMIN, ADMIN_PASSWORD);
}

/** `white` challenges `black` (plays White) and `black` accepts; answers the game. */
export async function apiGame(white, black, { days = 3, rated = false } = {}) {
  const c = await api('POST', '/challenges', {
    token: white.token,
    body: { opponent: black.name, color: 'white', rated, days_per_move: days },
  });
  return api('POST', `/challenges/${c.id}/accept`, { token: black.token });
}

/** Plays a move through the API. */
export async function apiMove(game, who, path, ply) {
  return api('POST', `/games/${game}/moves`, { token: who.token, body: { path, expected_ply: ply } });
}

/** Signs in through the sign-in page. */
export async function signIn(page, name, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/inbox');
  await settled(page);
}

const require = createRequire(import.meta.url);

/** The axe-core script, injected into pages for the accessibility check. */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
