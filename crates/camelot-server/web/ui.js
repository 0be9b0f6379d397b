// @ts-check
// Showing what the API said: problem details in words, per-field errors beside their fields,
// and short notices.

import { ApiError } from './api.js';
import { h, replace } from './dom.js';
import { t } from './i18n.js';

/**
 * The message of an error for a person: the problem's `detail` for API errors.
 * @param {unknown} err
 */
export function errorText(err) {
  if (err instanceof ApiError) return err.problem.detail || err.problem.title;
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * An error box (role="alert", so it is announced when it fills).
 * @param {string} [id]
 */
export function errorBox(id) {
  return h('p', { class: 'form-error', role: 'alert', id });
}

/**
 * Shows an API error on a form: the `detail` in the form's error box and each entry of
 * `errors` beside the field of that name.
 * @param {HTMLFormElement} form
 * @param {unknown} err
 */
export function showFormError(form, err) {
  clearFormErrors(form);
  const box = form.querySelector('.form-error');
  let placed = 0;
  /** @type {Element | null} */
  let firstInvalid = null;
  const errors = err instanceof ApiError && Array.isArray(err.problem.errors) ? err.problem.errors : [];
  for (const { field, message } of errors) {
    const wrap = form.querySelector(`[data-field="${CSS.escape(field)}"]`);
    const slot = wrap?.querySelector('.field-error');
    const control = wrap?.querySelector('input, select, textarea');
    if (slot) {
      slot.textContent = sentence(message);
      placed += 1;
    }
    if (control) {
      control.setAttribute('aria-invalid', 'true');
      firstInvalid = firstInvalid || control;
    }
  }
  if (errors.length > 0 && placed === errors.length) {
    // Every problem is told beside its field: saying it again above would only repeat it.
    if (firstInvalid instanceof HTMLElement) firstInvalid.focus();
  } else if (box) {
    box.textContent = errorText(err);
  }
}

/**
 * A message as a sentence: capital first letter, full stop ("must be at least 8 characters"
 * → "Must be at least 8 characters.").
 * @param {string} message
 */
export function sentence(message) {
  const t = String(message || '').trim();
  if (!t) return t;
  const first = t[0].toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

/** @param {HTMLFormElement} form */
export function clearFormErrors(form) {
  for (const el of form.querySelectorAll('.form-error, .field-error')) el.textContent = '';
  for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let noticeTimer;

/**
 * Puts the notice just under the top bar while the bar is in sight (on a phone the bar wraps
 * onto several lines, and a notice at a fixed height would cover its navigation), else at the
 * top of the window.
 */
function placeNotice() {
  const el = document.getElementById('notice');
  if (!el || !el.firstChild) return;
  const bar = document.querySelector('.topbar');
  const bottom = bar ? bar.getBoundingClientRect().bottom : 0;
  el.style.top = `${Math.max(0, bottom) + 6}px`;
}
if (typeof window !== 'undefined') {
  window.addEventListener('scroll', placeNotice, { passive: true });
  window.addEventListener('resize', placeNotice);
}

/**
 * A short message in the status area under the top bar (announced politely).
 * @param {string} text
 * @param {'info' | 'error'} [kind]
 */
export function notice(text, kind = 'info') {
  const el = document.getElementById('notice');
  if (!el) return;
  clearTimeout(noticeTimer);
  if (!text) {
    el.replaceChildren();
    el.className = 'notice';
    return;
  }
  el.className = `notice ${kind}`;
  replace(
    el,
    h('span', null, text),
    h('button', { type: 'button', class: 'dismiss', 'aria-label': t('notice-dismiss'), on: { click: () => notice('') } }, '×'),
  );
  placeNotice();
  noticeTimer = setTimeout(() => notice(''), kind === 'error' ? 15_000 : 6_000);
}

/**
 * Clears the notice if it still says `text`. A page withdraws what it said about an action once
 * the game has moved past it (a "Draw offered." over a game the opponent has just drawn would
 * mislead), without hiding a newer notice that something else has shown since.
 * @param {string} text
 */
export function withdrawNotice(text) {
  const el = document.getElementById('notice');
  if (!el || !text) return;
  const shown = el.querySelector('span');
  if (shown && shown.textContent === text) notice('');
}

/**
 * Shows an error as a notice.
 * @param {unknown} err
 */
export function noticeError(err) {
  notice(errorText(err), 'error');
}

/**
 * Runs an action for a button: the button is disabled meanwhile, errors become notices (or go
 * to the given error box).
 * @param {HTMLButtonElement} button
 * @param {() => Promise<unknown>} action
 * @param {HTMLElement} [box]
 */
export async function run(button, action, box) {
  button.disabled = true;
  if (box) box.textContent = '';
  try {
    await action();
  } catch (e) {
    if (box) box.textContent = errorText(e);
    else noticeError(e);
  } finally {
    button.disabled = false;
  }
}

/**
 * A button.
 * @param {string} label
 * @param {(ev: MouseEvent) => void} onClick
 * @param {string} [cls]
 * @param {Record<string, any>} [attrs]
 */
export function button(label, onClick, cls = '', attrs = {}) {
  return h('button', { type: 'button', class: cls || null, ...attrs, on: { click: onClick } }, label);
}

let sectionCount = 0;

/**
 * A section with a heading.
 * @param {string} title
 * @param {import('./dom.js').Children[]} children
 */
export function section(title, ...children) {
  const id = `s-${++sectionCount}`;
  return h('section', { 'aria-labelledby': id, class: 'card' }, h('h2', { id }, title), ...children);
}

/**
 * A table with a caption (visually hidden when `hideCaption`).
 * @param {string} caption
 * @param {(string | Node)[]} head
 * @param {import('./dom.js').Children[][]} rows
 * @param {{hideCaption?: boolean, cls?: string}} [opts]
 */
export function table(caption, head, rows, opts = {}) {
  // The wrapper scrolls sideways on narrow screens: keyboard users can focus it to scroll.
  return h(
    'div',
    { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('table-label', { caption }) },
    h(
      'table',
      { class: opts.cls || null },
      h('caption', { class: opts.hideCaption ? 'visually-hidden' : null }, caption),
      h('thead', null, h('tr', null, head.map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', null, rows.map((r) => h('tr', null, r.map((c) => h('td', null, c))))),
    ),
  );
}
