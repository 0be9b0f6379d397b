// @ts-check
// The engine's answers as players read them: scores (from White's view) in Men or as a win in
// so many plies, move judgments with their marks, and the shapes of the analysis endpoints.

import { h } from './dom.js';
import { language, t } from './i18n.js';

/**
 * A score from White's view: hundredths of a Man, or a forced end.
 * @typedef {{cp: number} | {win_in: number} | {loss_in: number}} WhiteScore
 */

/**
 * @typedef {object} Pv
 * @property {string[]} moves canonical paths from the position evaluated
 * @property {WhiteScore} score
 */

/**
 * @typedef {object} Evaluation
 * @property {number} depth
 * @property {number} nodes
 * @property {Pv[]} pvs best first
 */

/** @typedef {'inaccuracy' | 'mistake' | 'blunder'} Judgment */

/**
 * @typedef {object} PlyAnalysis
 * @property {number} ply 1 = White's first move
 * @property {string} move
 * @property {WhiteScore} score after the move
 * @property {string | null} [best] the engine's best move before it
 * @property {string[]} line the engine's best line before it
 * @property {number} loss hundredths of a Man
 * @property {Judgment | null} [judgment]
 */

/**
 * @typedef {object} SideSummary
 * @property {number} average_loss
 * @property {number} inaccuracies
 * @property {number} mistakes
 * @property {number} blunders
 */

/**
 * @typedef {object} GameAnalysis
 * @property {'queued' | 'running' | 'done'} status
 * @property {PlyAnalysis[]} plies
 * @property {SideSummary | null} [white]
 * @property {SideSummary | null} [black]
 */

/**
 * What `GET /analysis?position=` answers.
 * @typedef {object} PositionInfo
 * @property {string} position
 * @property {'white' | 'black'} side_to_move
 * @property {boolean} over
 * @property {string | null} [result]
 * @property {string | null} [termination]
 * @property {boolean} capture_required
 * @property {boolean} must_leave_castle
 * @property {import('./camelot.js').LegalMove[]} moves
 */

/** The standard start position. */
export const START_POSITION = '2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 0 1';

/** A forced end counts as this many hundredths of a Man (as the server counts losses). */
const END = 1000;

/**
 * A score as one number from White's view, in hundredths of a Man (forced ends as ±1000).
 * @param {WhiteScore} score
 */
export function scoreValue(score) {
  if ('cp' in score) return score.cp;
  if ('win_in' in score) return END;
  return -END;
}

/**
 * A score in short: "+1.25", "−0.40", "0.00", "W#5" (White wins in 5 plies), "B#3".
 * @param {WhiteScore} score
 */
export function scoreShort(score) {
  if ('win_in' in score) return `W#${score.win_in}`;
  if ('loss_in' in score) return `B#${score.loss_in}`;
  const men = score.cp / 100;
  if (score.cp === 0) return '0.00';
  return `${men > 0 ? '+' : '−'}${Math.abs(men).toFixed(2)}`;
}

/**
 * A score in words, for the screen reader and the title of a number.
 * @param {WhiteScore} score
 */
export function scoreWords(score) {
  if ('win_in' in score) return t('score-white-wins-in', { plies: score.win_in });
  if ('loss_in' in score) return t('score-black-wins-in', { plies: score.loss_in });
  const men = menText(Math.abs(score.cp));
  if (score.cp > 0) return t('score-white-better', { men });
  if (score.cp < 0) return t('score-black-better', { men });
  return t('score-level');
}

/**
 * White's share of the chances, -1 (Black wins) to 1 (White wins), for drawing graphs: large
 * advantages flatten out, so small ones stay visible.
 * @param {WhiteScore} score
 */
export function chances(score) {
  const v = scoreValue(score);
  if (Math.abs(v) >= END) return Math.sign(v);
  return 2 / (1 + Math.exp(-0.006 * v)) - 1;
}

/** The marks of judgments, as annotators write them. */
export const JUDGMENT_MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * A judgment in words ("Blunder").
 * @param {Judgment} j
 */
export function judgmentWord(j) {
  return t(`judgment-${j}`);
}

/**
 * Hundredths of a Man as a number of Men with two decimals, in the reader's language ("1.25").
 * @param {number} cp
 */
export function menText(cp) {
  return new Intl.NumberFormat(language(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cp / 100);
}

/**
 * The move number and side of a ply: 1 → "1.", 2 → "1…".
 * @param {number} ply
 */
export function plyLabel(ply) {
  const n = Math.floor((ply - 1) / 2) + 1;
  return ply % 2 === 1 ? `${n}.` : `${n}…`;
}

/**
 * A line of moves: a line wraps between moves, and a long multi-leg move also after its
 * separators ("-", "x"), never inside a square's name.
 * @param {string[]} moves
 */
export function movesLine(moves) {
  /** @param {string} m */
  const move = (m) => {
    if (m.length <= 12) return h('span', { class: 'line-move' }, m);
    /** @type {(string | Node)[]} */
    const parts = [];
    for (const part of m.split(/(?<=[-x])/)) {
      parts.push(part);
      if (/[-x]$/.test(part)) parts.push(h('wbr'));
    }
    return h('span', { class: 'line-move long' }, parts);
  };
  return h('span', { class: 'line-moves' }, moves.map((m, i) => [i > 0 ? ' ' : null, move(m)]));
}
