// @ts-check
// Sign in and register.

import { post, signIn } from '../api.js';
import { field, h, replace } from '../dom.js';
import { t } from '../i18n.js';
import { clearFormErrors, errorBox, notice, showFormError } from '../ui.js';

/**
 * Where to go after signing in: the page that sent the reader here, if it is one of ours.
 * @param {URLSearchParams} query
 */
function nextPage(query) {
  const next = query.get('next') || '';
  return next.startsWith('/') && !next.startsWith('//') ? next : '/inbox';
}

/** @param {import('../app.js').PageContext} ctx */
export function login(ctx) {
  ctx.setTitle(t('login-title'));
  const username = h('input', { name: 'username', autocomplete: 'username', required: true, autocapitalize: 'none', spellcheck: 'false' });
  const password = h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true });
  const submit = h('button', { type: 'submit', class: 'primary' }, t('login-submit'));
  const form = h(
    'form',
    { class: 'card narrow', novalidate: true },
    field(t('login-username'), username),
    field(t('login-password'), password),
    errorBox(),
    h('div', { class: 'actions' }, submit),
  );
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearFormErrors(form);
    submit.disabled = true;
    try {
      await signIn(username.value.trim(), password.value);
      ctx.navigate(nextPage(ctx.query));
    } catch (e) {
      showFormError(form, e);
      password.select();
    } finally {
      submit.disabled = false;
    }
  });
  replace(
    ctx.root,
    h('h1', null, t('login-title')),
    h('p', { class: 'lead' }, t('login-lead')),
    form,
    h('p', { class: 'narrow' }, t('login-no-account'), ' ', h('a', { href: `/register${location.search}` }, t('login-register-link'))),
  );
  if (ctx.user) notice(t('login-already-signed-in', { username: ctx.user }));
  username.focus();
}

/** @param {import('../app.js').PageContext} ctx */
export function register(ctx) {
  ctx.setTitle(t('register-title'));
  const username = h('input', { name: 'username', autocomplete: 'username', required: true, minlength: 3, maxlength: 32, autocapitalize: 'none', spellcheck: 'false' });
  const password = h('input', { name: 'password', type: 'password', autocomplete: 'new-password', required: true, minlength: 10 });
  const submit = h('button', { type: 'submit', class: 'primary' }, t('register-submit'));
  const form = h(
    'form',
    { class: 'card narrow', novalidate: true },
    field(t('login-username'), username, t('register-username-hint')),
    field(t('login-password'), password, t('register-password-hint')),
    errorBox(),
    h('div', { class: 'actions' }, submit),
  );
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearFormErrors(form);
    submit.disabled = true;
    const name = username.value.trim();
    try {
      await post('/auth/register', { username: name, password: password.value });
      await signIn(name, password.value);
      notice(t('register-welcome', { username: name }));
      ctx.navigate(nextPage(ctx.query));
    } catch (e) {
      showFormError(form, e);
    } finally {
      submit.disabled = false;
    }
  });
  replace(
    ctx.root,
    h('h1', null, t('register-title')),
    h('p', { class: 'lead' }, t('register-lead')),
    form,
    h('p', { class: 'narrow' }, t('register-have-account'), ' ', h('a', { href: `/login${location.search}` }, t('register-sign-in-link'))),
  );
  username.focus();
}
