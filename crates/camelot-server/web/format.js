// @ts-check
// Words and numbers as players read them.

/**
 * "1-0" → "1–0", "1/2-1/2" → "½–½"; forfeits "+-", "-+", "--" as in crosstables.
 * @param {string | null | undefined} result
 */
export function resultText(result) {
  switch (result) {
    case '1-0':
      return '1–0';
    case '0-1':
      return '0–1';
    case '1/2-1/2':
      return '½–½';
    case '+-':
      return '1–0 (forfeit)';
    case '-+':
      return '0–1 (forfeit)';
    case '--':
      return 'double forfeit';
    case null:
    case undefined:
      return '';
    default:
      return result;
  }
}

/** @type {Record<string, string>} */
const TERMINATIONS = {
  castle: 'two pieces in the castle',
  capture: 'every piece captured',
  no_moves: 'no legal move left',
  bare_board: 'bare board',
  resignation: 'resignation',
  agreement: 'agreement',
  claim: 'claim',
  timeout: 'time ran out',
  aborted: 'aborted',
  adjudication: 'adjudication',
  forfeit: 'forfeit',
};

/** @param {string | null | undefined} t */
export function terminationText(t) {
  return t ? TERMINATIONS[t] || t.replace(/_/g, ' ') : '';
}

/**
 * How a finished game ended, in a sentence.
 * @param {{status: string, result: string | null, termination: string | null, white: {username: string}, black: {username: string}}} g
 */
export function outcomeSentence(g) {
  if (g.status === 'aborted' || g.termination === 'aborted') return 'The game was aborted.';
  const how = terminationText(g.termination);
  const by = how ? ` by ${how}` : '';
  if (g.result === '1-0') return `${g.white.username} (White) won${by}.`;
  if (g.result === '0-1') return `${g.black.username} (Black) won${by}.`;
  if (g.result === '1/2-1/2') return `Drawn${by}.`;
  return 'The game is over.';
}

/**
 * A duration in words, coarse: "2 d 5 h", "3 h 10 min", "4 min", "under a minute".
 * @param {number} seconds
 */
export function duration(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return `${m} min`;
  return 'under a minute';
}

/**
 * Time left until a deadline: "2 d 5 h left", or "overdue".
 * @param {string | null | undefined} iso
 * @param {number} [now]
 */
export function timeLeft(iso, now = Date.now()) {
  if (!iso) return '';
  const ms = Date.parse(iso) - now;
  return ms <= 0 ? 'overdue' : `${duration(ms / 1000)} left`;
}

/**
 * A date and time in the reader's locale.
 * @param {string | null | undefined} iso
 */
export function dateTime(iso) {
  if (!iso) return '';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A date in the reader's locale.
 * @param {string | null | undefined} iso
 */
export function date(iso) {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/**
 * A number with at most two decimals, without trailing zeros ("2.5", "10", "10.75").
 * @param {number | null | undefined} v
 */
export function num(v) {
  if (v === null || v === undefined) return '–';
  return String(Math.round(v * 100) / 100);
}

/**
 * Points with halves: 2.5 → "2½", 0.5 → "½".
 * @param {number} v
 */
export function points(v) {
  const whole = Math.floor(v);
  const half = Math.abs(v - whole - 0.5) < 1e-9;
  if (half) return whole === 0 ? '½' : `${whole}½`;
  return num(v);
}

/**
 * @typedef {object} TimeControl
 * @property {'per_move' | 'fischer' | string} kind
 * @property {number} [days]
 * @property {number} [initial_days]
 * @property {number} [increment_days]
 * @property {number} [max_days]
 */

/**
 * The time control in words, from the game's `time_control` when present, else from its
 * `days_per_move`.
 * @param {{time_control?: TimeControl | null, days_per_move?: number | null}} g
 */
export function timeControlText(g) {
  const tc = g.time_control;
  const days = (/** @type {number | undefined} */ n) => (n === 1 ? '1 day' : `${n} days`);
  if (tc && tc.kind === 'fischer') {
    const max = tc.max_days ? `, at most ${days(tc.max_days)}` : '';
    return `${days(tc.initial_days)} + ${days(tc.increment_days)} per move${max}`;
  }
  if (tc && tc.kind === 'per_move' && tc.days) return `${days(tc.days)} per move`;
  if (g.days_per_move) return `${days(g.days_per_move)} per move`;
  return '';
}

/** @type {Record<string, string>} */
const TIEBREAK_NAMES = {
  BH: 'Buchholz',
  SB: 'Sonneborn-Berger',
  DE: 'Direct encounter',
  WIN: 'Number of wins',
  WON: 'Games won over the board',
  BPG: 'Games played with Black',
  BWG: 'Games won with Black',
  PS: 'Progressive score',
  ARO: 'Average rating of opponents',
  TPR: 'Tournament performance rating',
  PTP: 'Perfect tournament performance',
  KS: 'Koya system',
};

/**
 * The full name of a tie-break code (FIDE C.07), modifiers included: "BH/C1" → "Buchholz,
 * cut 1".
 * @param {string} code
 */
export function tiebreakName(code) {
  const [base, ...mods] = code.toUpperCase().split('/');
  const name = TIEBREAK_NAMES[base] || base;
  const parts = mods.map((m) => {
    const n = m.slice(1);
    switch (m[0]) {
      case 'C':
        return `cut ${n} (lowest dropped)`;
      case 'M':
        return `median ${n}`;
      case 'L':
        return `limit ${n} %`;
      case 'P':
        return 'forfeits count';
      default:
        return m;
    }
  });
  return [name, ...parts].join(', ');
}
