// @ts-check
// "Play the computer" on the inbox: pick a level (each bot with its rating), a colour and the
// days per move; the client challenges that bot, waits until it accepts (it does within about
// a second) and opens the game. From there the game page works as with a person: the bot's
// moves arrive through the live event stream.

import { t } from './i18n.js';
import { variantField } from './variants.js';
import { get, post, seg } from './api.js';
import { field, h, replace } from './dom.js';
import * as events from './events.js';
import { clearFormErrors, errorBox, showFormError } from './ui.js';

/**
 * @typedef {object} Bot
 * @property {string} username
 * @property {number} level 1 (weakest) to 8
 * @property {number} rating
 * @property {string} description
 */


/** How long to wait for the bot before leaving the challenge in the inbox. */
const PATIENCE_MS = 20_000;

/**
 * The form, filled in once the bots are known.
 * @param {import('./app.js').PageContext} ctx
 */
export function playComputer(ctx) {
  const wrap = h('div', { class: 'play-computer' }, h('p', { class: 'loading' }, t('computer-loading')));
  get('/bots').then(
    (/** @type {Bot[]} */ bots) => {
      if (!ctx.alive()) return;
      if (!bots.length) {
        replace(wrap, h('p', { class: 'empty' }, t('computer-no-bots')));
        return;
      }
      replace(wrap, botForm(ctx, bots.slice().sort((a, b) => a.level - b.level)));
    },
    (e) => {
      if (ctx.alive()) replace(wrap, h('p', { class: 'form-error', role: 'alert' }, String(e.message || e)));
    },
  );
  return wrap;
}

/**
 * @param {import('./app.js').PageContext} ctx
 * @param {Bot[]} bots by level
 */
function botForm(ctx, bots) {
  const level = h(
    'select',
    { name: 'level' },
    bots.map((b) => h('option', { value: b.username }, t('computer-level-option', { level: b.level, rating: String(b.rating) }))),
  );
  const colour = h(
    'select',
    { name: 'color' },
    h('option', { value: 'random' }, t('computer-random')),
    h('option', { value: 'white' }, t('computer-white')),
    h('option', { value: 'black' }, t('computer-black')),
  );
  const days = h('input', { name: 'days_per_move', type: 'number', min: 1, max: 60, value: 3, inputmode: 'numeric' });
  const rated = h('input', { name: 'rated', type: 'checkbox' });
  const variant = variantField();
  const submit = h('button', { type: 'submit', class: 'primary' }, t('computer-submit'));
  const progress = h('p', { class: 'play-computer-status', role: 'status' });
  // How the chosen bot plays, as the hint of the level (read with it).
  const describe = () => bots.find((b) => b.username === level.value)?.description || '';
  // The server describes its bots in the reader's language (the one the client asks for).
  const levelField = field(t('computer-level'), level, describe());
  level.addEventListener('change', () => {
    const hint = levelField.querySelector('.hint');
    if (hint) hint.textContent = describe();
  });
  const form = h(
    'form',
    { novalidate: true, 'aria-label': t('computer-form-label'), class: 'play-computer-form' },
    levelField,
    variant.field,
    field(t('computer-colour'), colour),
    field(t('computer-days'), days, t('computer-days-hint')),
    field(t('computer-rated'), rated),
    errorBox(),
    h('div', { class: 'actions' }, submit),
    progress,
  );
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearFormErrors(form);
    progress.textContent = '';
    submit.disabled = true;
    const bot = level.value;
    try {
      const challenge = await post('/challenges', {
        opponent: bot,
        color: colour.value,
        rated: rated.checked,
        days_per_move: Number(days.value),
        variant: variant.select.value,
      });
      progress.textContent = t('computer-waiting', { username: bot });
      const outcome = await waitForGame(ctx, challenge.id);
      if (!ctx.alive()) return;
      if (typeof outcome === 'number') {
        ctx.navigate(`/games/${outcome}`);
        return;
      }
      progress.textContent = t(outcome === 'refused' ? 'computer-refused' : 'computer-slow', { username: bot });
    } catch (e) {
      progress.textContent = '';
      showFormError(form, e);
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

/**
 * Waits until a challenge is accepted (answers the game's id), refused (declined, expired or
 * cancelled) or the patience runs out. It looks when a live event arrives and every half
 * second meanwhile.
 * @param {import('./app.js').PageContext} ctx
 * @param {number} challengeId
 * @returns {Promise<number | 'refused' | 'slow'>}
 */
function waitForGame(ctx, challengeId) {
  return new Promise((resolve) => {
    const until = Date.now() + PATIENCE_MS;
    let done = false;
    let looking = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    /** @param {number | 'refused' | 'slow'} v */
    const finish = (v) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(v);
    };
    const look = async () => {
      if (done || looking) return;
      if (!ctx.alive()) {
        finish('slow');
        return;
      }
      looking = true;
      try {
        const c = await get(`/challenges/${seg(challengeId)}`);
        if (c.game_id !== null && c.game_id !== undefined) finish(Number(c.game_id));
        else if (c.status !== 'open') finish('refused');
      } catch {
        // a failed look is tried again at the next tick
      } finally {
        looking = false;
      }
      if (done) return;
      if (Date.now() > until) finish('slow');
      else {
        clearTimeout(timer);
        timer = setTimeout(look, 500);
      }
    };
    const unsubscribe = events.subscribe(() => {
      look();
    });
    timer = setTimeout(look, 300);
  });
}
