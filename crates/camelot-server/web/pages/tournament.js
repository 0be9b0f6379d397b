// @ts-check
// One tournament: its settings, joining and leaving, the rounds with their boards, the
// standings with every tie-break (named), the crosstable, and for the organiser: start,
// withdrawals, byes, adjudication and forbidden pairs.

import { currentUser, get, myRoles, post } from '../api.js';
import { field, h, replace } from '../dom.js';
import * as events from '../events.js';
import { dateTime, num, points, resultText, tiebreakName, timeControlText } from '../format.js';
import { button, clearFormErrors, errorBox, errorText, notice, section, showFormError, table } from '../ui.js';
import { isOrganiser, statusText, systemText } from './tournaments.js';

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

/** @type {Record<string, string>} */
const BYE_KINDS = {
  pab: 'pairing-allocated bye (full point)',
  half_bye: 'half-point bye',
  zero_bye: 'zero-point bye',
  full_bye: 'full-point bye',
  rr_bye: 'no game this round',
};

/** @param {import('../app.js').PageContext} ctx */
export async function tournament(ctx) {
  const id = Number(ctx.params.id);
  ctx.setTitle(`Tournament ${id}`);
  const me = (currentUser() || '').toLowerCase();
  const heading = h('h1', null, `Tournament ${id}`);
  const summary = h('dl', { class: 'facts' });
  const mine = h('div', { class: 'my-actions' });
  const rounds = h('div');
  const standings = h('div');
  const crosstable = h('div');
  const organiser = h('div');
  const error = h('p', { class: 'form-error', role: 'alert' });
  /** @type {number | null} */
  let shownRound = ctx.query.get('round') ? Number(ctx.query.get('round')) : null;
  const organises = await isOrganiser();

  const load = async () => {
    try {
      const t = await get(`/tournaments/${id}`);
      const [table_, entrants, cross] = await Promise.all([
        get(`/tournaments/${id}/standings`),
        get(`/tournaments/${id}/players`),
        t.status === 'registration' ? Promise.resolve(null) : get(`/tournaments/${id}/crosstable`),
      ]);
      if (!ctx.alive()) return;
      error.textContent = '';
      heading.textContent = t.name;
      ctx.setTitle(t.name);
      drawSummary(t);
      /** @type {Entrant[]} */
      const list = entrants;
      const entered = list.some((e) => e.username.toLowerCase() === me && !e.withdrawn_at);
      drawMine(t, entered);
      drawStandings(table_, list);
      drawCrosstable(cross);
      if (shownRound === null || shownRound > t.current_round) shownRound = t.current_round;
      await drawRounds(t);
      const mayOrganise = organises && (t.organizer.toLowerCase() === me || (await isAdmin()));
      drawOrganiser(t, mayOrganise);
    } catch (e) {
      if (ctx.alive()) error.textContent = errorText(e);
    }
  };

  /** @param {import('./tournaments.js').TournamentView} t */
  const drawSummary = (t) => {
    /** @type {[string, string | Node][]} */
    const facts = [
      ['Status', statusText(t.status)],
      ['System', systemText(t)],
      ['Rounds', t.rounds ? `${t.current_round} of ${t.rounds} paired` : t.current_round ? `${t.current_round} paired` : 'set at the start'],
      ['Players', `${t.players}${t.max_players ? ` (at most ${t.max_players})` : ''}`],
      ['Time', `${timeControlText(t)}${t.round_deadline_days ? `, ${t.round_deadline_days} days per round` : ''}`],
      ['Rated', t.rated ? 'yes' : 'no'],
      ['Scoring', t.scoring],
      ['Tie-breaks', t.tiebreaks.length ? t.tiebreaks.map(tiebreakName).join('; ') : 'none'],
      ['Organiser', h('a', { href: `/players/${encodeURIComponent(t.organizer)}` }, t.organizer)],
    ];
    if (t.starts_at && t.status === 'registration') facts.push(['Starts', dateTime(t.starts_at)]);
    if (t.started_at) facts.push(['Started', dateTime(t.started_at)]);
    if (t.finished_at) facts.push(['Finished', dateTime(t.finished_at)]);
    if (t.end_note) facts.push(['Note', t.end_note]);
    replace(summary, facts.map(([k, v]) => [h('dt', null, k), h('dd', null, v)]));
  };

  /**
   * Join, leave, withdraw and bye requests for the reader.
   * @param {import('./tournaments.js').TournamentView} t
   * @param {boolean} entered
   */
  const drawMine = (t, entered) => {
    replace(mine);
    if (!me) {
      if (t.status !== 'finished') mine.append(h('p', null, h('a', { href: `/login?next=/tournaments/${id}` }, 'Sign in'), ' to take part.'));
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
    const lateEntry = t.status === 'running' && t.system === 'swiss' && t.current_round < t.late_join_until_round;
    /** @type {(Node | null)[]} */
    const items = [];
    if (t.status === 'registration' || lateEntry) {
      items.push(entered ? act('Leave tournament', 'leave', 'You left the tournament.') : act('Join tournament', 'join', 'You joined the tournament.', 'primary'));
    }
    if (t.status === 'running' && entered) {
      items.push(act('Withdraw', 'withdraw', 'You withdrew from the tournament.', 'danger-outline'));
      if (t.system === 'swiss') items.push(byeForm(t, false));
    }
    replace(mine, items, box);
  };

  /**
   * A bye request for a future round (the organiser may name a player and ask for a full bye).
   * @param {import('./tournaments.js').TournamentView} t
   * @param {boolean} forOthers
   */
  const byeForm = (t, forOthers) => {
    const round = h('input', { name: 'round', type: 'number', min: t.current_round + 1, max: t.rounds || undefined, value: t.current_round + 1, inputmode: 'numeric' });
    const kind = h(
      'select',
      { name: 'kind' },
      h('option', { value: 'half' }, 'Half point'),
      h('option', { value: 'zero' }, 'Zero points'),
      forOthers ? h('option', { value: 'full' }, 'Full point') : null,
    );
    const who = h('input', { name: 'username', autocapitalize: 'none', spellcheck: 'false' });
    const submit = h('button', { type: 'submit' }, forOthers ? 'Give bye' : 'Request bye');
    const form = h(
      'form',
      { class: 'inline-form', novalidate: true, 'aria-label': forOthers ? 'Bye for a player' : 'Request a bye' },
      forOthers ? field('Player', who) : null,
      field('Round', round),
      field('Bye', kind),
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
        notice(`Bye recorded for round ${round.value}.`);
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
              h('p', { class: 'hint' }, `Standings start with round 1. ${inNow.length} ${inNow.length === 1 ? 'player has' : 'players have'} joined:`),
              h('ul', { class: 'entrants', 'aria-label': 'Players who have joined' }, inNow.map((e) => h('li', null, h('a', { href: `/players/${encodeURIComponent(e.username)}` }, e.username), ` (${e.rating})`))),
            ]
          : h('p', { class: 'empty' }, 'Nobody has joined yet.'),
      );
      return;
    }
    const head = [
      'Rank',
      'Player',
      'Rating',
      'Points',
      'Games',
      ...st.tiebreaks.map((code) => h('abbr', { title: tiebreakName(code) }, code)),
    ];
    const rows = st.rows.map((r) => [
      String(r.rank),
      [h('a', { href: `/players/${encodeURIComponent(r.player)}` }, r.player), r.withdrawn ? h('span', { class: 'tag' }, ' withdrawn') : null],
      String(r.rating),
      points(r.points),
      String(r.games),
      ...r.values.map((v) => num(v)),
    ]);
    replace(
      standings,
      h('p', { class: 'hint' }, st.final ? 'Final standings.' : `After ${st.rounds_complete} complete ${st.rounds_complete === 1 ? 'round' : 'rounds'}.`),
      table('Standings', head, rows, { hideCaption: true, cls: 'standings' }),
      st.tiebreaks.length
        ? h(
            'dl',
            { class: 'legend', 'aria-label': 'Tie-breaks, in order' },
            st.tiebreaks.map((code) => [h('dt', null, code), h('dd', null, tiebreakName(code))]),
          )
        : null,
    );
  };

  /** @param {{rounds: number, rows: {tpn: number, player: string, rating: number, points: number, rank: number, rounds: string[]}[]} | null} ct */
  const drawCrosstable = (ct) => {
    if (!ct || !ct.rows.length || ct.rounds === 0) {
      replace(crosstable, h('p', { class: 'empty' }, 'The crosstable appears once the first round is paired.'));
      return;
    }
    const head = ['No.', 'Player', 'Rating', ...Array.from({ length: ct.rounds }, (_, i) => `R${i + 1}`), 'Points', 'Rank'];
    const rows = ct.rows.map((r) => [String(r.tpn), r.player, String(r.rating), ...r.rounds, points(r.points), String(r.rank)]);
    replace(
      crosstable,
      table('Crosstable', head, rows, { hideCaption: true, cls: 'crosstable' }),
      h('p', { class: 'hint' }, 'A cell reads opponent number, colour (w/b) and result, e.g. “5w1”: beat no. 5 with White. + and − are forfeits, U a pairing-allocated bye, H/F/Z half-, full- and zero-point byes, * a game in progress, - not paired.'),
    );
  };

  /** @param {import('./tournaments.js').TournamentView} t */
  const drawRounds = async (t) => {
    if (t.current_round === 0) {
      replace(rounds, h('p', { class: 'empty' }, 'No round has been paired yet.'));
      return;
    }
    const n = shownRound || t.current_round;
    const picker = h(
      'div',
      { class: 'round-picker', role: 'group', 'aria-label': 'Choose a round' },
      Array.from({ length: t.current_round }, (_, i) => {
        const r = i + 1;
        return button(`Round ${r}`, async () => {
          shownRound = r;
          await drawRounds(t);
          const again = rounds.querySelector(`[data-round="${r}"]`);
          if (again instanceof HTMLElement) again.focus();
        }, r === n ? 'selected' : '', { 'aria-pressed': String(r === n), 'data-round': String(r) });
      }),
    );
    /** @type {RoundView} */
    const round = await get(`/tournaments/${id}/rounds/${n}`);
    const organiserView = organises && (t.organizer.toLowerCase() === me || (await isAdmin()));
    const boards = round.boards.map((b) => [
      String(b.board),
      b.white,
      b.black,
      b.result ? resultText(b.result) : b.awaiting_adjudication ? 'awaiting adjudication' : 'in progress',
      [
        b.game_id ? h('a', { href: `/games/${b.game_id}` }, 'Open game') : '',
        organiserView && b.awaiting_adjudication && b.game_id ? adjudicateForm(b.game_id) : null,
      ],
    ]);
    replace(
      rounds,
      picker,
      h('p', { class: 'hint' }, `Round ${n} paired ${dateTime(round.paired_at)}${round.deadline ? `; deadline ${dateTime(round.deadline)}` : ''}${round.complete ? '; complete' : ''}.`),
      round.boards.length ? table(`Round ${n} boards`, ['Board', 'White', 'Black', 'Result', 'Game'], boards, { cls: 'boards' }) : null,
      round.byes.length
        ? h('ul', { class: 'byes', 'aria-label': `Byes in round ${n}` }, round.byes.map((b) => h('li', null, `${b.player}: ${BYE_KINDS[b.kind] || b.kind}`)))
        : null,
    );
  };

  /** @param {number} gameId */
  const adjudicateForm = (gameId) => {
    const result = h('select', { name: 'result', 'aria-label': `Result of game ${gameId}` }, h('option', { value: '1-0' }, '1–0'), h('option', { value: '1/2-1/2' }, '½–½'), h('option', { value: '0-1' }, '0–1'));
    const submit = h('button', { type: 'submit' }, 'Adjudicate');
    const form = h('form', { class: 'inline-form', novalidate: true }, result, submit, errorBox());
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      submit.disabled = true;
      try {
        await post(`/tournaments/${id}/games/${gameId}/adjudicate`, { result: result.value });
        notice(`Game ${gameId} adjudicated.`);
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
   * @param {import('./tournaments.js').TournamentView} t
   * @param {boolean} mayOrganise
   */
  const drawOrganiser = (t, mayOrganise) => {
    replace(organiser);
    if (!mayOrganise || t.status === 'finished') return;
    const box = h('p', { class: 'form-error', role: 'alert' });
    /** @type {(Node | null)[]} */
    const parts = [];
    if (t.status === 'registration') {
      const start = button('Start tournament', async () => {
        start.disabled = true;
        box.textContent = '';
        try {
          await post(`/tournaments/${id}/start`);
          notice('The tournament has started: round 1 is paired.');
          await load();
        } catch (e) {
          box.textContent = errorText(e);
        } finally {
          start.disabled = false;
        }
      }, 'primary');
      parts.push(h('p', null, 'When everyone has joined, start the tournament: this pairs round 1 and starts its games.'), start);
    }
    if (t.status === 'running') {
      parts.push(withdrawForm(), t.system === 'swiss' ? byeForm(t, true) : null);
      parts.push(h('p', { class: 'hint' }, 'Unfinished games of a round whose deadline has passed can be adjudicated from the round’s board list.'));
    }
    if (t.system === 'swiss' && t.status !== 'finished') parts.push(forbidForm());
    replace(organiser, section('Organiser', parts, box));
  };

  const withdrawForm = () => {
    const who = h('input', { name: 'username', autocapitalize: 'none', spellcheck: 'false' });
    const submit = h('button', { type: 'submit', class: 'danger-outline' }, 'Withdraw player');
    const form = h('form', { class: 'inline-form', novalidate: true, 'aria-label': 'Withdraw a player' }, field('Player to withdraw', who), h('div', { class: 'actions' }, submit), errorBox());
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      clearFormErrors(form);
      submit.disabled = true;
      try {
        await post(`/tournaments/${id}/withdraw`, { username: who.value.trim() });
        notice(`${who.value.trim()} withdrawn.`);
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
    const submit = h('button', { type: 'submit' }, 'Forbid pairing');
    const form = h(
      'form',
      { class: 'inline-form', novalidate: true, 'aria-label': 'Forbid a pairing' },
      field('Player', a),
      field('Never paired with', b),
      h('div', { class: 'actions' }, submit),
      errorBox(),
    );
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      clearFormErrors(form);
      submit.disabled = true;
      try {
        await post(`/tournaments/${id}/forbidden-pairs`, { players: [a.value.trim(), b.value.trim()] });
        notice(`${a.value.trim()} and ${b.value.trim()} will not be paired together.`);
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
    h('div', { class: 'tournament-top' }, h('section', { class: 'card', 'aria-label': 'About this tournament' }, summary, mine), organiser),
    section('Standings', standings),
    section('Rounds', rounds),
    section('Crosstable', crosstable),
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

/** Whether the reader is an admin (admins may organise any tournament). */
async function isAdmin() {
  return (await myRoles()).includes('admin');
}
