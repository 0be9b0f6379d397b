// @ts-check
// Building DOM nodes without HTML strings: every text goes in as a text node, so nothing a
// player types (a username, a tournament name) can become markup.

/** @typedef {Node | string | number | null | undefined | false} Child */
/** @typedef {Child | Children[]} Children */

/**
 * @typedef {object} Props
 * @property {string} [class]
 * @property {Record<string, (ev: any) => void>} [on] event listeners by event name
 * @property {string | number | boolean | null | undefined} [key] any other attribute
 */

/**
 * Appends children (strings become text nodes; null, undefined and false are skipped).
 * @param {Element | DocumentFragment} parent
 * @param {Children[]} children
 */
function append(parent, children) {
  for (const c of children) {
    if (Array.isArray(c)) {
      append(parent, c);
    } else if (c === null || c === undefined || c === false) {
      continue;
    } else if (typeof c === 'string' || typeof c === 'number') {
      parent.appendChild(document.createTextNode(String(c)));
    } else {
      parent.appendChild(c);
    }
  }
}

/**
 * Sets attributes and listeners: `true` sets an empty attribute, `false`/null/undefined none.
 * @param {Element} el
 * @param {Record<string, any>} props
 */
function setProps(el, props) {
  for (const [name, value] of Object.entries(props)) {
    if (name === 'on') {
      for (const [event, fn] of Object.entries(/** @type {Record<string, any>} */ (value))) {
        el.addEventListener(event, fn);
      }
    } else if (value === true) {
      el.setAttribute(name, '');
    } else if (value !== false && value !== null && value !== undefined) {
      el.setAttribute(name, String(value));
    }
  }
}

/**
 * An HTML element.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any> | null} [props]
 * @param {Children[]} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  if (props) setProps(el, props);
  append(el, children);
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * An SVG element.
 * @param {string} tag
 * @param {Record<string, any> | null} [props]
 * @param {Children[]} children
 * @returns {SVGElement}
 */
export function s(tag, props, ...children) {
  const el = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  if (props) setProps(el, props);
  append(el, children);
  return el;
}

/**
 * Replaces an element's content.
 * @param {Element} el
 * @param {Children[]} children
 */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
}

/**
 * A link inside the client (the router intercepts it).
 * @param {string} href
 * @param {Children[]} children
 */
export function link(href, ...children) {
  return h('a', { href }, ...children);
}

/**
 * A form field: label, control and the place for its error message, tied together for
 * assistive technology.
 * @param {string} labelText
 * @param {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} control must have a name
 * @param {string} [hint]
 */
export function field(labelText, control, hint) {
  const id = control.id || `f-${control.name}-${Math.random().toString(36).slice(2, 8)}`;
  control.id = id;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : null;
  control.setAttribute('aria-describedby', [hintId, errorId].filter(Boolean).join(' '));
  const isCheck = control instanceof HTMLInputElement && control.type === 'checkbox';
  const label = h('label', { for: id }, labelText);
  return h(
    'div',
    { class: isCheck ? 'field check' : 'field', 'data-field': control.name },
    isCheck ? [control, label] : [label, control],
    hintId ? h('p', { class: 'hint', id: hintId }, hint) : null,
    h('p', { class: 'field-error', id: errorId }),
  );
}
