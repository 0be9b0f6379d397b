// @ts-check
// The Camelot family in words: each variant's name and one-line description, the page of its
// rules, a select to choose one (with its description as the hint), and a small tag naming a
// game's variant.

import { VARIANT_NAMES } from './camelot.js';
import { field, h } from './dom.js';
import { t } from './i18n.js';

/**
 * A variant's name in the reader's language.
 * @param {string | null | undefined} variant
 */
export const variantName = (variant) => t(`variant-${variant || 'camelot'}`);

/**
 * A variant's one-line description.
 * @param {string | null | undefined} variant
 */
export const variantAbout = (variant) => t(`variant-${variant || 'camelot'}-about`);

/**
 * The page of /learn that explains a variant: its own page, Anti-Camelot's for every anti
 * variant (that page covers the reversed goal on every board), the contents for Camelot.
 * @param {string | null | undefined} variant
 */
export function variantRulesPath(variant) {
  const v = variant || 'camelot';
  if (v === 'camelot') return '/learn';
  return `/learn/${v.startsWith('anti') ? 'anti' : v}`;
}

/**
 * A form field choosing a variant (Camelot first and chosen), its description under it.
 * @param {string} [chosen]
 * @returns {{field: HTMLElement, select: HTMLSelectElement}}
 */
export function variantField(chosen = 'camelot') {
  const select = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { name: 'variant' },
      VARIANT_NAMES.map((v) => h('option', { value: v, selected: v === chosen }, variantName(v))),
    )
  );
  const wrap = field(t('variant-label'), select, variantAbout(select.value));
  select.addEventListener('change', () => {
    const hint = wrap.querySelector('.hint');
    if (hint) hint.textContent = variantAbout(select.value);
  });
  return { field: wrap, select };
}

/**
 * A tag naming a game's variant (its description as the tooltip).
 * @param {string | null | undefined} variant
 */
export function variantTag(variant) {
  return h('span', { class: 'variant-tag', 'data-variant': variant || 'camelot', title: variantAbout(variant) }, variantName(variant));
}
