// @ts-check
// Learning the game: the rules in short pages (/learn, /learn/<topic>) with board diagrams, and
// a hands-on tutorial (/learn/tutorial) where the reader makes the move on a live board.
//
// Every diagram and lesson comes from learn/lessons.json (positions and moves, checked against
// the rules crate by a Rust test); every text comes from the Fluent messages (learn.ftl). The
// pages of the other variants (a topic whose id is a variant's name) come after Camelot's, and
// their diagrams are drawn on the variant's own board.
// Legality in the tutorial is the server's: GET /api/v1/analysis lists every legal move.

import { api, currentUser, get, post } from '../api.js';
import { Board } from '../board.js';
import { VARIANT_NAMES, continuations, parseBoard, pathSquares } from '../camelot.js';
import { h, replace } from '../dom.js';
import { has, onLanguageChange, t } from '../i18n.js';

/** @typedef {import('../app.js').PageContext} PageContext */
/** @typedef {import('../camelot.js').LegalMove} LegalMove */

/**
 * @typedef {object} Diagram
 * @property {string} position
 * @property {string} [variant] the variant the position is played in (Camelot when absent)
 * @property {string[]} legal moves shown as allowed (each legal in the position)
 * @property {string[]} illegal moves shown as refused
 */
/** @typedef {{id: string, diagrams: Diagram[]}} Topic */
/**
 * @typedef {object} Lesson
 * @property {string} id
 * @property {string} position
 * @property {string[]} accept the moves that solve it (canonical paths)
 * @property {Record<string, string>} hints reason tag → message id
 */
/** @typedef {{topics: Topic[], tutorial: Lesson[]}} Lessons */

/**
 * The analysis of a position (GET /analysis).
 * @typedef {object} Analysis
 * @property {string} position
 * @property {boolean} over
 * @property {boolean} capture_required
 * @property {boolean} must_leave_castle
 * @property {LegalMove[]} moves
 */

/** @type {Promise<Lessons> | null} */
let lessonsPromise = null;

/** The diagrams and lessons (fetched once). */
function loadLessons() {
  if (!lessonsPromise) {
    lessonsPromise = fetch('/assets/learn/lessons.json').then((r) => {
      if (!r.ok) throw new Error(`lessons.json: ${r.status}`);
      return r.json();
    });
    lessonsPromise.catch(() => {
      lessonsPromise = null;
    });
  }
  return lessonsPromise;
}

const PROGRESS_KEY = 'camelot-tutorial-done';

/**
 * A signed-in reader's progress, as the server keeps it (`/me/tutorial`), so that it follows
 * them to another browser. Anonymous readers keep theirs in this browser; on signing in, what
 * they solved before is added to their account and forgotten here, so that it never counts
 * for whoever signs in next on the same browser.
 * @type {{user: string, done: Set<string>} | null}
 */
let account = null;

/** Lessons solved in this browser while signed out. @returns {Set<string>} */
function anonymousSolved() {
  try {
    const v = JSON.parse(localStorage.getItem(PROGRESS_KEY) || '[]');
    return new Set(Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** @param {Set<string>} done */
function keepAnonymous(done) {
  try {
    if (done.size) localStorage.setItem(PROGRESS_KEY, JSON.stringify([...done]));
    else localStorage.removeItem(PROGRESS_KEY);
  } catch {
    // progress is a convenience
  }
}

/** @param {{done: {lesson: string}[]}} view */
const lessonIds = (view) => new Set(view.done.map((d) => d.lesson));

/**
 * Reads the signed-in reader's progress from the server, first adding the lessons solved in
 * this browser before signing in. Without a session, or when the server cannot be reached,
 * the browser's own progress is used.
 */
export async function loadProgress() {
  const user = currentUser();
  if (!user) {
    account = null;
    return;
  }
  if (account && account.user === user) return;
  try {
    /** @type {{lessons: string[], done: {lesson: string}[]}} */
    let view = await get('/me/tutorial');
    const known = new Set(view.lessons);
    const onServer = lessonIds(view);
    const carried = [...anonymousSolved()].filter((id) => known.has(id) && !onServer.has(id));
    if (carried.length) view = await post('/me/tutorial', { done: carried });
    keepAnonymous(new Set());
    account = { user, done: lessonIds(view) };
  } catch {
    account = null;
  }
}

/** The ids of the lessons the reader has solved. @returns {Set<string>} */
export function solved() {
  if (account && account.user === currentUser()) return new Set(account.done);
  return anonymousSolved();
}

/** @param {string} id */
function markSolved(id) {
  if (account && account.user === currentUser()) {
    account.done.add(id);
    post('/me/tutorial', { done: [id] }).catch(() => {
      // kept for this visit; the next visit asks the server again
    });
    return;
  }
  const done = anonymousSolved();
  done.add(id);
  keepAnonymous(done);
}

function forgetProgress() {
  if (account && account.user === currentUser()) {
    account.done.clear();
    api('DELETE', '/me/tutorial').catch(() => {
      // the server keeps the old progress; the next visit shows it again
    });
    return;
  }
  keepAnonymous(new Set());
}

/**
 * The numbered messages `${prefix}1`, `${prefix}2`, … that exist.
 * @param {string} prefix
 */
function numbered(prefix) {
  /** @type {string[]} */
  const out = [];
  for (let i = 1; has(`${prefix}${i}`); i++) out.push(t(`${prefix}${i}`));
  return out;
}

/**
 * Redraws the page whenever the language changes; returns the cleanup.
 * @param {() => void} draw
 */
function redrawOnLanguageChange(draw) {
  return onLanguageChange(() => draw());
}

/**
 * Whether a topic is the page of another variant of the game (its id is the variant's name).
 * @param {Topic} topic
 */
const isVariantPage = (topic) => topic.id !== 'camelot' && VARIANT_NAMES.includes(topic.id);

/**
 * The table of contents of the learning pages: Camelot's rules and the tutorial, then the
 * other variants under their own heading.
 * @param {Topic[]} topics
 * @param {string} [here] the topic shown now
 */
function contents(topics, here) {
  const done = solved();
  const id = `learn-contents-${here || 'index'}`;
  /** @param {Topic} tp */
  const item = (tp) =>
    h('li', null, h('a', { href: `/learn/${tp.id}`, 'aria-current': here === tp.id ? 'page' : null }, t(`learn-${tp.id}-title`)));
  const variants = topics.filter(isVariantPage);
  return h(
    'nav',
    { class: 'learn-contents', 'aria-labelledby': id },
    h('h2', { id }, t('learn-contents-label')),
    h(
      'ol',
      null,
      topics.filter((tp) => !isVariantPage(tp)).map(item),
      h(
        'li',
        { class: 'learn-contents-tutorial' },
        h('a', { href: '/learn/tutorial', 'aria-current': here === 'tutorial' ? 'page' : null }, t('learn-tutorial-title')),
        // The tutorial's own page shows its progress beside the lessons.
        here === 'tutorial' ? null : [' ', h('span', { class: 'hint' }, t('learn-tutorial-progress', { done: done.size }))],
      ),
    ),
    variants.length
      ? [h('h3', { class: 'learn-contents-variants' }, t('learn-contents-variants')), h('ol', { class: 'learn-contents-variant-list' }, variants.map(item))]
      : null,
  );
}

/**
 * A static board showing a position and, on request, one of the diagram's moves.
 * @param {Diagram} d
 * @param {string} topicId
 * @param {number} index 0-based
 */
function diagram(d, topicId, index) {
  const variant = d.variant || null;
  const board = new Board({ label: t('learn-diagram-label', { number: index + 1 }), onPick: () => {} });
  const still = { position: d.position, moves: [], interactive: false, lastMove: [], variant };
  board.update(still);
  const figure = h('figure', { class: 'learn-figure' });
  /** @type {{move: string, legal: boolean}[]} */
  const shown = [...d.legal.map((m) => ({ move: m, legal: true })), ...d.illegal.map((m) => ({ move: m, legal: false }))];
  /** @type {HTMLButtonElement[]} */
  const buttons = [];
  /** @param {number} i */
  const show = (i) => {
    const s = shown[i];
    const squares = pathSquares(s.move);
    if (s.move.includes(',')) {
      // A River tree placement: its three squares marked, and the trees on them when it is allowed.
      const pieces = parseBoard(d.position, variant);
      const side = d.position.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
      if (s.legal) for (const sq of squares) pieces.set(sq, { side, kind: 'tree' });
      board.update({ ...still, pieces, lastMove: squares });
    } else {
      board.update(still);
      board.showPath(squares);
    }
    figure.classList.toggle('shows-illegal', !s.legal);
    buttons.forEach((b, j) => b.setAttribute('aria-pressed', String(i === j)));
  };
  shown.forEach((s, i) => {
    buttons.push(
      h(
        'button',
        { type: 'button', class: `learn-move ${s.legal ? 'is-legal' : 'is-illegal'}`, 'aria-pressed': 'false', on: { click: () => show(i) } },
        h('span', { class: 'learn-move-mark', 'aria-hidden': 'true' }, s.legal ? '✓' : '✗'),
        ' ',
        t(s.legal ? 'learn-move-legal' : 'learn-move-illegal', { move: s.move }),
      ),
    );
  });
  if (shown.length) show(0);
  replace(
    figure,
    h('div', { class: 'learn-board' }, board.svg),
    h(
      'figcaption',
      null,
      h('p', null, t(`learn-${topicId}-fig${index + 1}`)),
      buttons.length ? h('div', { class: 'learn-moves' }, buttons) : null,
    ),
  );
  return figure;
}

/** The hidden help the boards' grids point to (aria-describedby="board-help"). */
function boardHelp() {
  return h('p', { id: 'board-help', class: 'visually-hidden' }, t('learn-board-help'));
}

/** /learn: what there is to read, and the tutorial. @param {PageContext} ctx */
export async function learnIndex(ctx) {
  const [{ topics }] = await Promise.all([loadLessons(), loadProgress()]);
  const draw = () => {
    ctx.setTitle(t('learn-title'));
    replace(
      ctx.root,
      h('h1', null, t('learn-title')),
      h('p', { class: 'lead' }, t('learn-intro')),
      h(
        'div',
        { class: 'learn-index' },
        h(
          'div',
          null,
          contents(topics),
          h(
            'p',
            { class: 'actions' },
            h('a', { href: `/learn/${topics[0].id}`, class: 'button primary' }, t('learn-start-reading')),
            h('a', { href: '/learn/tutorial', class: 'button' }, t('learn-start-tutorial')),
          ),
        ),
        diagram(topics[0].diagrams[0], topics[0].id, 0),
        boardHelp(),
      ),
    );
  };
  draw();
  return redrawOnLanguageChange(draw);
}

/** /learn/<topic>: one page of the rules. @param {PageContext} ctx */
export async function learnTopic(ctx) {
  const [{ topics }] = await Promise.all([loadLessons(), loadProgress()]);
  const i = topics.findIndex((tp) => tp.id === ctx.params.topic);
  if (i < 0) {
    const drawMissing = () => {
      ctx.setTitle(t('learn-not-found-title'));
      replace(ctx.root, h('h1', null, t('learn-not-found-title')), h('p', null, h('a', { href: '/learn' }, t('learn-back-to-contents'))));
    };
    drawMissing();
    return redrawOnLanguageChange(drawMissing);
  }
  const topic = topics[i];
  const prev = topics[i - 1];
  const next = topics[i + 1];
  const draw = () => {
    const title = t(`learn-${topic.id}-title`);
    ctx.setTitle(title);
    replace(
      ctx.root,
      h('p', { class: 'learn-crumb' }, h('a', { href: '/learn' }, t('learn-title')), ' · ', t('learn-page-of', { number: i + 1, total: topics.length })),
      h('h1', null, title),
      h(
        'div',
        { class: 'learn-layout' },
        h(
          'article',
          { class: 'learn-article' },
          numbered(`learn-${topic.id}-p`).map((p) => h('p', null, p)),
          topic.diagrams.map((d, j) => diagram(d, topic.id, j)),
          isVariantPage(topic)
            ? h('p', { class: 'actions' }, h('a', { href: `/inbox?variant=${encodeURIComponent(topic.id)}`, class: 'button' }, t('learn-variant-play')))
            : null,
          boardHelp(),
          h(
            'nav',
            { class: 'learn-pager', 'aria-label': t('learn-pager-label') },
            prev ? h('a', { href: `/learn/${prev.id}`, rel: 'prev' }, t('learn-previous', { title: t(`learn-${prev.id}-title`) })) : h('span'),
            next
              ? h('a', { href: `/learn/${next.id}`, rel: 'next' }, t('learn-next', { title: t(`learn-${next.id}-title`) }))
              : h('a', { href: '/learn/tutorial', rel: 'next' }, t('learn-start-tutorial')),
          ),
        ),
        h('aside', { class: 'learn-aside' }, contents(topics, topic.id)),
      ),
    );
  };
  draw();
  return redrawOnLanguageChange(draw);
}

/**
 * Why a try that is not a legal move fails, as a reason tag (the rules crate's tags where they
 * apply). Only an explanation: the legal moves are the server's listing.
 * @param {Analysis} analysis
 * @param {string} square the square clicked
 * @param {string[]} selection the squares picked before it
 */
function whyNot(analysis, square, selection) {
  const side = analysis.position.split(' ')[1] === 'b' ? 'black' : 'white';
  const pieces = parseBoard(analysis.position);
  const origin = selection.length ? selection[0] : square;
  const piece = pieces.get(origin);
  if (!piece) return 'illegal';
  if (piece.side !== side) return 'not-your-piece';
  if (analysis.must_leave_castle) return 'must-leave-own-castle';
  if (analysis.capture_required) return 'capture-required';
  return selection.length ? 'illegal' : 'no-move';
}

/** /learn/tutorial and /learn/tutorial/<lesson>. @param {PageContext} ctx */
export async function tutorial(ctx) {
  const [{ topics, tutorial: lessons }] = await Promise.all([loadLessons(), loadProgress()]);
  const wanted = ctx.params.lesson;
  const done = solved();
  let index = wanted ? lessons.findIndex((l) => l.id === wanted) : lessons.findIndex((l) => !done.has(l.id));
  if (index < 0) index = wanted ? -1 : 0;
  if (index < 0) {
    ctx.navigate('/learn/tutorial', { replace: true });
    return;
  }
  const lesson = lessons[index];
  /** @type {Analysis} */
  const analysis = await get(`/analysis?position=${encodeURIComponent(lesson.position)}`);
  if (!ctx.alive()) return;

  /** @type {{kind: 'idle' | 'right' | 'wrong' | 'illegal', tag?: string, move?: string}} */
  let state = { kind: 'idle' };
  /** @type {LegalMove | null} a complete move that could still go on */
  let pending = null;

  const feedback = h('div', { class: 'learn-feedback', role: 'status', 'aria-live': 'polite' });
  const board = new Board({
    label: t('learn-tutorial-board-label'),
    onPick: (pick) => {
      pending = null;
      if (pick.move && !pick.canContinue) judge(pick.move);
      else if (pick.move) {
        pending = pick.move;
        drawFeedback();
      } else if (state.kind !== 'right') drawFeedback();
    },
    onMessage: () => {
      // A piece without a legal move was picked: say why, in the reader's language.
      const sq = board.focusSquare;
      tryFailed(whyNot(analysis, sq, []));
    },
  });
  // A click on a square that continues no legal path of the piece picked (seen before the
  // board handles the click, so the selection is still the one the reader made).
  board.svg.addEventListener(
    'click',
    (ev) => {
      const cell = /** @type {Element | null} */ (ev.target)?.closest('[data-square]');
      const sq = cell?.getAttribute('data-square');
      const sel = board.selection;
      if (!sq || !board.interactive || sel.length === 0 || sq === sel[0]) return;
      if (continuations(board.moves, sel).next.has(sq) || board.movesFrom(sq).length > 0) return;
      tryFailed(whyNot(analysis, sq, sel));
    },
    true,
  );
  board.update({ position: analysis.position, moves: analysis.moves, interactive: !analysis.over, lastMove: [] });

  /** @param {string} tag */
  function tryFailed(tag) {
    state = { kind: 'illegal', tag };
    drawFeedback();
  }

  /** @param {LegalMove} move */
  function judge(move) {
    pending = null;
    if (lesson.accept.includes(move.path)) {
      state = { kind: 'right', move: move.path };
      markSolved(lesson.id);
      board.update({ position: move.position, moves: [], interactive: false, lastMove: pathSquares(move.path) });
    } else {
      state = { kind: 'wrong', tag: 'wrong-move', move: move.path };
      board.clearSelection();
    }
    drawFeedback();
    drawList();
  }

  /** @param {string} tag */
  function hintText(tag) {
    const id = lesson.hints[tag] || `learn-hint-${tag}`;
    return has(id) ? t(id) : t('learn-hint-illegal');
  }

  function restart() {
    state = { kind: 'idle' };
    pending = null;
    board.update({ position: analysis.position, moves: analysis.moves, interactive: !analysis.over, lastMove: [] });
    drawFeedback();
  }

  const next = lessons[index + 1];
  function drawFeedback() {
    /** @type {import('../dom.js').Children[]} */
    const parts = [];
    if (state.kind === 'right') {
      parts.push(
        h('p', { class: 'learn-right' }, t('learn-tutorial-right', { move: state.move || '' })),
        h('p', null, t(`learn-tut-${lesson.id}-done`)),
        h(
          'p',
          { class: 'actions' },
          next
            ? h('a', { href: `/learn/tutorial/${next.id}`, class: 'button primary', 'data-next': 'true' }, t('learn-tutorial-next'))
            : h('span', { class: 'learn-right' }, t('learn-tutorial-finished')),
        ),
      );
    } else if (state.kind === 'wrong') {
      parts.push(h('p', { class: 'learn-wrong' }, t('learn-tutorial-wrong', { move: state.move || '' })), h('p', null, hintText('wrong-move')));
    } else if (state.kind === 'illegal') {
      parts.push(h('p', { class: 'learn-wrong' }, t('learn-tutorial-not-legal')), h('p', null, hintText(state.tag || 'illegal')));
    }
    if (pending && state.kind !== 'right') {
      const move = pending;
      parts.push(
        h(
          'p',
          { class: 'learn-pending' },
          t('learn-tutorial-can-continue', { move: move.path }),
          ' ',
          h('button', { type: 'button', on: { click: () => judge(move) } }, t('learn-tutorial-stop-here', { move: move.path })),
        ),
      );
    }
    replace(feedback, parts);
  }

  const list = h('ol', { class: 'learn-lessons' });
  const progress = h('p', { class: 'hint learn-progress' });
  function drawList() {
    const now = solved();
    progress.textContent = t('learn-tutorial-progress', { done: now.size });
    replace(
      list,
      lessons.map((l, j) =>
        h(
          'li',
          { class: now.has(l.id) ? 'is-solved' : null },
          h(
            'a',
            { href: `/learn/tutorial/${l.id}`, 'aria-current': j === index ? 'page' : null },
            t(`learn-tut-${l.id}-title`),
          ),
          now.has(l.id) ? h('span', { class: 'learn-solved' }, ' ✓', h('span', { class: 'visually-hidden' }, t('learn-tutorial-solved'))) : null,
        ),
      ),
    );
  }

  const draw = () => {
    const title = t(`learn-tut-${lesson.id}-title`);
    ctx.setTitle(`${title} · ${t('learn-tutorial-title')}`);
    board.svg.setAttribute('aria-label', t('learn-tutorial-board-label'));
    drawList();
    drawFeedback();
    replace(
      ctx.root,
      h('p', { class: 'learn-crumb' }, h('a', { href: '/learn' }, t('learn-title')), ' · ', t('learn-tutorial-title')),
      h('h1', null, t('learn-lesson-heading', { number: index + 1, total: lessons.length, title })),
      h(
        'div',
        { class: 'learn-layout' },
        h(
          'div',
          { class: 'learn-article' },
          h('p', { class: 'learn-task' }, t(`learn-tut-${lesson.id}-task`)),
          h('p', { class: 'hint' }, t(analysis.position.split(' ')[1] === 'b' ? 'learn-tutorial-you-black' : 'learn-tutorial-you-white')),
          h('div', { class: 'learn-board learn-live' }, board.svg),
          feedback,
          boardHelp(),
          h(
            'p',
            { class: 'actions' },
            h('button', { type: 'button', on: { click: restart } }, t('learn-tutorial-reset')),
          ),
        ),
        h(
          'aside',
          { class: 'learn-aside' },
          h(
            'nav',
            { 'aria-label': t('learn-tutorial-lessons') },
            h('h2', null, t('learn-tutorial-lessons')),
            progress,
            list,
            h(
              'p',
              null,
              h('button', {
                type: 'button',
                class: 'link-button',
                on: {
                  click: () => {
                    forgetProgress();
                    drawList();
                    draw();
                  },
                },
              }, t('learn-tutorial-forget')),
            ),
          ),
          contents(topics, 'tutorial'),
        ),
      ),
    );
  };
  draw();
  return redrawOnLanguageChange(draw);
}
