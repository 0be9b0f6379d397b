// @ts-check
// The client's entry point: restores the session, keeps the navigation bar current, opens the
// live event stream while signed in, keeps the page's language and the account's saved one the
// same, and routes history-style URLs to pages.

import { api, currentUser, get, onSessionChange, refresh, signOut } from './api.js';
import { h, replace } from './dom.js';
import * as events from './events.js';
import { errorText, notice, noticeError } from './ui.js';
import * as i18n from './i18n.js';

const { t } = i18n;

/**
 * What a page gets.
 * @typedef {object} PageContext
 * @property {HTMLElement} root the page's own element (a stale page writes into a detached one)
 * @property {Record<string, string>} params parts of the URL
 * @property {URLSearchParams} query
 * @property {string | null} user the signed-in user
 * @property {(url: string, opts?: {replace?: boolean}) => void} navigate
 * @property {(title: string) => void} setTitle
 * @property {() => boolean} alive false once the reader has moved on to another page
 */

/** @typedef {(ctx: PageContext) => (void | (() => void) | Promise<void | (() => void)>)} Page */

/**
 * @typedef {object} Route
 * @property {RegExp} pattern
 * @property {string[]} names names of the pattern's groups
 * @property {() => Promise<Record<string, any>>} load
 * @property {string} export name of the page function in the module
 * @property {boolean} [signedIn] the page needs a signed-in user
 * @property {string} nav which navigation entry it belongs to
 */

/** @type {Route[]} */
const ROUTES = [
  { pattern: /^\/$/, names: [], load: () => import('./pages/inbox.js'), export: 'home', nav: 'inbox' },
  { pattern: /^\/login$/, names: [], load: () => import('./pages/login.js'), export: 'login', nav: 'login' },
  { pattern: /^\/register$/, names: [], load: () => import('./pages/login.js'), export: 'register', nav: 'register' },
  { pattern: /^\/inbox$/, names: [], load: () => import('./pages/inbox.js'), export: 'inbox', signedIn: true, nav: 'inbox' },
  { pattern: /^\/games\/(\d+)$/, names: ['id'], load: () => import('./pages/game.js'), export: 'game', nav: 'inbox' },
  { pattern: /^\/games$/, names: [], load: () => import('./pages/games.js'), export: 'games', nav: 'games' },
  { pattern: /^\/tournaments$/, names: [], load: () => import('./pages/tournaments.js'), export: 'tournaments', nav: 'tournaments' },
  { pattern: /^\/tournaments\/(\d+)$/, names: ['id'], load: () => import('./pages/tournament.js'), export: 'tournament', nav: 'tournaments' },
  { pattern: /^\/players\/([A-Za-z0-9_-]+)$/, names: ['username'], load: () => import('./pages/player.js'), export: 'player', nav: 'player' },
  { pattern: /^\/leaderboard$/, names: [], load: () => import('./pages/leaderboard.js'), export: 'leaderboard', nav: 'leaderboard' },
  { pattern: /^\/learn$/, names: [], load: () => import('./pages/learn.js'), export: 'learnIndex', nav: 'learn' },
  { pattern: /^\/learn\/tutorial(?:\/([a-z0-9-]+))?$/, names: ['lesson'], load: () => import('./pages/learn.js'), export: 'tutorial', nav: 'learn' },
  { pattern: /^\/learn\/([a-z0-9-]+)$/, names: ['topic'], load: () => import('./pages/learn.js'), export: 'learnTopic', nav: 'learn' },
  { pattern: /^\/analysis$/, names: [], load: () => import('./pages/analysis.js'), export: 'analysis', nav: 'analysis' },
];

/** @type {(() => void) | null} */
let cleanup = null;
let renderCount = 0;
let firstRender = true;
let myTurn = 0;
let currentNav = '';

/**
 * The signed-in account's saved language as last read or written; null while it is not known
 * (or the account has none).
 * @type {{user: string, lang: string} | null}
 */
let account = null;
/**
 * Settles once the language of the session that just started is sorted out (see
 * `followAccountLanguage`): pages wait for it, so that they are drawn once, in that language.
 * @type {Promise<void>}
 */
let languageSettled = Promise.resolve();

/**
 * Saves the page's language as the signed-in account's (PATCH /me), so that e-mails, the
 * calendar feed and the server's answers follow it on every device. Quiet: when it fails the
 * page is switched all the same, and the next choice tries again.
 * @param {string} lang
 */
async function saveLanguage(lang) {
  const user = currentUser();
  if (!user || (account && account.user === user && account.lang === lang)) return;
  const saving = { user, lang };
  account = saving;
  try {
    await api('PATCH', '/me', { body: { language: lang } });
  } catch {
    if (account === saving) account = null;
  }
}

/**
 * When a session starts: the account's saved language wins over the page's (the reader's choice
 * follows them to a new browser); an account with none gets the page's. A choice made in the
 * picker meanwhile wins over both (it is saved as it is made).
 * @param {string} user
 * @param {Promise<void>} [ready] the page's language loaded
 */
async function followAccountLanguage(user, ready) {
  /** @type {import('./api.js').MeView} */
  let me;
  try {
    [me] = await Promise.all([get('/me'), ready]);
  } catch {
    return;
  }
  if (currentUser() !== user || account?.user === user) return;
  const saved = me.language || null;
  if (!saved) {
    await saveLanguage(i18n.language());
  } else {
    account = { user, lang: saved };
    if (saved !== i18n.language()) await i18n.setLanguage(saved).catch(() => {});
  }
}

/**
 * Goes to a page of the client.
 * @param {string} url
 * @param {{replace?: boolean}} [opts]
 */
export function navigate(url, opts = {}) {
  if (opts.replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  render();
}

/** @param {string} title */
function setTitle(title) {
  document.title = `${myTurn > 0 ? `(${myTurn}) ` : ''}${title} · Camelot`;
  document.body.dataset.title = title;
}

/**
 * Draws the page of the current address.
 * @param {{keepPlace?: boolean}} [opts] keepPlace: the same page drawn again (in another
 *   language): the focus and the scroll position stay where they were
 */
async function render(opts = {}) {
  const main = /** @type {HTMLElement} */ (document.getElementById('main'));
  // A session that just started may switch the language first: the page is drawn after (busy
  // meanwhile, though the old page still shows).
  main.setAttribute('aria-busy', 'true');
  await languageSettled;
  const scrollY = window.scrollY;
  const count = ++renderCount;
  if (cleanup) {
    try {
      cleanup();
    } catch {
      // a page's cleanup failing must not stop navigation
    }
    cleanup = null;
  }
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const route = ROUTES.find((r) => r.pattern.test(path));
  const root = h('div', { class: 'page' });
  replace(main, root);
  main.setAttribute('aria-busy', 'true');
  if (!firstRender) updateBadge();
  currentNav = route ? route.nav : '';
  drawNav();
  /** @type {PageContext} */
  const ctx = {
    root,
    params: {},
    query: new URLSearchParams(location.search),
    user: currentUser(),
    navigate,
    setTitle,
    alive: () => count === renderCount,
  };
  try {
    if (!route) {
      setTitle(t('page-not-found-title'));
      replace(root, h('h1', null, t('page-not-found-heading')), h('p', null, t('page-not-found-text')), h('p', null, h('a', { href: '/' }, t('go-to-start-page'))));
    } else if (route.signedIn && !currentUser()) {
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      return;
    } else {
      const m = route.pattern.exec(path);
      route.names.forEach((name, i) => {
        ctx.params[name] = decodeURIComponent(m?.[i + 1] || '');
      });
      const mod = await route.load();
      /** @type {Page} */
      const page = mod[route.export];
      const done = await page(ctx);
      if (count !== renderCount) {
        if (typeof done === 'function') done();
        return;
      }
      cleanup = typeof done === 'function' ? done : null;
    }
  } catch (e) {
    if (count !== renderCount) return;
    if (/** @type {{status?: number}} */ (e).status === 404) {
      // A page whose subject does not exist (a game, a tournament, a player).
      setTitle(t('page-not-found-title'));
      replace(root, h('h1', null, t('page-not-found-title')), h('p', null, errorText(e)), h('p', null, h('a', { href: '/' }, t('go-to-start-page'))));
    } else {
      setTitle(t('page-error-title'));
      replace(root, h('h1', null, t('page-error-heading')), h('p', { class: 'form-error', role: 'alert' }, errorText(e)));
    }
  }
  main.removeAttribute('aria-busy');
  if (opts.keepPlace) {
    window.scrollTo(0, scrollY);
  } else if (!firstRender) {
    // After a navigation, start reading at the new page's heading.
    const heading = root.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    window.scrollTo(0, 0);
  }
  firstRender = false;
}

/**
 * One navigation entry.
 * @param {string} key
 * @param {string} href
 * @param {import('./dom.js').Children[]} children
 */
function navLink(key, href, ...children) {
  return h('a', { href, 'aria-current': currentNav === key ? 'page' : null }, ...children);
}

function drawNav() {
  const nav = document.getElementById('nav');
  if (!nav) return;
  nav.setAttribute('aria-label', t('nav-label'));
  const skip = document.querySelector('.skip-link');
  if (skip) skip.textContent = t('skip-link');
  const user = currentUser();
  const items = user
    ? [
        navLink(
          'inbox',
          '/inbox',
          t('nav-inbox'),
          myTurn > 0 ? h('span', { class: 'badge', 'aria-label': t('nav-inbox-badge', { count: myTurn }) }, String(myTurn)) : null,
        ),
        navLink('games', '/games', t('nav-games')),
        navLink('tournaments', '/tournaments', t('nav-tournaments')),
        navLink('leaderboard', '/leaderboard', t('nav-leaderboard')),
        navLink('learn', '/learn', t('nav-learn')),
        navLink('analysis', '/analysis', t('nav-analysis')),
        navLink('player', `/players/${encodeURIComponent(user)}`, user),
        h('button', { type: 'button', class: 'nav-button', on: { click: onSignOut } }, t('nav-sign-out')),
      ]
    : [
        navLink('games', '/games', t('nav-games')),
        navLink('tournaments', '/tournaments', t('nav-tournaments')),
        navLink('leaderboard', '/leaderboard', t('nav-leaderboard')),
        navLink('learn', '/learn', t('nav-learn')),
        navLink('analysis', '/analysis', t('nav-analysis')),
        navLink('login', '/login', t('nav-sign-in')),
        navLink('register', '/register', t('nav-register')),
      ];
  replace(nav, h('ul', null, items.map((i) => h('li', null, i))));
}

async function onSignOut() {
  try {
    await signOut();
    notice(t('notice-signed-out'));
  } catch (e) {
    noticeError(e);
  }
  navigate('/login');
}

/** Refreshes the count of games waiting for the player's move. */
async function updateBadge() {
  if (!currentUser()) {
    myTurn = 0;
    return;
  }
  try {
    const page = await get('/me/games?status=active&limit=1');
    if (page.my_turn !== myTurn) {
      myTurn = page.my_turn;
      drawNav();
      setTitle(document.body.dataset.title || 'Camelot');
    }
  } catch {
    // the badge is a convenience; the inbox shows errors
  }
}

/** The live events that get a notice (the text is the message `event-<kind>`). */
const EVENT_NOTICES = new Set([
  'challenge_received',
  'challenge_accepted',
  'challenge_declined',
  'game_started',
  'opponent_moved',
  'draw_offered',
  'draw_declined',
  'game_ended',
  'deadline_warning',
  'opponent_on_leave',
  'tournament_started',
  'round_paired',
  'tournament_finished',
]);

/**
 * The page of a game shows what happens in it by itself (the move, the offer, the result), so
 * events about that game get no notice there, except a declined draw offer: the page only
 * takes the offer away, which is easy to miss.
 */
const NOTICED_ON_GAME_PAGE = new Set(['draw_declined']);

/** @param {events.LiveEvent} ev */
function onLiveEvent(ev) {
  updateBadge();
  const gameId = ev.data && ev.data.game_id;
  const onThatGame = gameId !== undefined && location.pathname === `/games/${gameId}`;
  const onInbox = location.pathname === '/inbox' || location.pathname === '/';
  const text = EVENT_NOTICES.has(ev.kind) ? t(`event-${ev.kind.replace(/_/g, '-')}`) : '';
  if (!text || onInbox || (onThatGame && !NOTICED_ON_GAME_PAGE.has(ev.kind))) return;
  notice(text);
}

/** Client-side navigation for links to the client's own pages. @param {MouseEvent} ev */
function onDocumentClick(ev) {
  if (ev.defaultPrevented || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
  const a = /** @type {Element | null} */ (ev.target)?.closest('a');
  if (!a || !(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute('download')) return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/docs')) return;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
  ev.preventDefault();
  navigate(url.pathname + url.search);
}

async function boot() {
  document.addEventListener('click', onDocumentClick);
  window.addEventListener('popstate', () => render());
  const languageReady = i18n.init();
  try {
    await refresh();
  } catch (e) {
    noticeError(e);
  }
  // The account's language, asked while the page's loads.
  const user = currentUser();
  if (user) languageSettled = followAccountLanguage(user, languageReady);
  await languageReady;
  document.querySelector('.topbar')?.append(i18n.languagePicker());
  i18n.onLanguageChange((lang) => {
    drawNav();
    // The reader's choice becomes the account's (nothing to do when it already is), before the
    // page asks the server for texts again: the server writes in the saved language first.
    const saved = saveLanguage(lang);
    // The page draws itself again in the new language; the learning pages do it themselves
    // (keeping the tutorial's board as it is).
    if (currentNav !== 'learn') saved.then(() => render({ keepPlace: true }));
  });
  onSessionChange((user) => {
    myTurn = 0;
    account = null;
    // A new user (or none): the old stream belongs to someone else.
    events.stop();
    if (user) {
      languageSettled = followAccountLanguage(user);
      events.start();
      updateBadge();
    }
    drawNav();
    const route = ROUTES.find((r) => r.pattern.test(location.pathname));
    if (!user && route?.signedIn) navigate('/login', { replace: true });
  });
  events.subscribe(onLiveEvent);
  // A page that changed one of my games (a move sent, a draw agreed) asks for a fresh count.
  document.addEventListener('camelot:games-changed', () => updateBadge());
  if (user) {
    events.start();
    updateBadge();
  }
  await render();
}

boot();
