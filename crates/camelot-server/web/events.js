// @ts-check
// The signed-in player's live events (GET /api/v1/me/events/stream, Server-Sent Events).
//
// EventSource cannot send an Authorization header, so the stream is read with fetch and a
// streaming body reader. When the connection drops it reconnects with a fresh access token
// and the last event id seen (Last-Event-ID), so no event is lost in between.

import { API, token } from './api.js';

/**
 * @typedef {object} LiveEvent
 * @property {number} id
 * @property {string} kind e.g. "opponent_moved", "challenge_received"
 * @property {Record<string, any>} data
 * @property {string} created_at
 */

/** @type {Set<(e: LiveEvent) => void>} */
const subscribers = new Set();
/** @type {AbortController | null} */
let current = null;
/** @type {string | null} */
let lastEventId = null;
let retryMs = 3000;

/**
 * Hears every live event until the returned function is called.
 * @param {(e: LiveEvent) => void} fn
 */
export function subscribe(fn) {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
}

/** Opens the stream (once); it runs until `stop`. */
export function start() {
  if (current) return;
  const ctl = new AbortController();
  current = ctl;
  lastEventId = null;
  loop(ctl.signal)
    .catch(() => {})
    .finally(() => {
      if (current === ctl) current = null;
    });
}

/** Closes the stream (on sign-out). */
export function stop() {
  current?.abort();
  current = null;
}

/** @param {number} ms @param {AbortSignal} signal */
function sleep(ms, signal) {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve(undefined);
    });
  });
}

/** @param {AbortSignal} signal */
async function loop(signal) {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const t = await token();
      if (!t) return;
      /** @type {Record<string, string>} */
      const headers = { Authorization: `Bearer ${t}`, Accept: 'text/event-stream' };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      const res = await fetch(`${API}/me/events/stream`, { headers, signal, cache: 'no-store' });
      if (res.ok && res.body) {
        failures = 0;
        await read(res.body, signal);
      } else if (res.status === 401) {
        failures += 1; // token() renews an expired token on the next turn
      } else {
        failures += 1;
      }
    } catch {
      failures += 1;
    }
    if (signal.aborted) return;
    // Back off while the server is unreachable: 3 s, 6 s, … up to a minute.
    await sleep(Math.min(60_000, retryMs * Math.max(1, failures)), signal);
  }
}

/**
 * Parses the stream: frames separated by a blank line, with `id:`, `event:`, `data:` and
 * `retry:` fields; comment lines (":") keep the connection alive.
 * @param {ReadableStream<Uint8Array>} body
 * @param {AbortSignal} signal
 */
async function read(body, signal) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || signal.aborted) return;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
        dispatch(frame);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** @param {string} frame */
function dispatch(frame) {
  let id = null;
  let data = '';
  for (const line of frame.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'data') data += (data ? '\n' : '') + value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  }
  if (id !== null) lastEventId = id;
  if (!data) return;
  /** @type {LiveEvent} */
  let event;
  try {
    event = JSON.parse(data);
  } catch {
    return;
  }
  for (const fn of subscribers) {
    try {
      fn(event);
    } catch {
      // one page's handler failing must not stop the others
    }
  }
}
