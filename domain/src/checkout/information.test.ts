import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { checkoutAddressForm } from '../address/model';
import { ApiError } from '../api/client';
import { fetchSessionFx, loginFx, presessionFx, registerFx } from '../session/api';
import type { RegisterRequest } from '../session/contract';
import { $loginEmail } from '../session/login';
import { $notifications, writeCookieFx, type CookieWrite } from '../shell/model';
import { loggedOut } from '../session/model';
import {
  $accountFields,
  $presessionError,
  $showInformationErrors,
  accountFieldChanged,
  passwordFieldChanged,
  presessionSubmitted,
  PRESESSION_EMAIL_COOKIE,
  PRESESSION_EMAIL_MAX_AGE_S,
} from './information';
import { nextClicked } from './navigation';
import { checkoutPageStarted } from './pages';
import { $navigations, lastPath, notices, session, setup } from './testing';
import { apiHandler } from '../api/testing';

describe('pre-session email check (spec §4)', () => {
  it('continues an unknown email as a new customer to step 1', async () => {
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [[presessionFx, apiHandler(async () => ({ exists: false }))]],
    });
    await start(null);
    await allSettled(presessionSubmitted, { scope, params: ' nieuw@example.nl ' });
    expect(lastPath(scope)).toBe('/checkout/gegevens');
    expect(scope.getState($accountFields).emailAddress).toBe('nieuw@example.nl');
  });

  it('sends a known email to login, with the email filled in', async () => {
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [[presessionFx, apiHandler(async () => ({ exists: true }))]],
    });
    await start(null);
    await allSettled(presessionSubmitted, { scope, params: 'anna@example.nl' });
    expect(lastPath(scope)).toBe('/checkout/login');
    expect(scope.getState($loginEmail)).toBe('anna@example.nl');
  });

  it('does not call with an invalid email', async () => {
    const calls: string[] = [];
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [[presessionFx, apiHandler(async (email: string) => (calls.push(email), { exists: false }))]],
    });
    await start(null);
    await allSettled(presessionSubmitted, { scope, params: 'anna@' });
    expect(calls).toEqual([]);
    expect(scope.getState($presessionError)).toBe('validation.email');
  });

  it('keeps the checked email in a cookie, which a later page of another scope starts from', async () => {
    const writes: CookieWrite[] = [];
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [
        [presessionFx, apiHandler(async () => ({ exists: false }))],
        [writeCookieFx, (write: CookieWrite) => void writes.push(write)],
      ],
    });
    await start(null);
    await allSettled(presessionSubmitted, { scope, params: 'nieuw@example.nl' });
    expect(writes).toContainEqual({
      name: PRESESSION_EMAIL_COOKIE,
      value: 'nieuw@example.nl',
      maxAgeSeconds: PRESESSION_EMAIL_MAX_AGE_S,
    });

    // The next page without the browser's scope (a form sent without JavaScript): the cookie fills the fields.
    const next = setup({ loggedIn: false });
    await next.start(null);
    await allSettled(checkoutPageStarted, {
      scope: next.scope,
      params: { slug: 'gegevens', email: 'nieuw@example.nl' },
    });
    expect(next.scope.getState($accountFields).emailAddress).toBe('nieuw@example.nl');
    expect(next.scope.getState($loginEmail)).toBe('nieuw@example.nl');

    // Logout clears it with the rest of the checkout (spec §4 Session).
    await allSettled(loggedOut, { scope });
    expect(writes.at(-1)).toEqual({ name: PRESESSION_EMAIL_COOKIE, value: null });
  });

  it('never overwrites an email the scope has from the cookie', async () => {
    const { scope, start } = setup({ loggedIn: false });
    await start(null);
    await allSettled(accountFieldChanged, { scope, params: { field: 'emailAddress', value: 'getypt@example.nl' } });
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'gegevens', email: 'oud@example.nl' } });
    expect(scope.getState($accountFields).emailAddress).toBe('getypt@example.nl');
  });

  it('takes a logged-in customer from /checkout straight to step 1', async () => {
    const { scope, start } = setup();
    await start(null);
    expect(scope.getState($navigations)).toEqual([{ to: '/checkout/gegevens', replace: true }]);
  });
});

describe('step 1: information', () => {
  const fill = async (scope: Scope, overrides: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      firstName: 'Bram',
      lastName: "van 't Hof",
      zipCode: '2012 ES',
      houseNumber: '2',
      streetName: 'Julianastraat',
      city: 'Haarlem',
      phoneNumber: '06-12345678',
      ...overrides,
    };
    await allSettled(checkoutAddressForm.valuesFilled, { scope, params: values });
    await allSettled(accountFieldChanged, {
      scope,
      params: { field: 'emailAddress', value: overrides.email ?? 'bram@example.nl' },
    });
    await allSettled(passwordFieldChanged, { scope, params: { field: 'password', value: 'Geheim123' } });
    await allSettled(passwordFieldChanged, { scope, params: { field: 'password_confirm', value: 'Geheim123' } });
  };

  it("says 'not all fields' when required fields are empty, and shows the field states", async () => {
    const { scope, start } = setup({ loggedIn: false });
    await start('gegevens');
    await allSettled(nextClicked, { scope });
    expect(notices(scope)).toEqual(['checkout.validation.incomplete']);
    expect(scope.getState($showInformationErrors)).toBe(true);
  });

  it("says 'check step 1' when the fields are filled but invalid", async () => {
    const { scope, start } = setup({ loggedIn: false });
    await start('gegevens');
    await fill(scope, { email: 'bram@example' });
    await allSettled(nextClicked, { scope });
    expect(notices(scope)).toEqual(['checkout.validation.information']);
  });

  it('registers a new visitor, logs in and goes on to delivery', async () => {
    const registered: RegisterRequest[] = [];
    const logins: unknown[] = [];
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [
        [registerFx, apiHandler(async (body: RegisterRequest) => (registered.push(body), { id: 'a2' }))],
        [
          loginFx,
          apiHandler(
            async (body: unknown) => (logins.push(body), { id: 'a2', authToken: 'tok-2', session: session() }),
          ),
        ],
      ],
    });
    await start('gegevens');
    await fill(scope, { houseNumberAddition: ' ' });
    await allSettled(nextClicked, { scope });
    expect(registered).toEqual([
      {
        countryCode: 'NL',
        firstName: 'Bram',
        lastName: "van 't Hof",
        zipCode: '2012 ES',
        houseNumber: '2',
        streetName: 'Julianastraat',
        city: 'Haarlem',
        emailAddress: 'bram@example.nl',
        phoneNumber: '06-12345678',
        password: 'Geheim123',
      },
    ]);
    expect(logins).toEqual([{ email: 'bram@example.nl', password: 'Geheim123' }]);
    expect(lastPath(scope)).toBe('/checkout/bezorging');
  });

  it('stops with accountCreateError when registration fails', async () => {
    const logins: unknown[] = [];
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [
        [registerFx, apiHandler(async () => Promise.reject(new ApiError('http', 'register', 409, null, 'exists')))],
        [
          loginFx,
          apiHandler(async (body: unknown) => (logins.push(body), { id: 'a2', authToken: 't', session: session() })),
        ],
      ],
    });
    await start('gegevens');
    await fill(scope);
    await allSettled(nextClicked, { scope });
    expect(logins).toEqual([]);
    expect(scope.getState($notifications)).toMatchObject([
      { title: { key: 'titles.failed' }, message: { key: 'phrases.accountCreateError' }, type: 'danger' },
    ]);
    expect(scope.getState($navigations)).toEqual([]);
  });

  it('lets a logged-in customer with a delivery address go on; without one it says check step 1', async () => {
    const { scope, start } = setup();
    await start('gegevens');
    await allSettled(nextClicked, { scope });
    expect(lastPath(scope)).toBe('/checkout/bezorging');

    const empty = setup({ handlers: [[fetchSessionFx, apiHandler(async () => session([]))]] });
    await empty.start('gegevens');
    await allSettled(nextClicked, { scope: empty.scope });
    expect(notices(empty.scope)).toEqual(['checkout.validation.information']);
  });
});
