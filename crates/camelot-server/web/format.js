// @ts-check
// Words and numbers as players read them, in the reader's language (dates, times and numbers
// through Intl in the current language).

import { language, t } from './i18n.js';

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
      return t('result-white-forfeit');
    case '-+':
      return t('result-black-forfeit');
    case '--':
      return t('result-double-forfeit');
    case null:
    case undefined:
      return '';
    default:
      return result;
  }
}

/** The ways a game ends that have a name (message `termination-<kind>`). */
const TERMINATIONS = new Set(['castle', 'capture', 'no_moves', 'bare_board', 'resignation', 'agreement', 'claim', 'timeout', 'aborted', 'adjudication', 'forfeit']);

/**
 * @param {string | null | undefined} kind
 * @param {string | null} [variant] on one-square castles (Cam, Camette) and in the anti
 *   variants a single piece entering the opponent's castle ends the game
 */
export function terminationText(kind, variant) {
  if (!kind) return '';
  if (kind === 'castle' && variant && /^(anti|cam$|camette$|anti-)/.test(variant)) return t('termination-castle-entered');
  return TERMINATIONS.has(kind) ? t(`termination-${kind.replace(/_/g, '-')}`) : kind.replace(/_/g, ' ');
}

/**
 * How a finished game ended, in a sentence.
 * @param {{status: string, result?: string | null, termination?: string | null, variant?: string, white: {username: string}, black: {username: string}}} g
 */
export function outcomeSentence(g) {
  if (g.status === 'aborted' || g.termination === 'aborted') return t('outcome-aborted');
  const how = terminationText(g.termination, g.variant);
  const suffix = how ? '-how' : '';
  if (g.result === '1-0') return t(`outcome-white-won${suffix}`, { name: g.white.username, how });
  if (g.result === '0-1') return t(`outcome-black-won${suffix}`, { name: g.black.username, how });
  if (g.result === '1/2-1/2') return t(`outcome-drawn${suffix}`, { how });
  return t('outcome-over');
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
  if (d > 0) return h > 0 ? t('duration-days-hours', { days: d, hours: h }) : t('duration-days', { days: d });
  if (h > 0) return m > 0 ? t('duration-hours-minutes', { hours: h, minutes: m }) : t('duration-hours', { hours: h });
  if (m > 0) return t('duration-minutes', { minutes: m });
  return t('duration-under-a-minute');
}

/**
 * Time left until a deadline: "2 d 5 h left", or "overdue".
 * @param {string | null | undefined} iso
 * @param {number} [now]
 */
export function timeLeft(iso, now = Date.now()) {
  if (!iso) return '';
  const ms = Date.parse(iso) - now;
  return ms <= 0 ? t('time-overdue') : t('time-left', { duration: duration(ms / 1000) });
}

/**
 * A date and time in the reader's locale.
 * @param {string | null | undefined} iso
 */
export function dateTime(iso) {
  if (!iso) return '';
  return new Date(iso).toLocaleString(language(), { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A date in the reader's locale.
 * @param {string | null | undefined} iso
 */
export function date(iso) {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString(language(), { dateStyle: 'medium' });
}

/**
 * A number with at most two decimals, without trailing zeros ("2.5", "10", "10.75").
 * @param {number | null | undefined} v
 */
export function num(v) {
  if (v === null || v === undefined) return '–';
  return new Intl.NumberFormat(language(), { maximumFractionDigits: 2 }).format(Math.round(v * 100) / 100);
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
  if (tc && tc.kind === 'fischer') {
    const args = { initial: tc.initial_days ?? 0, increment: tc.increment_days ?? 0 };
    return tc.max_days ? t('time-control-fischer-max', { ...args, max: tc.max_days }) : t('time-control-fischer', args);
  }
  if (tc && tc.kind === 'per_move' && tc.days) return t('time-control-per-move', { days: tc.days });
  if (g.days_per_move) return t('time-control-per-move', { days: g.days_per_move });
  return '';
}

/** The tie-breaks with a name (message `tiebreak-<code>`). */
const TIEBREAK_NAMES = new Set(['BH', 'SB', 'DE', 'WIN', 'WON', 'BPG', 'BWG', 'PS', 'ARO', 'TPR', 'PTP', 'KS']);

/**
 * The full name of a tie-break code (FIDE C.07), modifiers included: "BH/C1" → "Buchholz,
 * cut 1".
 * @param {string} code
 */
export function tiebreakName(code) {
  const [base, ...mods] = code.toUpperCase().split('/');
  const name = TIEBREAK_NAMES.has(base) ? t(`tiebreak-${base.toLowerCase()}`) : base;
  const parts = mods.map((m) => {
    const n = m.slice(1);
    switch (m[0]) {
      case 'C':
        return t('tiebreak-cut', { n });
      case 'M':
        return t('tiebreak-median', { n });
      case 'L':
        return t('tiebreak-limit', { n });
      case 'P':
        return t('tiebreak-forfeits-count');
      default:
        return m;
    }
  });
  return [name, ...parts].join(', ');
}
