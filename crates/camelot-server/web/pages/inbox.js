// @ts-check
// The inbox: my games (those where it is my move first, most urgent deadline first), the
// challenges I received and sent, open seeks, the form for a new challenge or seek, and my
// leave (days left this year; start or end it).

import { api, currentUser, get, post } from '../api.js';
import { field, h, replace } from '../dom.js';
import * as events from '../events.js';
import { dateTime, resultText, terminationText, timeControlText, timeLeft } from '../format.js';
import { button, clearFormErrors, errorBox, errorText, notice, run, section, showFormError } from '../ui.js';
import { playComputer } from '../play-computer.js';

/**
 * @typedef {object} GameSummary
 * @property {number} id
 * @property {string} white
 * @property {string} black
 * @property {boolean} rated
 * @property {number | null} days_per_move
 * @property {import('../format.js').TimeControl | null} [time_control]
 * @property {number} ply
 * @property {string} side_to_move
 * @property {string} status
 * @property {string | null} result
 * @property {string | null} termination
 * @property {string | null} deadline
 * @property {boolean | null} my_turn
 * @property {string} created_at
 * @property {string | null} ended_at
 */

/**
 * @typedef {object} Challenge
 * @property {number} id
 * @property {string} challenger
 * @property {string | null} opponent
 * @property {string} color the challenger's colour
 * @property {boolean} rated
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
  ctx.setTitle('Welcome');
  replace(
    ctx.root,
    h('h1', null, 'Camelot by correspondence'),
    h(
      'p',
      { class: 'lead' },
      'Play the board game Camelot under the World Camelot Federation rules, one move at a time: each move has its own deadline of days, so games fit into everyday life.',
    ),
    h(
      'div',
      { class: 'cards' },
      h('section', { class: 'card' }, h('h2', null, 'New here?'), h('p', null, 'Create an account, then challenge a player or post an open seek.'), h('a', { class: 'button primary', href: '/register' }, 'Register')),
      h('section', { class: 'card' }, h('h2', null, 'Welcome back'), h('p', null, 'Your games and challenges are waiting in your inbox.'), h('a', { class: 'button', href: '/login' }, 'Sign in')),
      h('section', { class: 'card' }, h('h2', null, 'Look around'), h('p', null, 'See who leads, and follow the tournaments.'), h('p', null, h('a', { href: '/leaderboard' }, 'Leaderboard'), ' · ', h('a', { href: '/tournaments' }, 'Tournaments'))),
    ),
  );
  return undefined;
}

/**
 * The opponent of `me` in a game summary.
 * @param {GameSummary} g
 * @param {string} me
 */
function opponentOf(g, me) {
  return g.white.toLowerCase() === me.toLowerCase() ? g.black : g.white;
}

/**
 * @param {GameSummary} g
 * @param {string} me
 */
function colourOf(g, me) {
  return g.white.toLowerCase() === me.toLowerCase() ? 'White' : 'Black';
}

/**
 * One game in a list.
 * @param {GameSummary} g
 * @param {string} me
 */
function gameItem(g, me) {
  const moveNo = Math.floor(g.ply / 2) + 1;
  const finished = g.status !== 'active';
  // A finished game is told in the past, with how long it lasted.
  const details = finished
    ? [colourOf(g, me) === 'White' ? 'you played White' : 'you played Black', g.ply === 0 ? 'no move played' : g.ply === 1 ? '1 move played' : `${g.ply} moves played`, g.rated ? 'rated' : 'unrated']
    : [`you play ${colourOf(g, me)}`, g.ply === 0 ? 'no move yet' : `move ${moveNo}`, g.rated ? 'rated' : 'unrated'];
  return h(
    'li',
    { class: `game-item${g.my_turn ? ' my-turn' : ''}`, 'data-game-id': String(g.id) },
    h('a', { href: `/games/${g.id}`, class: 'game-link' }, `${g.white} – ${g.black}`),
    h('span', { class: 'meta' }, details.join(' · ')),
    finished
      ? h('span', { class: 'result' }, resultText(g.result), g.termination ? ` (${terminationText(g.termination)})` : '')
      : h(
          'span',
          { class: `deadline${g.my_turn ? ' urgent' : ''}` },
          g.my_turn ? `${timeLeft(g.deadline)} to move` : `${opponentOf(g, me)} to move · ${timeLeft(g.deadline)}`,
          g.deadline ? h('span', { class: 'visually-hidden' }, ` (deadline ${dateTime(g.deadline)})`) : null,
        ),
  );
}

/**
 * A challenge in words, from the reader's side.
 * @param {Challenge} c
 * @param {string} me
 */
function challengeTerms(c, me) {
  const mine = c.challenger.toLowerCase() === me.toLowerCase();
  const theirColour = c.color;
  /** @type {Record<string, string>} */
  const opposite = { white: 'Black', black: 'White', random: 'a random colour' };
  /** @type {Record<string, string>} */
  const same = { white: 'White', black: 'Black', random: 'a random colour' };
  const colour = mine ? `you play ${same[theirColour] || theirColour}` : `you play ${opposite[theirColour] || theirColour}`;
  const parts = [colour, timeControlText(c), c.rated ? 'rated' : 'unrated'];
  if (c.min_rating !== null || c.max_rating !== null) {
    parts.push(`ratings ${c.min_rating ?? '…'}–${c.max_rating ?? '…'}`);
  }
  return parts.join(' · ');
}

/** @param {import('../app.js').PageContext} ctx */
export async function inbox(ctx) {
  ctx.setTitle('Inbox');
  const me = currentUser() || '';
  const yourMove = h('div', { id: 'your-move' });
  const waiting = h('div', { id: 'waiting' });
  const received = h('div');
  const sent = h('div');
  const seeks = h('div');
  const finished = h('div');
  const status = h('p', { class: 'form-error', role: 'alert' });

  const load = async () => {
    try {
      const [active, incoming, outgoing, open, done] = await Promise.all([
        get('/me/games?status=active&limit=100'),
        get('/challenges?direction=incoming&status=open&limit=100'),
        get('/challenges?direction=outgoing&status=open&limit=100'),
        get('/challenges?direction=seeks&status=open&limit=100'),
        get('/me/games?status=finished&limit=10'),
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
          ? h('ol', { class: 'game-list', 'aria-label': 'Games waiting for your move, most urgent first' }, mine.map((g) => gameItem(g, me)))
          : h('p', { class: 'empty' }, 'No game is waiting for your move.'),
      );
      replace(
        waiting,
        theirs.length
          ? h('ol', { class: 'game-list', 'aria-label': 'Games waiting for your opponents' }, theirs.map((g) => gameItem(g, me)))
          : h('p', { class: 'empty' }, 'None.'),
      );
      replace(received, challengeList(incoming.items, 'received'));
      replace(sent, challengeList(outgoing.items, 'sent'));
      replace(seeks, challengeList(open.items, 'seek'));
      /** @type {GameSummary[]} */
      const ended = done.items;
      replace(
        finished,
        ended.length ? h('ol', { class: 'game-list' }, ended.map((g) => gameItem(g, me))) : h('p', { class: 'empty' }, 'No finished game yet.'),
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
      const empty = { received: 'No challenge is waiting for you.', sent: 'You have no open challenge.', seek: 'No open seek by other players.' };
      return h('p', { class: 'empty' }, empty[kind]);
    }
    return h(
      'ul',
      { class: 'challenge-list' },
      items.map((c) => {
        const who =
          kind === 'sent'
            ? c.opponent
              ? `To ${c.opponent}`
              : 'Open seek'
            : kind === 'seek'
              ? `${c.challenger} seeks a game`
              : `From ${c.challenger}`;
        const box = h('span', { class: 'inline-error', role: 'alert' });
        /** @type {HTMLElement[]} */
        const actions = [];
        if (kind === 'received' || kind === 'seek') {
          const accept = button(kind === 'seek' ? 'Accept seek' : 'Accept', () =>
            run(accept, async () => {
              const game = await post(`/challenges/${c.id}/accept`);
              ctx.navigate(`/games/${game.id}`);
            }, box),
          'primary', { 'aria-label': `Accept the ${kind === 'seek' ? 'seek' : 'challenge'} of ${c.challenger}` });
          actions.push(accept);
        }
        if (kind === 'received') {
          const decline = button('Decline', () =>
            run(decline, async () => {
              await post(`/challenges/${c.id}/decline`, {});
              notice(`You declined the challenge of ${c.challenger}.`);
              await load();
            }, box),
          '', { 'aria-label': `Decline the challenge of ${c.challenger}` });
          actions.push(decline);
        }
        if (kind === 'sent') {
          const cancel = button('Cancel', () =>
            run(cancel, async () => {
              await post(`/challenges/${c.id}/cancel`);
              notice('Challenge cancelled.');
              await load();
            }, box),
          '', { 'aria-label': c.opponent ? `Cancel the challenge to ${c.opponent}` : 'Cancel the open seek' });
          actions.push(cancel);
        }
        return h(
          'li',
          { class: 'challenge', 'data-challenge-id': String(c.id) },
          h('span', { class: 'who' }, who),
          h('span', { class: 'meta' }, challengeTerms(c, me), ` · expires ${dateTime(c.expires_at)}`),
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
    h('h1', null, 'Inbox'),
    status,
    h(
      'div',
      { class: 'inbox-grid' },
      h(
        'div',
        { class: 'inbox-main' },
        section('Your move', yourMove),
        section('Waiting for your opponents', waiting),
        section('Recently finished', finished),
      ),
      h(
        'div',
        { class: 'inbox-side' },
        section('Challenges received', received),
        section('Play the computer', playComputer(ctx)),
        section('New game', form),
        section('Challenges sent', sent),
        section('Open seeks', seeks),
        section('Leave', leave.panel),
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
const TIME_CONTROL_TEXT = {
  perMove: 'Days per move',
  fischer: 'Fischer (a bank of days)',
  kindHint: 'Days per move: a fixed time for every move. Fischer: a bank of days that grows after each move.',
  perMoveHint: 'Each move must be made within this many days (1 to 60).',
  fischerLegend: 'Fischer time control',
  initialHint: 'Days in each side’s bank at the start (1 to 60).',
  incrementHint: 'Days added to your bank after each of your moves (0 to 60).',
  maxHint: 'The bank never holds more than this many days (1 to 60).',
};

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
    h('option', { value: 'random' }, 'Random'),
    h('option', { value: 'white' }, 'White (moves first)'),
    h('option', { value: 'black' }, 'Black'),
  );
  const days = h('input', { name: 'days_per_move', type: 'number', min: 1, max: 60, value: 3, inputmode: 'numeric' });
  // The two kinds of time control: a fixed number of days for each move, or a Fischer bank.
  const clockKind = h(
    'select',
    { name: 'time_control.kind' },
    h('option', { value: 'per_move' }, TIME_CONTROL_TEXT.perMove),
    h('option', { value: 'fischer' }, TIME_CONTROL_TEXT.fischer),
  );
  const initialDays = h('input', { name: 'time_control.initial_days', type: 'number', min: 1, max: 60, value: 10, inputmode: 'numeric' });
  const incrementDays = h('input', { name: 'time_control.increment_days', type: 'number', min: 0, max: 60, value: 1, inputmode: 'numeric' });
  const maxDays = h('input', { name: 'time_control.max_days', type: 'number', min: 1, max: 60, value: 30, inputmode: 'numeric' });
  const perMoveOnly = h('div', { class: 'clock-fields' }, field('Days per move', days, TIME_CONTROL_TEXT.perMoveHint));
  const fischerOnly = h(
    'fieldset',
    { class: 'clock-fields', hidden: true },
    h('legend', null, TIME_CONTROL_TEXT.fischerLegend),
    field('Initial days', initialDays, TIME_CONTROL_TEXT.initialHint),
    field('Increment days', incrementDays, TIME_CONTROL_TEXT.incrementHint),
    field('Most days', maxDays, TIME_CONTROL_TEXT.maxHint),
  );
  clockKind.addEventListener('change', () => {
    perMoveOnly.hidden = clockKind.value !== 'per_move';
    fischerOnly.hidden = clockKind.value !== 'fischer';
  });
  const rated = h('input', { name: 'rated', type: 'checkbox', checked: true });
  const minRating = h('input', { name: 'min_rating', type: 'number', inputmode: 'numeric' });
  const maxRating = h('input', { name: 'max_rating', type: 'number', inputmode: 'numeric' });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Send challenge');
  const seekOnly = h(
    'fieldset',
    { class: 'seek-only' },
    h('legend', null, 'Open seek only: who may accept'),
    field('Lowest rating', minRating),
    field('Highest rating', maxRating),
  );
  const sync = () => {
    const seek = opponent.value.trim() === '';
    submit.textContent = seek ? 'Post open seek' : 'Send challenge';
    seekOnly.hidden = !seek;
  };
  opponent.addEventListener('input', sync);
  const form = h(
    'form',
    { novalidate: true, 'aria-label': 'New challenge or open seek' },
    field('Opponent', opponent, 'Their username. Leave empty to post an open seek that anyone may accept.'),
    field('Your colour', color),
    field('Time control', clockKind, TIME_CONTROL_TEXT.kindHint),
    perMoveOnly,
    fischerOnly,
    field('Rated game', rated),
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
      notice(name ? `Challenge sent to ${name}.` : 'Open seek posted.');
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
const daysText = (n) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * My leave: the numbers for this year, then either the form to go on leave or the button to
 * come back early. While on leave my clock stands still in the games where it is my move.
 * @param {import('../app.js').PageContext} ctx
 * @returns {{panel: HTMLElement, refresh: () => void}}
 */
function leavePanel(ctx) {
  const panel = h('div', { id: 'leave' });
  const days = h('input', { name: 'days', type: 'number', min: 1, value: 7, inputmode: 'numeric' });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Start leave');
  const form = h(
    'form',
    { novalidate: true, 'aria-label': 'Start leave' },
    field('Days of leave', days, 'Starting now. While you are on leave your clock stands still in every game where it is your move; you may still move.'),
    errorBox(),
    h('div', { class: 'actions' }, submit),
  );
  const endBox = h('p', { class: 'form-error', role: 'alert' });
  const end = button('End leave now', () =>
    run(end, async () => {
      show(await api('DELETE', '/me/leave'));
      notice('Your leave has ended; your clocks run again.');
    }, endBox),
  );
  const ending = h(
    'div',
    { class: 'leave-end' },
    h('p', { class: 'hint' }, 'Back early? The days your leave has begun are charged (at least one).'),
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
      ['Allowance this year', daysText(l.allowance_days), 'allowance'],
      ['Used', daysText(l.used_days), 'used'],
      ['Remaining', daysText(l.remaining_days), 'remaining'],
      ['On leave', l.on_leave_until ? `until ${dateTime(l.on_leave_until)}` : 'no', 'until'],
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
      notice(`You are on leave for ${daysText(Number(n))}.`);
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
  replace(panel, h('p', { class: 'loading' }, 'Loading…'));
  refresh();
  return { panel, refresh };
}
