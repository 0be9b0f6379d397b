// @ts-check
// The inbox: my games (those where it is my move first, most urgent deadline first), the
// challenges I received and sent, open seeks, the form for a new challenge or seek, and my
// leave (days left this year; start or end it).

import { api, get, getMyGames, isMe, post } from '../api.js';
import { field, h, replace } from '../dom.js';
import * as events from '../events.js';
import { dateTime, resultText, terminationText, timeControlText, timeLeft } from '../format.js';
import { button, clearFormErrors, errorBox, errorText, notice, run, section, showFormError } from '../ui.js';
import { playComputer } from '../play-computer.js';
import { t } from '../i18n.js';
import { variantField, variantName, variantTag } from '../variants.js';

/** @typedef {import('../api.js').GameSummary} GameSummary */

/**
 * @typedef {object} Challenge
 * @property {number} id
 * @property {string} challenger
 * @property {string | null} opponent
 * @property {string} color the challenger's colour
 * @property {boolean} rated
 * @property {string} [variant]
 * @property {number | null} days_per_move
 * @property {import('../format.js').TimeControl | null} [time_control]
 * @property {number | null} min_rating
 * @property {number | null} max_rating
 * @property {string} status
 * @property {number | null} game_id
 * @property {string} expires_at
 */

/**
 * @typedef {object} LeaveStatus
 * @property {number} allowance_days
 * @property {number} used_days
 * @property {number} remaining_days
 * @property {string | null} [on_leave_until]
 */

/** @param {import('../app.js').PageContext} ctx */
export function home(ctx) {
  if (ctx.user) return inbox(ctx);
  ctx.setTitle(t('home-title'));
  replace(
    ctx.root,
    h('h1', null, t('home-heading')),
    h(
      'p',
      { class: 'lead' },
      t('home-lead'),
    ),
    h(
      'div',
      { class: 'cards' },
      h('section', { class: 'card' }, h('h2', null, t('home-new-heading')), h('p', null, t('home-new-text')), h('a', { class: 'button primary', href: '/register' }, t('nav-register'))),
      h('section', { class: 'card' }, h('h2', null, t('home-back-heading')), h('p', null, t('home-back-text')), h('a', { class: 'button', href: '/login' }, t('nav-sign-in'))),
      h('section', { class: 'card' }, h('h2', null, t('home-look-heading')), h('p', null, t('home-look-text')), h('p', null, h('a', { href: '/leaderboard' }, t('nav-leaderboard')), ' · ', h('a', { href: '/tournaments' }, t('nav-tournaments')))),
    ),
  );
  return undefined;
}

/**
 * My opponent in a game summary.
 * @param {GameSummary} g
 */
function opponentOf(g) {
  return isMe(g.white) ? g.black : g.white;
}

/**
 * My colour in a game summary.
 * @param {GameSummary} g
 */
function colourOf(g) {
  return isMe(g.white) ? 'white' : 'black';
}

/**
 * One game in a list.
 * @param {GameSummary} g
 */
function gameItem(g) {
  const moveNo = Math.floor(g.ply / 2) + 1;
  const finished = g.status !== 'active';
  // A finished game is told in the past, with how long it lasted.
  const details = finished
    ? [t('inbox-you-played', { colour: colourOf(g) }), t('inbox-moves-played', { count: g.ply }), t(g.rated ? 'games-rated-1' : 'games-unrated')]
    : [t('inbox-you-play', { colour: colourOf(g) }), g.ply === 0 ? t('games-no-move') : t('games-move-number', { number: moveNo }), t(g.rated ? 'games-rated-1' : 'games-unrated')];
  return h(
    'li',
    { class: `game-item${g.my_turn ? ' my-turn' : ''}`, 'data-game-id': String(g.id) },
    h('a', { href: `/games/${g.id}`, class: 'game-link' }, `${g.white} – ${g.black}`),
    h('span', { class: 'meta' }, g.variant && g.variant !== 'camelot' ? [variantTag(g.variant), ' '] : null, details.join(' · ')),
    finished
      ? h('span', { class: 'result' }, g.termination ? t('player-game-result-how', { result: resultText(g.result), how: terminationText(g.termination, g.variant) }) : resultText(g.result))
      : h(
          'span',
          { class: `deadline${g.my_turn ? ' urgent' : ''}` },
          g.my_turn ? t('inbox-time-to-move', { time: timeLeft(g.deadline) }) : `${t('games-to-move', { username: opponentOf(g) })} · ${timeLeft(g.deadline)}`,
          g.deadline ? h('span', { class: 'visually-hidden' }, ` ${t('inbox-deadline', { date: dateTime(g.deadline) })}`) : null,
        ),
  );
}

/**
 * A challenge in words, from the reader's side.
 * @param {Challenge} c
 */
function challengeTerms(c) {
  const mine = isMe(c.challenger);
  const theirColour = c.color;
  /** @type {Record<string, string>} */
  const opposite = { white: 'black', black: 'white', random: 'random' };
  const colour = t('inbox-you-play', { colour: mine ? theirColour : opposite[theirColour] || theirColour });
  const parts = [variantName(c.variant), colour, timeControlText(c), t(c.rated ? 'games-rated-1' : 'games-unrated')];
  if (c.min_rating !== null || c.max_rating !== null) {
    parts.push(t('inbox-ratings-range', { min: String(c.min_rating ?? '…'), max: String(c.max_rating ?? '…') }));
  }
  return parts.join(' · ');
}

/** @param {import('../app.js').PageContext} ctx */
export async function inbox(ctx) {
  ctx.setTitle(t('nav-inbox'));
  const yourMove = h('div', { id: 'your-move' });
  const waiting = h('div', { id: 'waiting' });
  const received = h('div');
  const sent = h('div');
  const seeks = h('div');
  const finished = h('div');
  const status = h('p', { class: 'form-error', role: 'alert' });
  // For a player who has never played: where to learn the rules (gone once there is a game).
  const newcomer = h(
    'section',
    { class: 'card newcomer-card', hidden: true, 'aria-labelledby': 'newcomer-heading' },
    h('h2', { id: 'newcomer-heading' }, t('inbox-newcomer-title')),
    h('p', null, t('inbox-newcomer-text')),
    h(
      'p',
      { class: 'actions' },
      h('a', { href: '/learn', class: 'button primary' }, t('inbox-newcomer-rules')),
      h('a', { href: '/learn/tutorial', class: 'button' }, t('learn-start-tutorial')),
    ),
  );

  const load = async () => {
    try {
      const [active, incoming, outgoing, open, done] = await Promise.all([
        getMyGames(new URLSearchParams({ status: 'active', limit: '100' })),
        get('/challenges?direction=incoming&status=open&limit=100'),
        get('/challenges?direction=outgoing&status=open&limit=100'),
        get('/challenges?direction=seeks&status=open&limit=100'),
        getMyGames(new URLSearchParams({ status: 'finished', limit: '10' })),
      ]);
      if (!ctx.alive()) return;
      status.textContent = '';
      /** @type {GameSummary[]} */
      const games = active.items;
      const mine = games.filter((g) => g.my_turn);
      const theirs = games.filter((g) => !g.my_turn);
      replace(
        yourMove,
        mine.length
          ? h('ol', { class: 'game-list', 'aria-label': t('inbox-your-move-label') }, mine.map(gameItem))
          : h('p', { class: 'empty' }, t('inbox-your-move-empty')),
      );
      replace(
        waiting,
        theirs.length
          ? h('ol', { class: 'game-list', 'aria-label': t('inbox-waiting-label') }, theirs.map(gameItem))
          : h('p', { class: 'empty' }, t('inbox-waiting-empty')),
      );
      replace(received, challengeList(incoming.items, 'received'));
      replace(sent, challengeList(outgoing.items, 'sent'));
      replace(seeks, challengeList(open.items, 'seek'));
      /** @type {GameSummary[]} */
      const ended = done.items;
      newcomer.hidden = games.length > 0 || ended.length > 0;
      replace(
        finished,
        ended.length ? h('ol', { class: 'game-list' }, ended.map(gameItem)) : h('p', { class: 'empty' }, t('inbox-finished-empty')),
      );
    } catch (e) {
      if (ctx.alive()) status.textContent = errorText(e);
    }
  };

  /**
   * @param {Challenge[]} items
   * @param {'received' | 'sent' | 'seek'} kind
   */
  const challengeList = (items, kind) => {
    if (!items.length) {
      return h('p', { class: 'empty' }, t(`inbox-${kind}-empty`));
    }
    return h(
      'ul',
      { class: 'challenge-list' },
      items.map((c) => {
        const who =
          kind === 'sent'
            ? c.opponent
              ? t('inbox-challenge-to', { username: c.opponent })
              : t('inbox-open-seek')
            : kind === 'seek'
              ? t('inbox-seeks-a-game', { username: c.challenger })
              : t('inbox-challenge-from', { username: c.challenger });
        const box = h('span', { class: 'inline-error', role: 'alert' });
        /** @type {HTMLElement[]} */
        const actions = [];
        if (kind === 'received' || kind === 'seek') {
          const accept = button(t(kind === 'seek' ? 'inbox-accept-seek' : 'inbox-accept'), () =>
            run(accept, async () => {
              const game = await post(`/challenges/${c.id}/accept`);
              ctx.navigate(`/games/${game.id}`);
            }, box),
          'primary', { 'aria-label': t(kind === 'seek' ? 'inbox-accept-seek-label' : 'inbox-accept-label', { username: c.challenger }) });
          actions.push(accept);
        }
        if (kind === 'received') {
          const decline = button(t('inbox-decline'), () =>
            run(decline, async () => {
              await post(`/challenges/${c.id}/decline`, {});
              notice(t('inbox-declined', { username: c.challenger }));
              await load();
            }, box),
          '', { 'aria-label': t('inbox-decline-label', { username: c.challenger }) });
          actions.push(decline);
        }
        if (kind === 'sent') {
          const cancel = button(t('inbox-cancel'), () =>
            run(cancel, async () => {
              await post(`/challenges/${c.id}/cancel`);
              notice(t('inbox-cancelled'));
              await load();
            }, box),
          '', { 'aria-label': c.opponent ? t('inbox-cancel-label', { username: c.opponent }) : t('inbox-cancel-seek-label') });
          actions.push(cancel);
        }
        return h(
          'li',
          { class: 'challenge', 'data-challenge-id': String(c.id) },
          h('span', { class: 'who' }, who),
          h('span', { class: 'meta' }, challengeTerms(c), ` · ${t('inbox-expires', { date: dateTime(c.expires_at) })}`),
          h('span', { class: 'actions' }, actions),
          box,
        );
      }),
    );
  };

  const form = newChallengeForm(ctx, load);
  const leave = leavePanel(ctx);
  replace(
    ctx.root,
    h('h1', null, t('nav-inbox')),
    status,
    newcomer,
    h(
      'div',
      { class: 'inbox-grid' },
      h(
        'div',
        { class: 'inbox-main' },
        section(t('inbox-your-move'), yourMove),
        section(t('inbox-waiting'), waiting),
        section(t('inbox-finished'), finished),
      ),
      h(
        'div',
        { class: 'inbox-side' },
        section(t('inbox-received'), received),
        section(t('inbox-play-computer'), playComputer(ctx)),
        section(t('inbox-new-game'), form),
        section(t('inbox-sent'), sent),
        section(t('inbox-seeks'), seeks),
        section(t('inbox-leave'), leave.panel),
      ),
    ),
  );
  await load();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pending;
  const unsubscribe = events.subscribe(() => {
    clearTimeout(pending);
    pending = setTimeout(load, 250);
  });
  // Deadlines count down while the page is open.
  // A leave that runs out meanwhile is shown as over.
  const tick = setInterval(() => {
    load();
    leave.refresh();
  }, 60_000);
  return () => {
    unsubscribe();
    clearTimeout(pending);
    clearInterval(tick);
  };
}

/** The words of the time-control fields, each kind explained in one line. */

/**
 * The form for a challenge (with an opponent) or an open seek (without).
 * @param {import('../app.js').PageContext} ctx
 * @param {() => Promise<void>} reload
 */
function newChallengeForm(ctx, reload) {
  const opponent = h('input', { name: 'opponent', autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false', value: ctx.query.get('opponent') || '' });
  const color = h(
    'select',
    { name: 'color' },
    h('option', { value: 'random' }, t('inbox-colour-random')),
    h('option', { value: 'white' }, t('inbox-colour-white')),
    h('option', { value: 'black' }, t('colour-black')),
  );
  const days = h('input', { name: 'days_per_move', type: 'number', min: 1, max: 60, value: 3, inputmode: 'numeric' });
  // The two kinds of time control: a fixed number of days for each move, or a Fischer bank.
  const clockKind = h(
    'select',
    { name: 'time_control.kind' },
    h('option', { value: 'per_move' }, t('inbox-tc-per-move')),
    h('option', { value: 'fischer' }, t('inbox-tc-fischer')),
  );
  const initialDays = h('input', { name: 'time_control.initial_days', type: 'number', min: 1, max: 60, value: 10, inputmode: 'numeric' });
  const incrementDays = h('input', { name: 'time_control.increment_days', type: 'number', min: 0, max: 60, value: 1, inputmode: 'numeric' });
  const maxDays = h('input', { name: 'time_control.max_days', type: 'number', min: 1, max: 60, value: 30, inputmode: 'numeric' });
  const perMoveOnly = h('div', { class: 'clock-fields' }, field(t('inbox-tc-per-move'), days, t('inbox-tc-per-move-hint')));
  const fischerOnly = h(
    'fieldset',
    { class: 'clock-fields', hidden: true },
    h('legend', null, t('inbox-tc-fischer-legend')),
    field(t('inbox-tc-initial'), initialDays, t('inbox-tc-initial-hint')),
    field(t('inbox-tc-increment'), incrementDays, t('inbox-tc-increment-hint')),
    field(t('inbox-tc-max'), maxDays, t('inbox-tc-max-hint')),
  );
  clockKind.addEventListener('change', () => {
    perMoveOnly.hidden = clockKind.value !== 'per_move';
    fischerOnly.hidden = clockKind.value !== 'fischer';
  });
  const rated = h('input', { name: 'rated', type: 'checkbox', checked: true });
  const variant = variantField(ctx.query.get('variant') || 'camelot');
  const minRating = h('input', { name: 'min_rating', type: 'number', inputmode: 'numeric' });
  const maxRating = h('input', { name: 'max_rating', type: 'number', inputmode: 'numeric' });
  const submit = h('button', { type: 'submit', class: 'primary' }, t('inbox-send-challenge'));
  const seekOnly = h(
    'fieldset',
    { class: 'seek-only' },
    h('legend', null, t('inbox-seek-legend')),
    field(t('inbox-min-rating'), minRating),
    field(t('inbox-max-rating'), maxRating),
  );
  const sync = () => {
    const seek = opponent.value.trim() === '';
    submit.textContent = t(seek ? 'inbox-post-seek' : 'inbox-send-challenge');
    seekOnly.hidden = !seek;
  };
  opponent.addEventListener('input', sync);
  const form = h(
    'form',
    { novalidate: true, 'aria-label': t('inbox-new-game-label') },
    field(t('inbox-opponent'), opponent, t('inbox-opponent-hint')),
    variant.field,
    field(t('inbox-your-colour'), color),
    field(t('inbox-time-control'), clockKind, t('inbox-tc-kind-hint')),
    perMoveOnly,
    fischerOnly,
    field(t('inbox-rated-game'), rated),
    seekOnly,
    errorBox(),
    h('div', { class: 'actions' }, submit),
  );
  sync();
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearFormErrors(form);
    submit.disabled = true;
    const name = opponent.value.trim();
    const numberOrNull = (/** @type {HTMLInputElement} */ el) => (el.value.trim() === '' ? null : Number(el.value));
    /** @type {Record<string, unknown>} */
    const body = {
      color: color.value,
      rated: rated.checked,
      variant: variant.select.value,
    };
    if (clockKind.value === 'fischer') {
      body.time_control = {
        kind: 'fischer',
        initial_days: Number(initialDays.value),
        increment_days: Number(incrementDays.value),
        max_days: Number(maxDays.value),
      };
    } else {
      body.days_per_move = Number(days.value);
    }
    if (name) body.opponent = name;
    else {
      body.min_rating = numberOrNull(minRating);
      body.max_rating = numberOrNull(maxRating);
    }
    try {
      await post('/challenges', body);
      notice(name ? t('inbox-challenge-sent', { username: name }) : t('inbox-seek-posted'));
      opponent.value = '';
      sync();
      await reload();
    } catch (e) {
      showFormError(form, e);
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}


/** @param {number} n */
const daysText = (n) => t('inbox-days', { days: n });

/**
 * My leave: the numbers for this year, then either the form to go on leave or the button to
 * come back early. While on leave my clock stands still in the games where it is my move.
 * @param {import('../app.js').PageContext} ctx
 * @returns {{panel: HTMLElement, refresh: () => void}}
 */
function leavePanel(ctx) {
  const panel = h('div', { id: 'leave' });
  const days = h('input', { name: 'days', type: 'number', min: 1, value: 7, inputmode: 'numeric' });
  const submit = h('button', { type: 'submit', class: 'primary' }, t('leave-start'));
  const form = h(
    'form',
    { novalidate: true, 'aria-label': t('leave-start') },
    field(t('leave-days'), days, t('leave-days-hint')),
    errorBox(),
    h('div', { class: 'actions' }, submit),
  );
  const endBox = h('p', { class: 'form-error', role: 'alert' });
  const end = button(t('leave-end'), () =>
    run(end, async () => {
      show(await api('DELETE', '/me/leave'));
      notice(t('leave-ended'));
    }, endBox),
  );
  const ending = h(
    'div',
    { class: 'leave-end' },
    h('p', { class: 'hint' }, t('leave-back-early')),
    h('div', { class: 'actions' }, end),
    endBox,
  );

  let shown = '';
  /** @param {LeaveStatus} l */
  const show = (l) => {
    shown = JSON.stringify(l);
    const onLeave = Boolean(l.on_leave_until);
    /** @type {[string, string, string][]} */
    const rows = [
      [t('leave-allowance'), daysText(l.allowance_days), 'allowance'],
      [t('leave-used'), daysText(l.used_days), 'used'],
      [t('leave-remaining'), daysText(l.remaining_days), 'remaining'],
      [t('leave-on-leave'), l.on_leave_until ? t('leave-until', { date: dateTime(l.on_leave_until) }) : t('leave-not-on-leave'), 'until'],
    ];
    days.max = String(Math.max(1, l.remaining_days));
    clearFormErrors(form);
    endBox.textContent = '';
    replace(
      panel,
      h('dl', { class: 'facts leave-facts' }, rows.map(([k, v, key]) => [h('dt', null, k), h('dd', { 'data-leave': key }, v)])),
      onLeave ? ending : form,
    );
  };

  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearFormErrors(form);
    submit.disabled = true;
    try {
      const text = days.value.trim();
      // A field left empty or not a whole number goes as it is, for the API to say why.
      const n = /^\d+$/.test(text) ? Number(text) : text;
      show(await post('/me/leave', { days: n }));
      notice(t('leave-started', { days: Number(n) }));
    } catch (e) {
      showFormError(form, e);
    } finally {
      submit.disabled = false;
    }
  });

  // Redrawn only when something changed, so that a refresh never takes the focus away.
  const refresh = () =>
    get('/me/leave').then(
      (l) => {
        if (ctx.alive() && JSON.stringify(l) !== shown) show(l);
      },
      (e) => {
        if (ctx.alive() && !shown) replace(panel, h('p', { class: 'form-error', role: 'alert' }, errorText(e)));
      },
    );
  replace(panel, h('p', { class: 'loading' }, t('loading')));
  refresh();
  return { panel, refresh };
}
