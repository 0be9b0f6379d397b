// @ts-check
// The client's languages: Project Fluent messages (locales/<lang>/*.ftl at the repository root,
// served under /assets/locales/), formatted in the browser by the vendored @fluent/bundle.
//
// The language is the reader's saved choice (localStorage), else the first of the browser's
// languages (navigator.languages) that the client speaks, else English. English is always
// loaded too: a message missing from a translation falls back to it, then to its id.

/**
 * The parts of @fluent/bundle this module uses (the vendored ESM build is loaded with a dynamic
 * import, so the type checker does not read it).
 * @typedef {{value: unknown, attributes: Record<string, unknown>}} FluentMessage
 * @typedef {object} FluentBundle
 * @property {(res: unknown) => unknown[]} addResource
 * @property {(id: string) => FluentMessage | undefined} getMessage
 * @property {(pattern: unknown, args?: Record<string, string | number> | null, errors?: unknown[]) => string} formatPattern
 * @typedef {{FluentBundle: new (locale: string, opts?: {useIsolating?: boolean}) => FluentBundle, FluentResource: new (text: string) => unknown}} FluentModule
 */

/** The languages of the client, with their names in themselves. */
export const LANGUAGES = /** @type {const} */ ([
  { code: 'en', name: 'English' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'jv', name: 'Basa Jawa' },
  { code: 'sl', name: 'Slovenščina' },
  { code: 'eu', name: 'Euskara' },
  { code: 'sw', name: 'Kiswahili' },
]);

/** The message files of every language. */
const FILES = ['client', 'learn'];
const STORAGE_KEY = 'camelot-language';
const VENDOR = '/assets/vendor/fluent-bundle/index.js';

let current = 'en';
/** @type {FluentBundle[]} the current language first, then English */
let bundles = [];
/** @type {Set<(lang: string) => void>} */
const listeners = new Set();
/** @type {Promise<FluentModule> | null} */
let fluent = null;

/** @returns {Promise<FluentModule>} */
function loadFluent() {
  if (!fluent) {
    const url = VENDOR;
    fluent = /** @type {Promise<FluentModule>} */ (import(url));
  }
  return fluent;
}

/** @param {string | null | undefined} code */
function supported(code) {
  return LANGUAGES.some((l) => l.code === code);
}

/** The language to start with: saved choice, else the browser's, else English. */
export function preferredLanguage() {
  let saved = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage may be unavailable (private modes); the browser's languages still count
  }
  if (supported(saved)) return /** @type {string} */ (saved);
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const primary = String(tag || '').toLowerCase().split('-')[0];
    if (supported(primary)) return primary;
  }
  return 'en';
}

/**
 * The messages of one language, as a bundle.
 * @param {FluentModule} mod
 * @param {string} lang
 */
async function loadBundle(mod, lang) {
  const bundle = new mod.FluentBundle(lang, { useIsolating: false });
  const texts = await Promise.all(
    FILES.map(async (f) => {
      const res = await fetch(`/assets/locales/${lang}/${f}.ftl`);
      if (!res.ok) throw new Error(`The ${lang} messages (${f}.ftl) could not be loaded: ${res.status}`);
      return res.text();
    }),
  );
  for (const text of texts) bundle.addResource(new mod.FluentResource(text));
  return bundle;
}

/**
 * Loads a language and makes it current (English stays the fallback).
 * @param {string} lang
 */
async function load(lang) {
  const mod = await loadFluent();
  const english = bundles.find((b) => /** @type {any} */ (b).locales?.[0] === 'en') || (await loadBundle(mod, 'en'));
  const chosen = lang === 'en' ? english : await loadBundle(mod, lang);
  bundles = lang === 'en' ? [english] : [chosen, english];
  current = lang;
  document.documentElement.lang = lang;
}

/** Loads the preferred language; a failure leaves English (or the message ids). */
export async function init() {
  const lang = preferredLanguage();
  try {
    await load(lang);
  } catch {
    try {
      await load('en');
    } catch {
      bundles = [];
      current = 'en';
    }
  }
}

/**
 * Uses messages given as text instead of fetching them: for Node's test runner (the pure
 * modules' unit tests) and tools.
 * @param {FluentModule} mod the @fluent/bundle module
 * @param {string} lang
 * @param {string[]} texts the language's .ftl files
 */
export function useMessages(mod, lang, texts) {
  const bundle = new mod.FluentBundle(lang, { useIsolating: false });
  for (const text of texts) bundle.addResource(new mod.FluentResource(text));
  bundles = [bundle];
  current = lang;
}

/** The current language's code. */
export function language() {
  return current;
}

/**
 * Switches language, remembers the choice and tells the listeners (the page redraws itself).
 * @param {string} lang
 */
export async function setLanguage(lang) {
  if (!supported(lang)) return;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, but still switched
  }
  await load(lang);
  for (const fn of listeners) fn(lang);
}

/**
 * Calls `fn` after every switch of language.
 * @param {(lang: string) => void} fn
 */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Whether a message exists (in the current language or in English).
 * @param {string} id
 */
export function has(id) {
  return bundles.some((b) => b.getMessage(id)?.value);
}

/**
 * A message, formatted with its arguments; the id itself when no language has it.
 * @param {string} id
 * @param {Record<string, string | number>} [args]
 */
export function t(id, args) {
  for (const b of bundles) {
    const msg = b.getMessage(id);
    if (msg && msg.value) return b.formatPattern(msg.value, args || null, []);
  }
  return id;
}

/** The language picker for the header: a labelled select that switches at once. */
export function languagePicker() {
  const wrap = document.createElement('div');
  wrap.className = 'lang-picker';
  const label = document.createElement('label');
  label.htmlFor = 'lang-select';
  const select = document.createElement('select');
  select.id = 'lang-select';
  select.name = 'language';
  for (const l of LANGUAGES) {
    const option = document.createElement('option');
    option.value = l.code;
    option.lang = l.code;
    option.textContent = l.name;
    select.appendChild(option);
  }
  const draw = () => {
    label.textContent = t('language-label');
    select.value = current;
  };
  draw();
  onLanguageChange(draw);
  select.addEventListener('change', () => {
    setLanguage(select.value).catch(() => {
      select.value = current;
    });
  });
  wrap.append(label, select);
  return wrap;
}
