// Resetting a forgotten password (spec §2 /account/reset, §5 reset form, §7 account reset and password calls).
// Without a token the page asks for the account's email and sends a reset link (the API always answers success,
// so nobody can probe which emails have an account; the mock's GET /__mock/mailbox shows the link). The link
// opens the page with ?token=, which asks for the new password twice: both follow the password rules and must
// match (spec §8 accountPasswordResetErrorPasswordNoMatch). A new password set leads to the login with a notice;
// a refused token says why, at the form.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $api, failureMessage } from '../api';
import { isFormValid, validateEmail, validateResetForm } from '../forms';
import { message, navigationRequested, notificationShown, type MessageRef } from '../shell';
import { ACCOUNT_LOGIN_PATH } from './lib';
import { sessionEndpoints } from './endpoints';

export const resetPageStarted = createEvent<{ token: string | null }>();
/** 'Send the link' with the email typed. */
export const resetLinkRequested = createEvent<{ email: string }>();
/** 'Save' with the new password typed twice. */
export const newPasswordSubmitted = createEvent<{ password: string; password_confirm: string }>();

export const requestResetFx = attach({
  source: $api,
  effect: async (api, emailAddress: string): Promise<void> => {
    await api.call(sessionEndpoints.reset, { body: { emailAddress } });
  },
});

export const setNewPasswordFx = attach({
  source: $api,
  effect: async (api, body: { token: string; password: string }): Promise<void> => {
    await api.call(sessionEndpoints.newPassword, { body });
  },
});

/** The token of the reset link, or null on the page that asks for the email. */
export const $resetToken = createStore<string | null>(null, { name: '$resetToken' }).on(
  resetPageStarted,
  (_, { token }) => token?.trim() || null,
);
/** Where the link went (the confirmation names it); null until sent. */
export const $resetLinkSentTo = createStore<string | null>(null, { name: '$resetLinkSentTo' })
  .on(requestResetFx.done, (_, { params }) => params)
  .reset(resetPageStarted);
/** Why the last call failed, shown at the form. */
export const $resetError = createStore<MessageRef | null>(null, { name: '$resetError' })
  .on(requestResetFx.failData, (_, error) => failureMessage(error, message('reset.requestFailed')))
  .on(setNewPasswordFx.failData, (_, error) => failureMessage(error, message('reset.passwordFailed')))
  .reset(resetPageStarted, requestResetFx, setNewPasswordFx);
export const $isResetBusy = combine(requestResetFx.pending, setNewPasswordFx.pending, (a, b) => a || b);

sample({
  clock: resetLinkRequested,
  source: $isResetBusy,
  filter: (busy, { email }) => !busy && email.trim() !== '' && validateEmail(email) === null,
  fn: (_, { email }) => email.trim(),
  target: requestResetFx,
});

sample({
  clock: newPasswordSubmitted,
  source: { token: $resetToken, busy: $isResetBusy },
  filter: ({ token, busy }, form) => token !== null && !busy && isFormValid(validateResetForm(form)),
  fn: ({ token }, { password }) => ({ token: token!, password }),
  target: setNewPasswordFx,
});

sample({
  clock: setNewPasswordFx.done,
  fn: () => ({ type: 'success' as const, message: message('reset.done') }),
  target: notificationShown,
});
sample({ clock: setNewPasswordFx.done, fn: () => ({ to: ACCOUNT_LOGIN_PATH }), target: navigationRequested });
