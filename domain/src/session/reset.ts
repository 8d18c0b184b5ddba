// Resetting a forgotten password (spec §2 /account/reset, §5 reset form, §7 account reset and password calls).
// Without a token the page asks for the account's email and sends a reset link (the API always answers success,
// so nobody can probe which emails have an account; the mock's GET /__mock/mailbox shows the link). The link
// opens the page with ?token=, which asks for the new password twice: both follow the password rules and must
// match (spec §8 accountPasswordResetErrorPasswordNoMatch). A new password set leads to the login with a notice;
// a refused token says why, at the form.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $api, failureMessage } from '../api';
import { isFormValid, validateEmail, validateResetForm, type FormErrors, type ResetField } from '../forms';
import { message, navigationRequested, notificationShown, type MessageRef } from '../shell';
import { ACCOUNT_LOGIN_PATH } from './lib';
import { sessionRoutes } from './routes';

/**
 * The page starts with the link's token, or without one; `sentTo` (`?sent=`) is where a link was sent, when a
 * form sent without JavaScript asked for it (the page that follows says so).
 */
export const resetPageStarted = createEvent<{ token: string | null; sentTo?: string | null }>();
/** The email typed into the form that asks for a link. */
export const resetEmailChanged = createEvent<string>();
/** 'Send the link' with the email typed. */
export const resetLinkRequested = createEvent<{ email: string }>();
/** 'Save' with the new password typed twice. */
export const newPasswordSubmitted = createEvent<{ password: string; password_confirm: string }>();

export const requestResetFx = attach({
  source: $api,
  effect: async (api, emailAddress: string): Promise<void> => {
    await api.call(sessionRoutes.reset, { body: { emailAddress } });
  },
});

export const setNewPasswordFx = attach({
  source: $api,
  effect: async (api, body: { token: string; password: string }): Promise<void> => {
    await api.call(sessionRoutes.newPassword, { body });
  },
});

/** The token of the reset link, or null on the page that asks for the email. */
export const $resetToken = createStore<string | null>(null, { name: '$resetToken' }).on(
  resetPageStarted,
  (_, { token }) => token?.trim() || null,
);
/** The email of the form that asks for a link, as typed. */
export const $resetEmail = createStore('', { name: '$resetEmail' })
  .on(resetEmailChanged, (_, email) => email)
  .on(resetLinkRequested, (_, { email }) => email);
/** A valid email to say a link went to, or null. */
const sentToOf = (sentTo: string | null | undefined): string | null => {
  const email = sentTo?.trim() ?? '';
  return email !== '' && validateEmail(email) === null ? email : null;
};
/** Where the link went (the confirmation names it); null until sent. */
export const $resetLinkSentTo = createStore<string | null>(null, { name: '$resetLinkSentTo' })
  .on(requestResetFx.done, (_, { params }) => params)
  .on(resetPageStarted, (_, { sentTo }) => sentToOf(sentTo));
$resetEmail.on(resetPageStarted, (email, { sentTo }) => sentToOf(sentTo) ?? email);
/**
 * The §5 field states of the new password as last sent ({} before). A form answered again without JavaScript
 * comes back without its passwords (they are never sent back into a page): these say why it was refused.
 */
export const $newPasswordErrors = createStore<FormErrors<ResetField>>({}, { name: '$newPasswordErrors' })
  .on(newPasswordSubmitted, (_, form) => validateResetForm(form))
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
