// @ts-check
// Sign in and register.

import { post, signIn } from '../api.js';
import { field, h, replace } from '../dom.js';
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
  ctx.setTitle('Sign in');
  const username = h('input', { name: 'username', autocomplete: 'username', required: true, autocapitalize: 'none', spellcheck: 'false' });
  const password = h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Sign in');
  const form = h(
    'form',
    { class: 'card narrow', novalidate: true },
    field('Username', username),
    field('Password', password),
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
    h('h1', null, 'Sign in'),
    h('p', { class: 'lead' }, 'Play Camelot by correspondence: a move a day, against players anywhere.'),
    form,
    h('p', { class: 'narrow' }, 'No account yet? ', h('a', { href: `/register${location.search}` }, 'Register'), '.'),
  );
  if (ctx.user) notice(`You are signed in as ${ctx.user}. Signing in again switches accounts.`);
  username.focus();
}

/** @param {import('../app.js').PageContext} ctx */
export function register(ctx) {
  ctx.setTitle('Register');
  const username = h('input', { name: 'username', autocomplete: 'username', required: true, minlength: 3, maxlength: 32, autocapitalize: 'none', spellcheck: 'false' });
  const password = h('input', { name: 'password', type: 'password', autocomplete: 'new-password', required: true, minlength: 10 });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Create account');
  const form = h(
    'form',
    { class: 'card narrow', novalidate: true },
    field('Username', username, '3 to 32 letters, digits, “_” or “-”. Others see it.'),
    field('Password', password, 'At least 10 characters.'),
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
      notice(`Welcome, ${name}! Challenge a player or post an open seek to start a game.`);
      ctx.navigate(nextPage(ctx.query));
    } catch (e) {
      showFormError(form, e);
    } finally {
      submit.disabled = false;
    }
  });
  replace(
    ctx.root,
    h('h1', null, 'Register'),
    h('p', { class: 'lead' }, 'Create an account to play games and join tournaments.'),
    form,
    h('p', { class: 'narrow' }, 'Already registered? ', h('a', { href: `/login${location.search}` }, 'Sign in'), '.'),
  );
  username.focus();
}
