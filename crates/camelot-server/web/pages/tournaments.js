// @ts-check
// Tournaments: the list (filtered by status), and for organizers the form to create one.

import { get, myRoles, post } from '../api.js';
import { timeControlText } from '../format.js';
import { variantField, variantTag } from '../variants.js';
import { t } from '../i18n.js';
import { field, h, replace } from '../dom.js';
import { Pager, showMore } from '../paging.js';
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
 * @property {string} [variant]
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

/** @param {TournamentView} tour */
export function systemText(tour) {
  if (tour.system === 'swiss') return t('tournament-system-swiss');
  if (tour.system === 'round_robin') return t(tour.double_round_robin ? 'tournament-system-double-round-robin' : 'tournament-system-round-robin');
  return tour.system;
}

/** @param {string} status */
export function statusText(status) {
  return ['registration', 'running', 'finished'].includes(status) ? t(`tournament-status-${status}`) : status;
}

/** Whether the signed-in user may organize tournaments. */
export async function isOrganizer() {
  const roles = await myRoles();
  return roles.includes('organizer') || roles.includes('admin');
}

/** @param {import('../app.js').PageContext} ctx */
export async function tournaments(ctx) {
  ctx.setTitle(t('tournaments-title'));
  const status = ctx.query.get('status') || '';
  const list = h('div');
  const error = h('p', { class: 'form-error', role: 'alert' });
  const filter = h(
    'select',
    { name: 'status', id: 'status-filter' },
    h('option', { value: '' }, t('tournaments-filter-all')),
    h('option', { value: 'registration' }, t('tournament-status-registration')),
    h('option', { value: 'running' }, t('tournament-status-running')),
    h('option', { value: 'finished' }, t('tournament-status-finished')),
  );
  filter.value = status;
  filter.addEventListener('change', () => {
    ctx.navigate(filter.value ? `/tournaments?status=${filter.value}` : '/tournaments', { replace: true });
  });
  /** @type {TournamentView[]} */
  const items = [];
  const more = h('button', { type: 'button', hidden: true }, t('show-more'));

  const drawList = () => {
    replace(
      list,
      items.length
        ? table(
            t('tournaments-title'),
            [
              t('tournaments-col-name'),
              t('tournaments-col-system'),
              t('tournaments-col-status'),
              t('tournaments-col-players'),
              t('tournaments-col-round'),
              t('tournaments-col-time'),
              t('tournaments-col-organizer'),
            ],
            items.map((tour) => [
              h('span', null, h('a', { href: `/tournaments/${tour.id}` }, tour.name), tour.variant && tour.variant !== 'camelot' ? [' ', variantTag(tour.variant)] : null),
              systemText(tour),
              statusText(tour.status),
              String(tour.players),
              tour.rounds ? t('tournaments-round-of', { round: tour.current_round, rounds: tour.rounds }) : String(tour.current_round || '–'),
              timeControlText(tour),
              h('a', { href: `/players/${encodeURIComponent(tour.organizer)}` }, tour.organizer),
            ]),
            { hideCaption: true },
          )
        : h('p', { class: 'empty' }, t('tournaments-empty')),
    );
  };
  /** @type {Pager<TournamentView>} */
  const pager = new Pager((cursor, limit) => {
    const q = new URLSearchParams({ limit: String(limit) });
    if (status) q.set('status', status);
    if (cursor) q.set('cursor', cursor);
    return get(`/tournaments?${q}`);
  }, 50);
  const loadPage = showMore(more, pager, {
    page: (page) => {
      items.push(...page);
      drawList();
    },
    error: (e) => {
      error.textContent = errorText(e);
    },
  });

  replace(
    ctx.root,
    h('h1', null, t('tournaments-title')),
    h('div', { class: 'toolbar' }, h('label', { for: 'status-filter' }, t('tournaments-filter-label')), filter),
    error,
    list,
    more,
  );
  await loadPage();
  if (await isOrganizer()) {
    if (!ctx.alive()) return;
    ctx.root.append(section(t('tournaments-create'), createForm(ctx)));
  } else if (ctx.alive()) {
    ctx.root.append(h('div', { class: 'organizer-note' }, section(t('tournaments-organizing'), h('p', null, t('tournaments-organizing-p1')), h('p', null, t('tournaments-organizing-p2')))));
  }
}

/**
 * The organizer's form for a new tournament.
 * @param {import('../app.js').PageContext} ctx
 */
function createForm(ctx) {
  const name = h('input', { name: 'name', required: true, maxlength: 100 });
  const system = h('select', { name: 'system' }, h('option', { value: 'swiss' }, t('tournament-system-swiss')), h('option', { value: 'round_robin' }, t('tournament-system-round-robin')));
  const rounds = h('input', { name: 'rounds', type: 'number', min: 1, value: 5, inputmode: 'numeric' });
  const double = h('input', { name: 'double_round_robin', type: 'checkbox' });
  const schedule = h('select', { name: 'schedule' }, h('option', { value: 'by_round' }, t('tournaments-schedule-by-round')), h('option', { value: 'all_at_once' }, t('tournaments-schedule-all-at-once')));
  const days = h('input', { name: 'days_per_move', type: 'number', min: 1, max: 60, value: 3, inputmode: 'numeric' });
  const rated = h('input', { name: 'rated', type: 'checkbox', checked: true });
  const variant = variantField();
  const maxPlayers = h('input', { name: 'max_players', type: 'number', min: 2, inputmode: 'numeric' });
  const deadline = h('input', { name: 'round_deadline_days', type: 'number', min: 1, inputmode: 'numeric' });
  const scoring = h('select', { name: 'scoring' }, h('option', { value: '1-½-0' }, '1 – ½ – 0'), h('option', { value: '3-1-0' }, '3 – 1 – 0'));
  const tiebreaks = h('input', { name: 'tiebreaks', autocapitalize: 'characters', spellcheck: 'false' });
  const lateJoin = h('input', { name: 'late_join_until_round', type: 'number', min: 0, inputmode: 'numeric' });
  const startsAt = h('input', { name: 'starts_at', type: 'datetime-local' });
  const submit = h('button', { type: 'submit', class: 'primary' }, t('tournaments-create-submit'));
  const swissOnly = h('div', { class: 'group' }, field(t('tournaments-field-rounds'), rounds), field(t('tournaments-field-late-join'), lateJoin, t('tournaments-field-late-join-hint')));
  const rrOnly = h('div', { class: 'group' }, field(t('tournaments-field-double'), double), field(t('tournaments-field-schedule'), schedule));
  const sync = () => {
    swissOnly.hidden = system.value !== 'swiss';
    rrOnly.hidden = system.value === 'swiss';
  };
  system.addEventListener('change', sync);
  const form = h(
    'form',
    { novalidate: true, class: 'grid-form', 'aria-label': t('tournaments-create') },
    field(t('tournaments-field-name'), name),
    variant.field,
    field(t('tournaments-field-system'), system),
    swissOnly,
    rrOnly,
    field(t('tournaments-field-days'), days),
    field(t('tournaments-field-rated'), rated),
    field(t('tournaments-field-max-players'), maxPlayers, t('tournaments-field-max-players-hint')),
    field(t('tournaments-field-round-deadline'), deadline, t('tournaments-field-round-deadline-hint')),
    field(t('tournaments-field-scoring'), scoring),
    field(t('tournaments-field-tiebreaks'), tiebreaks, t('tournaments-field-tiebreaks-hint')),
    field(t('tournaments-field-starts-at'), startsAt, t('tournaments-field-starts-at-hint')),
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
      variant: variant.select.value,
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
      const created = await post('/tournaments', body);
      notice(t('tournaments-created', { name: created.name }));
      ctx.navigate(`/tournaments/${created.id}`);
    } catch (e) {
      showFormError(form, e);
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

