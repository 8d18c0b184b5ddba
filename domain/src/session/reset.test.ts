// Resetting a forgotten password (spec §2, §5, §7, §8): which calls go out for which input, and what the page
// shows after each answer.
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { $notifications, navigateFx } from '../shell';
import {
  $isResetBusy,
  $newPasswordErrors,
  $resetEmail,
  $resetError,
  $resetLinkSentTo,
  $resetToken,
  newPasswordSubmitted,
  requestResetFx,
  resetEmailChanged,
  resetLinkRequested,
  resetPageStarted,
  setNewPasswordFx,
} from './reset';

const $navigations = createStore<string[]>([]).on(navigateFx, (list, { to }) => [...list, to]);

const setup = (answers: { reset?: () => Promise<void>; password?: () => Promise<void> } = {}) => {
  const resets: string[] = [];
  const passwords: { token: string; password: string }[] = [];
  const scope = fork({
    handlers: [
      [
        requestResetFx,
        async (_api: unknown, email: string) => {
          resets.push(email);
          await answers.reset?.();
        },
      ],
      [
        setNewPasswordFx,
        async (_api: unknown, body: { token: string; password: string }) => {
          passwords.push(body);
          await answers.password?.();
        },
      ],
      [navigateFx, () => undefined],
    ],
  });
  return { scope, resets, passwords };
};

describe('asking for a reset link', () => {
  it('sends a valid email, trimmed, and says where the link went', async () => {
    const { scope, resets } = setup();
    await allSettled(resetPageStarted, { scope, params: { token: null } });
    await allSettled(resetLinkRequested, { scope, params: { email: '  anna@example.nl ' } });
    expect(resets).toEqual(['anna@example.nl']);
    expect(scope.getState($resetLinkSentTo)).toBe('anna@example.nl');
    expect(scope.getState($resetError)).toBeNull();
    expect(scope.getState($isResetBusy)).toBe(false);
  });

  it.each(['', '   ', 'anna', 'anna@', '<b>@example.nl'])('sends nothing for %j', async (email) => {
    const { scope, resets } = setup();
    await allSettled(resetLinkRequested, { scope, params: { email } });
    expect(resets).toEqual([]);
    expect(scope.getState($resetLinkSentTo)).toBeNull();
  });

  it('says why when the call fails, and clears that on the next try', async () => {
    let fail = true;
    const { scope } = setup({
      reset: async () => {
        if (fail) throw new ApiError('network', 'reset', 0, null, 'offline');
      },
    });
    await allSettled(resetLinkRequested, { scope, params: { email: 'anna@example.nl' } });
    expect(scope.getState($resetError)).toEqual({ key: 'reset.requestFailed' });
    expect(scope.getState($resetLinkSentTo)).toBeNull();
    fail = false;
    await allSettled(resetLinkRequested, { scope, params: { email: 'anna@example.nl' } });
    expect(scope.getState($resetError)).toBeNull();
    expect(scope.getState($resetLinkSentTo)).toBe('anna@example.nl');
  });
});

describe('setting the new password', () => {
  const good = 'Nieuw2026wachtwoord';

  it('keeps the token of the link and sends it with a valid, repeated password, then goes to the login', async () => {
    const { scope, passwords } = setup();
    await allSettled(resetPageStarted, { scope, params: { token: ' abc123 ' } });
    expect(scope.getState($resetToken)).toBe('abc123');
    await allSettled(newPasswordSubmitted, { scope, params: { password: good, password_confirm: good } });
    expect(passwords).toEqual([{ token: 'abc123', password: good }]);
    expect(scope.getState($navigations)).toEqual(['/account/login']);
    expect(scope.getState($notifications).map((item) => item.message.key)).toEqual(['reset.done']);
  });

  it.each([
    ['passwords that differ', good, `${good}x`],
    ['a password without a digit', 'NieuwWachtwoord', 'NieuwWachtwoord'],
    ['a short password', 'Ab1', 'Ab1'],
    ['an empty repeat', good, ''],
  ])('sends nothing for %s', async (_, password, password_confirm) => {
    const { scope, passwords } = setup();
    await allSettled(resetPageStarted, { scope, params: { token: 'abc123' } });
    await allSettled(newPasswordSubmitted, { scope, params: { password, password_confirm } });
    expect(passwords).toEqual([]);
  });

  it('sends nothing without a token', async () => {
    const { scope, passwords } = setup();
    await allSettled(resetPageStarted, { scope, params: { token: '  ' } });
    expect(scope.getState($resetToken)).toBeNull();
    await allSettled(newPasswordSubmitted, { scope, params: { password: good, password_confirm: good } });
    expect(passwords).toEqual([]);
  });

  it("shows the server's reason for a refused token and stays on the page", async () => {
    const { scope } = setup({
      password: async () => {
        throw new ApiError(
          'http',
          'newPassword',
          422,
          { status: 'error', message: 'accountPasswordResetErrorTokenInvalid' },
          'refused',
        );
      },
    });
    await allSettled(resetPageStarted, { scope, params: { token: 'used' } });
    await allSettled(newPasswordSubmitted, { scope, params: { password: good, password_confirm: good } });
    expect(scope.getState($resetError)?.key).toBe('phrases.accountPasswordResetErrorTokenInvalid');
    expect(scope.getState($navigations)).toEqual([]);
  });
});

describe('the page that follows a form sent without JavaScript', () => {
  it('says where the link went (?sent=) and keeps the email typed, for a valid email only', async () => {
    const { scope } = setup();
    await allSettled(resetEmailChanged, { scope, params: 'an' });
    expect(scope.getState($resetEmail)).toBe('an');
    await allSettled(resetPageStarted, { scope, params: { token: null, sentTo: ' anna@example.nl ' } });
    expect(scope.getState($resetLinkSentTo)).toBe('anna@example.nl');
    expect(scope.getState($resetEmail)).toBe('anna@example.nl');
    for (const sentTo of [null, '', 'anna', '<b>@example.nl']) {
      await allSettled(resetPageStarted, { scope, params: { token: null, sentTo } });
      expect(scope.getState($resetLinkSentTo)).toBeNull();
    }
  });

  it('keeps why the new password pair was refused, which the form shows when it comes back without them', async () => {
    const { scope } = setup();
    await allSettled(resetPageStarted, { scope, params: { token: 'abc' } });
    expect(scope.getState($newPasswordErrors)).toEqual({});
    await allSettled(newPasswordSubmitted, { scope, params: { password: 'Geheim123', password_confirm: 'Geheim124' } });
    expect(scope.getState($newPasswordErrors)).toEqual({
      password_confirm: 'phrases.accountPasswordResetErrorPasswordNoMatch',
    });
    await allSettled(resetPageStarted, { scope, params: { token: 'abc' } });
    expect(scope.getState($newPasswordErrors)).toEqual({});
  });
});
