// @ts-check
// The conditional-moves panel of the game page, shown to a player while the opponent is to
// move: the lines stored ("if they play X, I play Y…"), a text box to edit them, Save and
// Clear all, the server's refusals placed beside the line and move they are about, and an
// example line that fits the position.

import { ApiError } from '../../api.js';
import { field, h, replace } from '../../dom.js';
import { t } from '../../i18n.js';
import { button, clearFormErrors, errorBox, errorText, notice, run } from '../../ui.js';
import * as server from './server.js';
import { linesErrorPlace, linesText, parseLines } from './state.js';

/** @typedef {import('../../api.js').GameView} GameView */
/** @typedef {import('./server.js').ConditionalView} ConditionalView */

/**
 * @param {object} opts
 * @param {number} opts.id the game
 * @param {() => GameView | null} opts.game the game as shown now
 * @param {() => string | null} opts.opponent my opponent while I may set conditional moves (null: the panel is hidden)
 * @param {() => boolean} opts.alive the page is still shown
 * @param {() => Promise<void>} opts.reload shows the game as it is now (after a refusal because it moved on)
 */
export function conditionalPanel({ id, game, opponent, alive, reload }) {
  // The text box follows the stored lines unless I have edited it since.
  let shownLines = '';
  let shownPly = -1;
  // Only the answers to the latest request are shown.
  let request = 0;

  const list = h('div', { class: 'conditional-list' });
  const input = h('textarea', {
    name: 'lines',
    rows: 4,
    autocomplete: 'off',
    autocapitalize: 'characters',
    spellcheck: 'false',
  });
  const save = h('button', { type: 'submit', class: 'primary' }, t('game-conditional-save'));
  const box = errorBox();
  const clear = button(t('game-conditional-clear'), () =>
    run(clear, async () => {
      clearFormErrors(form);
      await server.clearConditional(id);
      draw({ game_id: id, ply: game()?.ply ?? 0, lines: [] }, true);
      notice(t('game-conditional-cleared'));
    }, box),
  );
  const form = h(
    'form',
    { novalidate: true, 'aria-label': t('game-conditional-edit') },
    field(t('game-conditional-lines'), input, t('game-conditional-lines-hint')),
    box,
    h('div', { class: 'actions' }, save, clear),
  );
  const intro = h('p', { class: 'hint' });
  const card = h(
    'section',
    { class: 'card conditional-card', hidden: true, 'aria-labelledby': 'conditional-heading' },
    h('h2', { id: 'conditional-heading' }, t('game-conditional-title')),
    intro,
    list,
    form,
  );
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    saveLines();
  });

  /**
   * Shows my conditional lines; the text box follows them unless I have edited it since (and
   * the game has not moved on meanwhile, which would make my edit start at the wrong ply).
   * @param {ConditionalView} view
   * @param {boolean} [force] replace the text box even when edited (after saving or clearing)
   */
  function draw(view, force = false) {
    replace(
      list,
      view.lines.length
        ? h(
            'ol',
            { class: 'conditional-lines', 'aria-label': t('game-conditional-your-lines') },
            view.lines.map((line) => h('li', null, h('span', { class: 'line-moves' }, line.join(' ')))),
          )
        : h('p', { class: 'empty' }, t('game-conditional-none')),
    );
    const text = linesText(view.lines);
    if (force || input.value === shownLines || view.ply !== shownPly) input.value = text;
    shownLines = text;
    shownPly = view.ply;
  }

  /** Hides the panel, or shows it with my lines as the server has them now. */
  async function sync() {
    const mine = ++request;
    const g = game();
    const opp = g ? opponent() : null;
    if (!g || opp === null) {
      card.hidden = true;
      return;
    }
    intro.textContent = t('game-conditional-intro', { username: opp });
    card.hidden = false;
    // An example line that fits this position: a legal move of my opponent's and a legal reply.
    const ply = g.ply;
    server
      .exampleLine(g.position, g.variant)
      .then(([theirs, reply]) => {
        const now = game();
        if (mine !== request || !alive() || !now || now.ply !== ply) return;
        const example = `${theirs} ${reply}`;
        intro.textContent = t('game-conditional-intro-example', { username: opp, example, theirs, mine: reply });
        input.placeholder = example;
      })
      .catch(() => {});
    try {
      const view = await server.loadConditional(id);
      if (mine !== request || !alive()) return;
      draw(view);
    } catch (e) {
      if (mine === request) box.textContent = errorText(e);
    }
  }

  /** Saves the lines of the text box as my whole set. */
  async function saveLines() {
    const g = game();
    if (!g) return;
    clearFormErrors(form);
    const lines = parseLines(input.value);
    // The box keeps only the lines sent, so the server's line numbers are the box's.
    input.value = linesText(lines);
    save.disabled = true;
    try {
      const view = await server.saveConditional(id, g.ply, lines);
      draw(view, true);
      notice(view.lines.length ? t('game-conditional-saved', { count: view.lines.length }) : t('game-conditional-cleared'));
    } catch (e) {
      showError(e, lines);
      // The game moved on (or it is my move now): show it as it is.
      if (server.gameMovedOn(e)) await reload().catch(() => {});
    } finally {
      save.disabled = false;
    }
  }

  /**
   * The problem in the form's error box, and beside the text box the line and move it is about.
   * @param {unknown} err
   * @param {string[][]} lines as sent
   */
  function showError(err, lines) {
    box.textContent = errorText(err);
    if (!(err instanceof ApiError) || !Array.isArray(err.problem.errors)) return;
    const slot = form.querySelector('[data-field="lines"] .field-error');
    const detail = err.problem.detail;
    const g = game();
    /** @type {string[]} */
    const messages = [];
    for (const { field: name, message } of err.problem.errors) {
      const place = linesErrorPlace(name);
      if (!place || place.move === null) {
        // Another field, or a whole line (too short, odd): the message names it.
        messages.push(message);
        continue;
      }
      const move = lines[place.line]?.[place.move];
      const where = [
        t('game-conditional-error-line', { line: place.line + 1 }),
        move
          ? t('game-conditional-error-move-path', { number: place.move + 1, move })
          : t('game-conditional-error-move', { number: place.move + 1 }),
      ];
      if (g) where.push(t('game-conditional-error-ply', { ply: g.ply + place.move + 1 }));
      messages.push(message && message !== detail ? `${where.join(', ')}: ${message}` : where.join(', '));
    }
    if (slot) slot.textContent = messages.join(' ');
    input.setAttribute('aria-invalid', 'true');
  }

  return { card, sync };
}
