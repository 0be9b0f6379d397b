// @ts-check
// Tournaments: the list (filtered by status), and for organisers the form to create one.

import { get, myRoles, post } from '../api.js';
import { timeControlText } from '../format.js';
import { field, h, replace } from '../dom.js';
import { clearFormErrors, errorBox, errorText, notice, section, showFormError, table } from '../ui.js';

/**
 * @typedef {object} TournamentView
 * @property {number} id
 * @property {string} name
 * @property {string} organizer
 * @property {string} system
 * @property {boolean} double_round_robin
 * @property {number | null} rounds
 * @property {number | null} days_per_move
 * @property {import('../format.js').TimeControl | null} [time_control]
 * @property {boolean} rated
 * @property {number | null} max_players
 * @property {string | null} starts_at
 * @property {string} scoring
 * @property {string[]} tiebreaks
 * @property {number | null} round_deadline_days
 * @property {string} schedule
 * @property {number} late_join_until_round
 * @property {string} status
 * @property {number} current_round
 * @property {number} players
 * @property {string} created_at
 * @property {string | null} started_at
 * @property {string | null} finished_at
 * @property {string | null} end_note
 */

/** @param {TournamentView} t */
export function systemText(t) {
  if (t.system === 'swiss') return 'Swiss';
  if (t.system === 'round_robin') return t.double_round_robin ? 'Double round robin' : 'Round robin';
  return t.system;
}

/** @param {string} status */
export function statusText(status) {
  /** @type {Record<string, string>} */
  const words = { registration: 'Open for entries', running: 'Running', finished: 'Finished' };
  return words[status] || status;
}

/** Whether the signed-in user may organise tournaments. */
export async function isOrganiser() {
  const roles = await myRoles();
  return roles.includes('organizer') || roles.includes('admin');
}

/** @param {import('../app.js').PageContext} ctx */
export async function tournaments(ctx) {
  ctx.setTitle('Tournaments');
  const status = ctx.query.get('status') || '';
  const list = h('div');
  const error = h('p', { class: 'form-error', role: 'alert' });
  const filter = h(
    'select',
    { name: 'status', id: 'status-filter' },
    h('option', { value: '' }, 'All'),
    h('option', { value: 'registration' }, 'Open for entries'),
    h('option', { value: 'running' }, 'Running'),
    h('option', { value: 'finished' }, 'Finished'),
  );
  filter.value = status;
  filter.addEventListener('change', () => {
    ctx.navigate(filter.value ? `/tournaments?status=${filter.value}` : '/tournaments', { replace: true });
  });
  /** @type {string | null} */
  let cursor = null;
  /** @type {TournamentView[]} */
  const items = [];
  const more = h('button', { type: 'button', hidden: true }, 'Show more');

  const drawList = () => {
    replace(
      list,
      items.length
        ? table(
            'Tournaments',
            ['Name', 'System', 'Status', 'Players', 'Round', 'Time per move', 'Organiser'],
            items.map((t) => [
              h('a', { href: `/tournaments/${t.id}` }, t.name),
              systemText(t),
              statusText(t.status),
              String(t.players),
              t.rounds ? `${t.current_round} of ${t.rounds}` : String(t.current_round || '–'),
              timeControlText(t),
              h('a', { href: `/players/${encodeURIComponent(t.organizer)}` }, t.organizer),
            ]),
            { hideCaption: true },
          )
        : h('p', { class: 'empty' }, 'No tournament here yet.'),
    );
  };
  let loaded = false;
  const loadPage = async () => {
    // "Show more" goes on from the cursor; it never starts again at the top.
    if (loaded && !cursor) return;
    more.disabled = true;
    try {
      const q = new URLSearchParams({ limit: '50' });
      if (status) q.set('status', status);
      if (cursor) q.set('cursor', cursor);
      const page = await get(`/tournaments?${q}`);
      items.push(...page.items);
      loaded = true;
      // A short page is the last one, whatever cursor came with it.
      cursor = page.items.length < 50 ? null : page.next_cursor;
      more.hidden = !cursor;
      drawList();
    } catch (e) {
      error.textContent = errorText(e);
    } finally {
      more.disabled = false;
    }
  };
  more.addEventListener('click', loadPage);

  replace(
    ctx.root,
    h('h1', null, 'Tournaments'),
    h('div', { class: 'toolbar' }, h('label', { for: 'status-filter' }, 'Show'), filter),
    error,
    list,
    more,
  );
  await loadPage();
  if (await isOrganiser()) {
    if (!ctx.alive()) return;
    ctx.root.append(section('Create a tournament', createForm(ctx)));
  } else if (ctx.alive()) {
    ctx.root.append(h('div', { class: 'organiser-note' }, section('Organising a tournament', ...ORGANISER_TEXT.map((t) => h('p', null, t)))));
  }
}

/** Who may create tournaments, and how to become one of them. */
const ORGANISER_TEXT = [
  'Tournaments are created by organisers. An administrator of this server grants the organiser role to a player.',
  'To organise one, ask the server’s administrator to make you an organiser; the form for a new tournament then appears on this page.',
];

/**
 * The organiser's form for a new tournament.
 * @param {import('../app.js').PageContext} ctx
 */
function createForm(ctx) {
  const name = h('input', { name: 'name', required: true, maxlength: 100 });
  const system = h('select', { name: 'system' }, h('option', { value: 'swiss' }, 'Swiss'), h('option', { value: 'round_robin' }, 'Round robin'));
  const rounds = h('input', { name: 'rounds', type: 'number', min: 1, value: 5, inputmode: 'numeric' });
  const double = h('input', { name: 'double_round_robin', type: 'checkbox' });
  const schedule = h('select', { name: 'schedule' }, h('option', { value: 'by_round' }, 'Round by round'), h('option', { value: 'all_at_once' }, 'All games at once'));
  const days = h('input', { name: 'days_per_move', type: 'number', min: 1, max: 60, value: 3, inputmode: 'numeric' });
  const rated = h('input', { name: 'rated', type: 'checkbox', checked: true });
  const maxPlayers = h('input', { name: 'max_players', type: 'number', min: 2, inputmode: 'numeric' });
  const deadline = h('input', { name: 'round_deadline_days', type: 'number', min: 1, inputmode: 'numeric' });
  const scoring = h('select', { name: 'scoring' }, h('option', { value: '1-½-0' }, '1 – ½ – 0'), h('option', { value: '3-1-0' }, '3 – 1 – 0'));
  const tiebreaks = h('input', { name: 'tiebreaks', autocapitalize: 'characters', spellcheck: 'false' });
  const lateJoin = h('input', { name: 'late_join_until_round', type: 'number', min: 0, inputmode: 'numeric' });
  const startsAt = h('input', { name: 'starts_at', type: 'datetime-local' });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Create tournament');
  const swissOnly = h('div', { class: 'group' }, field('Rounds', rounds), field('Late entries until round', lateJoin, 'Swiss only; leave empty for none.'));
  const rrOnly = h('div', { class: 'group' }, field('Every pair meets twice', double), field('Schedule', schedule));
  const sync = () => {
    swissOnly.hidden = system.value !== 'swiss';
    rrOnly.hidden = system.value === 'swiss';
  };
  system.addEventListener('change', sync);
  const form = h(
    'form',
    { novalidate: true, class: 'grid-form', 'aria-label': 'Create a tournament' },
    field('Name', name),
    field('System', system),
    swissOnly,
    rrOnly,
    field('Days per move', days),
    field('Rated', rated),
    field('Most players', maxPlayers, 'Leave empty for no limit.'),
    field('Days per round', deadline, 'After this, the organiser decides unfinished games. Leave empty for none.'),
    field('Scoring', scoring),
    field('Tie-breaks', tiebreaks, 'FIDE names in order, separated by commas (e.g. BH/C1, BH, SB, DE). Leave empty for the defaults.'),
    field('Starts by itself at', startsAt, 'Optional: it starts then if enough players have joined.'),
    errorBox(),
    h('div', { class: 'actions' }, submit),
  );
  sync();
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearFormErrors(form);
    const n = (/** @type {HTMLInputElement} */ el) => (el.value.trim() === '' ? undefined : Number(el.value));
    /** @type {Record<string, unknown>} */
    const body = {
      name: name.value.trim(),
      system: system.value,
      days_per_move: Number(days.value),
      rated: rated.checked,
      max_players: n(maxPlayers),
      round_deadline_days: n(deadline),
      scoring: scoring.value,
    };
    if (system.value === 'swiss') {
      body.rounds = n(rounds);
      body.late_join_until_round = n(lateJoin);
    } else {
      body.double_round_robin = double.checked;
      body.schedule = schedule.value;
    }
    const tb = tiebreaks.value.split(/[,\s]+/).filter(Boolean);
    if (tb.length) body.tiebreaks = tb;
    if (startsAt.value) body.starts_at = new Date(startsAt.value).toISOString();
    submit.disabled = true;
    try {
      const t = await post('/tournaments', body);
      notice(`Tournament “${t.name}” created.`);
      ctx.navigate(`/tournaments/${t.id}`);
    } catch (e) {
      showFormError(form, e);
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

