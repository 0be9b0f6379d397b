// @ts-check
// One tournament: its settings, joining and leaving, the rounds with their boards, the
// standings with every tie-break (named), the crosstable, and for the organizer: start,
// withdrawals, byes, adjudication and forbidden pairs.

import { currentUser, get, isMe, myRoles, post } from '../api.js';
import { field, h, replace } from '../dom.js';
import * as events from '../events.js';
import { dateTime, num, points, resultText, tiebreakName, timeControlText } from '../format.js';
import { button, clearFormErrors, errorBox, errorText, notice, section, showFormError, table } from '../ui.js';
import { isOrganizer, statusText, systemText } from './tournaments.js';
import { t } from '../i18n.js';
import { variantTag } from '../variants.js';

/**
 * @typedef {object} StandingsRow
 * @property {number} rank
 * @property {number} tpn
 * @property {number} user_id
 * @property {string} player
 * @property {number} rating
 * @property {number} points
 * @property {number} games
 * @property {(number | null)[]} values
 * @property {boolean} withdrawn
 */

/**
 * @typedef {object} RoundView
 * @property {number} round
 * @property {string} paired_at
 * @property {string | null} deadline
 * @property {boolean} complete
 * @property {{board: number, white: string, black: string, game_id: number | null, result: string | null, awaiting_adjudication: boolean}[]} boards
 * @property {{player: string, kind: string}[]} byes
 */

/**
 * @typedef {object} Entrant
 * @property {string} username
 * @property {number} rating
 * @property {number | null} pairing_number
 * @property {string} joined_at
 * @property {string | null} withdrawn_at
 */

/** The kinds of bye with a name (message `tournament-bye-<kind>`). */
const BYE_KINDS = new Set(['pab', 'half_bye', 'zero_bye', 'full_bye', 'rr_bye']);

/** @param {string} kind */
const byeKindText = (kind) => (BYE_KINDS.has(kind) ? t(`tournament-bye-${kind.replace(/_/g, '-')}`) : kind);

/** @param {import('../app.js').PageContext} ctx */
export async function tournament(ctx) {
  const id = Number(ctx.params.id);
  ctx.setTitle(t('tournament-title', { id: String(id) }));
  const heading = h('h1', null, t('tournament-title', { id: String(id) }));
  const summary = h('dl', { class: 'facts' });
  const mine = h('div', { class: 'my-actions' });
  const rounds = h('div');
  const standings = h('div');
  const crosstable = h('div');
  const organizer = h('div');
  const error = h('p', { class: 'form-error', role: 'alert' });
  /** @type {number | null} */
  let shownRound = ctx.query.get('round') ? Number(ctx.query.get('round')) : null;
  const organizes = await isOrganizer();

  const load = async () => {
    try {
      const tour = await get(`/tournaments/${id}`);
      const [table_, entrants, cross] = await Promise.all([
        get(`/tournaments/${id}/standings`),
        get(`/tournaments/${id}/players`),
        tour.status === 'registration' ? Promise.resolve(null) : get(`/tournaments/${id}/crosstable`),
      ]);
      if (!ctx.alive()) return;
      error.textContent = '';
      heading.textContent = tour.name;
      ctx.setTitle(tour.name);
      drawSummary(tour);
      /** @type {Entrant[]} */
      const list = entrants;
      const entered = list.some((e) => isMe(e.username) && !e.withdrawn_at);
      drawMine(tour, entered);
      drawStandings(table_, list);
      drawCrosstable(cross);
      if (shownRound === null || shownRound > tour.current_round) shownRound = tour.current_round;
      await drawRounds(tour);
      const mayOrganize = organizes && (isMe(tour.organizer) || (await isAdmin()));
      drawOrganizer(tour, mayOrganize);
    } catch (e) {
      if (ctx.alive()) error.textContent = errorText(e);
    }
  };

  /** @param {import('./tournaments.js').TournamentView} tour */
  const drawSummary = (tour) => {
    /** @type {[string, string | Node][]} */
    const facts = [
      [t('tournament-fact-status'), statusText(tour.status)],
      [t('tournament-fact-variant'), variantTag(tour.variant)],
      [t('tournament-fact-system'), systemText(tour)],
      [
        t('tournament-fact-rounds'),
        tour.rounds
          ? t('tournament-rounds-paired-of', { paired: tour.current_round, rounds: tour.rounds })
          : tour.current_round
            ? t('tournament-rounds-paired', { paired: tour.current_round })
            : t('tournament-rounds-set-at-start'),
      ],
      [t('tournament-fact-players'), tour.max_players ? t('tournament-players-max', { players: tour.players, max: tour.max_players }) : String(tour.players)],
      [
        t('tournament-fact-time'),
        tour.round_deadline_days ? t('tournament-time-round-deadline', { time: timeControlText(tour), days: tour.round_deadline_days }) : timeControlText(tour),
      ],
      [t('tournament-fact-rated'), t(tour.rated ? 'game-info-yes' : 'game-info-no')],
      [t('tournament-fact-scoring'), tour.scoring],
      [t('tournament-fact-tiebreaks'), tour.tiebreaks.length ? tour.tiebreaks.map(tiebreakName).join('; ') : t('tournament-tiebreaks-none')],
      [t('tournament-fact-organizer'), h('a', { href: `/players/${encodeURIComponent(tour.organizer)}` }, tour.organizer)],
    ];
    if (tour.starts_at && tour.status === 'registration') facts.push([t('tournament-fact-starts'), dateTime(tour.starts_at)]);
    if (tour.started_at) facts.push([t('tournament-fact-started'), dateTime(tour.started_at)]);
    if (tour.finished_at) facts.push([t('tournament-fact-finished'), dateTime(tour.finished_at)]);
    if (tour.end_note) facts.push([t('tournament-fact-note'), tour.end_note]);
    replace(summary, facts.map(([k, v]) => [h('dt', null, k), h('dd', null, v)]));
  };

  /**
   * Join, leave, withdraw and bye requests for the reader.
   * @param {import('./tournaments.js').TournamentView} tour
   * @param {boolean} entered
   */
  const drawMine = (tour, entered) => {
    replace(mine);
    if (!currentUser()) {
      if (tour.status !== 'finished') mine.append(h('p', null, t('tournament-sign-in-to-take-part'), ' ', h('a', { href: `/login?next=/tournaments/${id}` }, t('nav-sign-in'))));
      return;
    }
    const box = h('p', { class: 'form-error', role: 'alert' });
    /** @param {string} label @param {string} what @param {string} done @param {string} [cls] */
    const act = (label, what, done, cls = '') => {
      const b = button(label, async () => {
        b.disabled = true;
        box.textContent = '';
        try {
          await post(`/tournaments/${id}/${what}`);
          notice(done);
          await load();
        } catch (e) {
          box.textContent = errorText(e);
        } finally {
          b.disabled = false;
        }
      }, cls);
      return b;
    };
    const lateEntry = tour.status === 'running' && tour.system === 'swiss' && tour.current_round < tour.late_join_until_round;
    /** @type {(Node | null)[]} */
    const items = [];
    if (tour.status === 'registration' || lateEntry) {
      items.push(entered ? act(t('tournament-leave'), 'leave', t('tournament-left')) : act(t('tournament-join'), 'join', t('tournament-joined'), 'primary'));
    }
    if (tour.status === 'running' && entered) {
      items.push(act(t('tournament-withdraw'), 'withdraw', t('tournament-withdrew'), 'danger-outline'));
      if (tour.system === 'swiss') items.push(byeForm(tour, false));
    }
    replace(mine, items, box);
  };

  /**
   * A bye request for a future round (the organizer may name a player and ask for a full bye).
   * @param {import('./tournaments.js').TournamentView} tour
   * @param {boolean} forOthers
   */
  const byeForm = (tour, forOthers) => {
    const round = h('input', { name: 'round', type: 'number', min: tour.current_round + 1, max: tour.rounds || undefined, value: tour.current_round + 1, inputmode: 'numeric' });
    const kind = h(
      'select',
      { name: 'kind' },
      h('option', { value: 'half' }, t('tournament-bye-half-point')),
      h('option', { value: 'zero' }, t('tournament-bye-zero-points')),
      forOthers ? h('option', { value: 'full' }, t('tournament-bye-full-point')) : null,
    );
    const who = h('input', { name: 'username', autocapitalize: 'none', spellcheck: 'false' });
    const submit = h('button', { type: 'submit' }, t(forOthers ? 'tournament-bye-give' : 'tournament-bye-request'));
    const form = h(
      'form',
      { class: 'inline-form', novalidate: true, 'aria-label': t(forOthers ? 'tournament-bye-for-player' : 'tournament-bye-request-label') },
      forOthers ? field(t('tournament-field-player'), who) : null,
      field(t('tournament-field-round'), round),
      field(t('tournament-field-bye'), kind),
      h('div', { class: 'actions' }, submit),
      errorBox(),
    );
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      clearFormErrors(form);
      submit.disabled = true;
      try {
        /** @type {Record<string, unknown>} */
        const body = { round: Number(round.value), kind: kind.value };
        if (forOthers) body.username = who.value.trim();
        await post(`/tournaments/${id}/byes`, body);
        notice(t('tournament-bye-recorded', { round: round.value }));
        await load();
      } catch (e) {
        showFormError(form, e);
      } finally {
        submit.disabled = false;
      }
    });
    return form;
  };

  /** @param {{tiebreaks: string[], rows: StandingsRow[], final: boolean, rounds_complete: number}} st @param {Entrant[]} entrants */
  const drawStandings = (st, entrants) => {
    if (!st.rows.length) {
      const inNow = entrants.filter((e) => !e.withdrawn_at);
      replace(
        standings,
        inNow.length
          ? [
              h('p', { class: 'hint' }, t('tournament-standings-start', { count: inNow.length })),
              h('ul', { class: 'entrants', 'aria-label': t('tournament-entrants-label') }, inNow.map((e) => h('li', null, h('a', { href: `/players/${encodeURIComponent(e.username)}` }, e.username), ` (${e.rating})`))),
            ]
          : h('p', { class: 'empty' }, t('tournament-nobody-joined')),
      );
      return;
    }
    const head = [
      t('tournament-col-rank'),
      t('tournament-col-player'),
      t('tournament-col-rating'),
      t('tournament-col-points'),
      t('tournament-col-games'),
      ...st.tiebreaks.map((code) => h('abbr', { title: tiebreakName(code) }, code)),
    ];
    const rows = st.rows.map((r) => [
      String(r.rank),
      [h('a', { href: `/players/${encodeURIComponent(r.player)}` }, r.player), r.withdrawn ? h('span', { class: 'tag' }, ` ${t('tournament-withdrawn')}`) : null],
      String(r.rating),
      points(r.points),
      String(r.games),
      ...r.values.map((v) => num(v)),
    ]);
    replace(
      standings,
      h('p', { class: 'hint' }, st.final ? t('tournament-final-standings') : t('tournament-standings-after', { count: st.rounds_complete })),
      table(t('tournament-standings'), head, rows, { hideCaption: true, cls: 'standings' }),
      st.tiebreaks.length
        ? h(
            'dl',
            { class: 'legend', 'aria-label': t('tournament-tiebreaks-legend') },
            st.tiebreaks.map((code) => [h('dt', null, code), h('dd', null, tiebreakName(code))]),
          )
        : null,
    );
  };

  /** @param {{rounds: number, rows: {tpn: number, player: string, rating: number, points: number, rank: number, rounds: string[]}[]} | null} ct */
  const drawCrosstable = (ct) => {
    if (!ct || !ct.rows.length || ct.rounds === 0) {
      replace(crosstable, h('p', { class: 'empty' }, t('tournament-crosstable-empty')));
      return;
    }
    const head = [
      t('tournament-col-number'),
      t('tournament-col-player'),
      t('tournament-col-rating'),
      ...Array.from({ length: ct.rounds }, (_, i) => t('tournament-col-round-short', { round: i + 1 })),
      t('tournament-col-points'),
      t('tournament-col-rank'),
    ];
    const rows = ct.rows.map((r) => [String(r.tpn), r.player, String(r.rating), ...r.rounds, points(r.points), String(r.rank)]);
    replace(
      crosstable,
      table(t('tournament-crosstable'), head, rows, { hideCaption: true, cls: 'crosstable' }),
      h('p', { class: 'hint' }, t('tournament-crosstable-help')),
    );
  };

  /** @param {import('./tournaments.js').TournamentView} tour */
  const drawRounds = async (tour) => {
    if (tour.current_round === 0) {
      replace(rounds, h('p', { class: 'empty' }, t('tournament-no-round')));
      return;
    }
    const n = shownRound || tour.current_round;
    const picker = h(
      'div',
      { class: 'round-picker', role: 'group', 'aria-label': t('tournament-choose-round') },
      Array.from({ length: tour.current_round }, (_, i) => {
        const r = i + 1;
        return button(t('tournament-round', { round: r }), async () => {
          shownRound = r;
          await drawRounds(tour);
          const again = rounds.querySelector(`[data-round="${r}"]`);
          if (again instanceof HTMLElement) again.focus();
        }, r === n ? 'selected' : '', { 'aria-pressed': String(r === n), 'data-round': String(r) });
      }),
    );
    /** @type {RoundView} */
    const round = await get(`/tournaments/${id}/rounds/${n}`);
    const organizerView = organizes && (isMe(tour.organizer) || (await isAdmin()));
    const boards = round.boards.map((b) => [
      String(b.board),
      b.white,
      b.black,
      b.result ? resultText(b.result) : t(b.awaiting_adjudication ? 'tournament-awaiting-adjudication' : 'player-game-in-progress'),
      [
        b.game_id ? h('a', { href: `/games/${b.game_id}` }, t('tournament-open-game')) : '',
        organizerView && b.awaiting_adjudication && b.game_id ? adjudicateForm(b.game_id) : null,
      ],
    ]);
    replace(
      rounds,
      picker,
      h(
        'p',
        { class: 'hint' },
        [
          t('tournament-round-paired-at', { round: n, date: dateTime(round.paired_at) }),
          round.deadline ? t('tournament-round-deadline', { date: dateTime(round.deadline) }) : '',
          round.complete ? t('tournament-round-complete') : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
      round.boards.length ? table(
            t('tournament-round-boards', { round: n }),
            [t('tournament-col-board'), t('colour-white'), t('colour-black'), t('tournament-col-result'), t('tournament-col-game')],
            boards,
            { cls: 'boards' },
          ) : null,
      round.byes.length
        ? h('ul', { class: 'byes', 'aria-label': t('tournament-round-byes', { round: n }) }, round.byes.map((b) => h('li', null, `${b.player}: ${byeKindText(b.kind)}`)))
        : null,
    );
  };

  /** @param {number} gameId */
  const adjudicateForm = (gameId) => {
    const result = h('select', { name: 'result', 'aria-label': t('tournament-adjudicate-result', { id: String(gameId) }) }, h('option', { value: '1-0' }, '1–0'), h('option', { value: '1/2-1/2' }, '½–½'), h('option', { value: '0-1' }, '0–1'));
    const submit = h('button', { type: 'submit' }, t('tournament-adjudicate'));
    const form = h('form', { class: 'inline-form', novalidate: true }, result, submit, errorBox());
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      submit.disabled = true;
      try {
        await post(`/tournaments/${id}/games/${gameId}/adjudicate`, { result: result.value });
        notice(t('tournament-adjudicated', { id: String(gameId) }));
        await load();
      } catch (e) {
        showFormError(form, e);
      } finally {
        submit.disabled = false;
      }
    });
    return form;
  };

  /**
   * @param {import('./tournaments.js').TournamentView} tour
   * @param {boolean} mayOrganize
   */
  const drawOrganizer = (tour, mayOrganize) => {
    replace(organizer);
    if (!mayOrganize || tour.status === 'finished') return;
    const box = h('p', { class: 'form-error', role: 'alert' });
    /** @type {(Node | null)[]} */
    const parts = [];
    if (tour.status === 'registration') {
      const start = button(t('tournament-start'), async () => {
        start.disabled = true;
        box.textContent = '';
        try {
          await post(`/tournaments/${id}/start`);
          notice(t('tournament-started'));
          await load();
        } catch (e) {
          box.textContent = errorText(e);
        } finally {
          start.disabled = false;
        }
      }, 'primary');
      parts.push(h('p', null, t('tournament-start-hint')), start);
    }
    if (tour.status === 'running') {
      parts.push(withdrawForm(), tour.system === 'swiss' ? byeForm(tour, true) : null);
      parts.push(h('p', { class: 'hint' }, t('tournament-adjudicate-hint')));
    }
    if (tour.system === 'swiss' && tour.status !== 'finished') parts.push(forbidForm());
    replace(organizer, section(t('tournament-organizer'), parts, box));
  };

  const withdrawForm = () => {
    const who = h('input', { name: 'username', autocapitalize: 'none', spellcheck: 'false' });
    const submit = h('button', { type: 'submit', class: 'danger-outline' }, t('tournament-withdraw-player'));
    const form = h('form', { class: 'inline-form', novalidate: true, 'aria-label': t('tournament-withdraw-player-label') }, field(t('tournament-player-to-withdraw'), who), h('div', { class: 'actions' }, submit), errorBox());
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      clearFormErrors(form);
      submit.disabled = true;
      try {
        await post(`/tournaments/${id}/withdraw`, { username: who.value.trim() });
        notice(t('tournament-player-withdrawn', { username: who.value.trim() }));
        await load();
      } catch (e) {
        showFormError(form, e);
      } finally {
        submit.disabled = false;
      }
    });
    return form;
  };

  const forbidForm = () => {
    const a = h('input', { name: 'player_a', autocapitalize: 'none', spellcheck: 'false' });
    const b = h('input', { name: 'player_b', autocapitalize: 'none', spellcheck: 'false' });
    const submit = h('button', { type: 'submit' }, t('tournament-forbid'));
    const form = h(
      'form',
      { class: 'inline-form', novalidate: true, 'aria-label': t('tournament-forbid-label') },
      field(t('tournament-field-player'), a),
      field(t('tournament-never-paired-with'), b),
      h('div', { class: 'actions' }, submit),
      errorBox(),
    );
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      clearFormErrors(form);
      submit.disabled = true;
      try {
        await post(`/tournaments/${id}/forbidden-pairs`, { players: [a.value.trim(), b.value.trim()] });
        notice(t('tournament-forbidden', { first: a.value.trim(), second: b.value.trim() }));
        a.value = '';
        b.value = '';
      } catch (e) {
        showFormError(form, e);
      } finally {
        submit.disabled = false;
      }
    });
    return form;
  };

  replace(
    ctx.root,
    heading,
    error,
    h('div', { class: 'tournament-top' }, h('section', { class: 'card', 'aria-label': t('tournament-about') }, summary, mine), organizer),
    section(t('tournament-standings'), standings),
    section(t('tournament-rounds'), rounds),
    section(t('tournament-crosstable'), crosstable),
  );
  await load();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pending;
  const unsubscribe = events.subscribe((ev) => {
    if (ev.data && (Number(ev.data.tournament_id) === id || ev.kind === 'game_ended' || ev.kind === 'round_paired')) {
      clearTimeout(pending);
      pending = setTimeout(load, 300);
    }
  });
  return () => {
    unsubscribe();
    clearTimeout(pending);
  };
}

/** Whether the reader is an admin (admins may organize any tournament). */
async function isAdmin() {
  return (await myRoles()).includes('admin');
}
