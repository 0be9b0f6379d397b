// @ts-check
// The client's only way to the server: the public JSON API under /api/v1.
//
// Signing in goes through /api/v1/auth/session: the refresh token stays in an HttpOnly cookie
// that no script can read, and the short-lived access token lives only in this module's memory
// (never in storage). On page load the client asks the session endpoint for a fresh access
// token; it renews it before it expires, and once more when a request is refused with 401.
//
// Every request says the page's language (Accept-Language): the server writes its answers'
// texts (problems, the bots' descriptions) in it, unless the signed-in account has a saved
// language of its own (app.js keeps that one the same as the page's).

import { language, t } from './i18n.js';

/**
 * An RFC 9457 problem as the API answers it.
 * @typedef {object} Problem
 * @property {string} type
 * @property {string} title
 * @property {number} status
 * @property {string} detail
 * @property {{field: string, message: string}[]} [errors]
 * @property {string} [reason]
 */

/**
 * The API's own types, generated from its OpenAPI document (openapi/openapi.json) by
 * tests/web/run.sh before the type check: a field renamed or removed there fails the check
 * wherever the client uses it. Types only: nothing of this is loaded in the browser.
 * @typedef {import('camelot-api').components['schemas']} Schemas
 * @typedef {Schemas['SessionView']} SessionView
 * @typedef {Schemas['MeView']} MeView
 * @typedef {Schemas['GameView']} GameView a game with its players, clock and moves
 * @typedef {Schemas['GamePlayer']} GamePlayer
 * @typedef {Schemas['MoveView']} MoveView
 * @typedef {Schemas['LegalMoves']} LegalMoves
 * @typedef {Schemas['PublicGameView']} PublicGameView a game in the public list
 * @typedef {Schemas['PublicGames']} PublicGames a page of the public list
 * @typedef {Schemas['GameSummary']} GameSummary a game in my lists
 * @typedef {Schemas['MyGames']} MyGames a page of my games
 */

/** An error the API answered (or a failure to reach it, status 0). */
export class ApiError extends Error {
  /** @param {Problem} problem */
  constructor(problem) {
    super(problem.detail || problem.title);
    this.name = 'ApiError';
    this.problem = problem;
    this.status = problem.status;
  }
}

export const API = '/api/v1';
const SESSION = `${API}/auth/session`;

/** @type {string | null} */
let accessToken = null;
/** @type {string | null} */
let username = null;
let expiresAt = 0;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let renewTimer;
/** @type {Promise<boolean> | null} */
let refreshing = null;
/** @type {Set<(user: string | null) => void>} */
const listeners = new Set();
// Other tabs of this site hear of sign-in and sign-out at once.
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('camelot-session') : null;

/** The signed-in user's name, or null. */
export function currentUser() {
  return username;
}

/**
 * Whether a username is the signed-in user's (usernames are the same whatever the case of
 * their letters); false when signed out.
 * @param {string | null | undefined} name
 */
export function isMe(name) {
  return username !== null && typeof name === 'string' && name.toLowerCase() === username.toLowerCase();
}

/**
 * Calls `fn` whenever the signed-in user changes.
 * @param {(user: string | null) => void} fn
 */
export function onSessionChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** @param {SessionView} view */
function setSession(view) {
  const changed = username !== view.username;
  accessToken = view.access_token;
  username = view.username;
  expiresAt = Date.now() + view.expires_in * 1000;
  clearTimeout(renewTimer);
  // Renew a minute before expiry (at most every 10 s for very short lifetimes).
  const renewIn = Math.max(10_000, view.expires_in * 1000 - 60_000);
  renewTimer = setTimeout(() => {
    refresh().catch(() => {});
  }, renewIn);
  if (changed) for (const fn of listeners) fn(username);
}

function clearSession() {
  const changed = username !== null;
  accessToken = null;
  username = null;
  expiresAt = 0;
  clearTimeout(renewTimer);
  if (changed) for (const fn of listeners) fn(null);
}

/**
 * The problem in an error response (or one made up for a body that is not a problem).
 * @param {Response} res
 * @returns {Promise<Problem>}
 */
async function readProblem(res) {
  const type = res.headers.get('content-type') || '';
  if (type.includes('json')) {
    try {
      const body = await res.json();
      if (body && typeof body.detail === 'string') return body;
    } catch {
      // fall through to the generic problem
    }
  }
  return {
    type: 'about:blank',
    title: res.statusText || t('error-title'),
    status: res.status,
    detail: t('error-server-answered', { status: res.status, text: res.statusText }),
  };
}

/**
 * fetch, with a network failure turned into an ApiError the page can show.
 * @param {string} url
 * @param {RequestInit} init
 */
async function send(url, init) {
  try {
    return await fetch(url, { cache: 'no-store', credentials: 'same-origin', ...init });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({
      type: 'about:blank',
      title: t('error-network-title'),
      status: 0,
      detail: t('error-network'),
    });
  }
}

/**
 * A request to the session endpoint: cookie-authenticated, so it carries the CSRF header.
 * @param {string} method
 * @param {string} url
 * @param {unknown} [body]
 */
async function sessionRequest(method, url, body) {
  /** @type {Record<string, string>} */
  const headers = { 'X-Camelot-CSRF': '1', Accept: 'application/json', 'Accept-Language': language() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await send(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(await readProblem(res));
  return res.status === 204 ? null : res.json();
}

/**
 * Runs `fn` while holding the session lock shared by this site's tabs, so that two tabs never
 * spend the same refresh token (the server treats a reused one as stolen).
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
function withSessionLock(fn) {
  if (navigator.locks) return navigator.locks.request('camelot-session', fn);
  return fn();
}

/**
 * Trades the session cookie for a new access token; false when there is no session.
 * @returns {Promise<boolean>}
 */
export function refresh() {
  if (!refreshing) {
    refreshing = withSessionLock(async () => {
      try {
        setSession(await sessionRequest('POST', `${SESSION}/refresh`));
        return true;
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) {
          clearSession();
          return false;
        }
        throw e;
      }
    }).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/**
 * Signs in; the server sets the session cookie.
 * @param {string} name
 * @param {string} password
 */
export async function signIn(name, password) {
  await withSessionLock(async () => {
    setSession(await sessionRequest('POST', SESSION, { username: name, password }));
  });
  channel?.postMessage('signed-in');
}

/** Signs out: the server revokes the session and clears the cookie. */
export async function signOut() {
  try {
    await withSessionLock(() => sessionRequest('DELETE', SESSION));
  } finally {
    clearSession();
    channel?.postMessage('signed-out');
  }
}

if (channel) {
  channel.onmessage = (ev) => {
    if (ev.data === 'signed-out') clearSession();
    else if (ev.data === 'signed-in') refresh().catch(() => {});
  };
}

/** A valid access token (renewed first when it is about to expire), or null when signed out. */
export async function token() {
  if (accessToken && Date.now() > expiresAt - 30_000) await refresh();
  return accessToken;
}

/**
 * @typedef {object} RequestOptions
 * @property {unknown} [body] sent as JSON
 * @property {Record<string, string>} [headers]
 * @property {AbortSignal} [signal]
 */

/**
 * Calls the API (path relative to /api/v1) and answers the parsed JSON body (null for 204).
 * Errors are thrown as ApiError with the server's problem.
 * @param {string} method
 * @param {string} path
 * @param {RequestOptions} [options]
 * @returns {Promise<any>}
 */
export async function api(method, path, options = {}) {
  const attempt = async () => {
    /** @type {Record<string, string>} */
    const headers = { Accept: 'application/json', 'Accept-Language': language(), ...(options.headers || {}) };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const t = await token();
    if (t) headers.Authorization = `Bearer ${t}`;
    return send(API + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  };
  let res = await attempt();
  if (res.status === 401 && accessToken) {
    // The token expired or was revoked meanwhile: renew once and try again.
    if (await refresh()) res = await attempt();
  }
  if (!res.ok) throw new ApiError(await readProblem(res));
  if (res.status === 204) return null;
  const type = res.headers.get('content-type') || '';
  return type.includes('json') ? res.json() : res.text();
}

/** Shorthands. */
export const get = (/** @type {string} */ path, /** @type {RequestOptions} */ o = {}) => api('GET', path, o);
export const post = (/** @type {string} */ path, /** @type {unknown} */ body = undefined, /** @type {RequestOptions} */ o = {}) =>
  api('POST', path, { ...o, body });

/**
 * A game with its players, clock and moves (GET /games/{id}).
 * @param {number} id
 * @param {RequestOptions} [o]
 * @returns {Promise<GameView>}
 */
export const getGame = (id, o = {}) => get(`/games/${seg(id)}`, o);

/**
 * A move, sent with its idempotency key (POST /games/{id}/moves): the game after it.
 * @param {number} id
 * @param {{path: string, expected_ply: number}} move
 * @param {string} key the Idempotency-Key
 * @returns {Promise<GameView>}
 */
export const postMove = (id, move, key) => post(`/games/${seg(id)}/moves`, move, { headers: { 'Idempotency-Key': key } });

/**
 * An action on a game (draw offer, resignation…): the game after it.
 * @param {number} id
 * @param {'draw-offer' | 'draw-accept' | 'draw-decline' | 'draw-claim' | 'resign' | 'abort'} action
 * @returns {Promise<GameView>}
 */
export const postGameAction = (id, action) => post(`/games/${seg(id)}/${action}`);

/**
 * The legal moves of the side to move (GET /games/{id}/legal-moves).
 * @param {number} id
 * @returns {Promise<LegalMoves>}
 */
export const getLegalMoves = (id) => get(`/games/${seg(id)}/legal-moves`);

/**
 * A page of the public list of games (GET /games).
 * @param {URLSearchParams} query
 * @returns {Promise<PublicGames>}
 */
export const getPublicGames = (query) => get(`/games?${query}`);

/**
 * A page of my games (GET /me/games).
 * @param {URLSearchParams} query
 * @returns {Promise<MyGames>}
 */
export const getMyGames = (query) => get(`/me/games?${query}`);

/** @type {{user: string, roles: Promise<string[]>} | null} */
let rolesCache = null;

/** The signed-in user's roles (`player`, `organizer`, `admin`), asked once per sign-in. */
export function myRoles() {
  if (!username) return Promise.resolve([]);
  if (!rolesCache || rolesCache.user !== username) {
    /** @type {Promise<MeView>} */
    const me = get('/me');
    rolesCache = { user: username, roles: me.then((m) => m.roles, () => []) };
  }
  return rolesCache.roles;
}

/**
 * A path segment, escaped.
 * @param {string | number} v
 */
export const seg = (v) => encodeURIComponent(String(v));
