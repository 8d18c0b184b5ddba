// Registering (spec §2 /account/register, §5 register form, §8 accountCreateError): what is sent for which input,
// that the new customer is logged in and sent to the overview, and that a refusal keeps the form.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { loginFx, type RegisterRequest } from '../session';
import { registerFx } from '../session/api';
import { $notifications, message, navigateFx, phrase } from '../shell';
import {
  $registerErrors,
  $registerFields,
  $registerPassword,
  $registerPasswordError,
  $showRegisterErrors,
  REGISTER_MESSAGES,
  registerAddressForm,
  registerFieldChanged,
  registerPageStarted,
  registerPasswordChanged,
  registerSubmitted,
} from './register';

const setup = (register: (body: RegisterRequest) => Promise<{ id: string }> = async () => ({ id: '1' })) => {
  const registered: RegisterRequest[] = [];
  const logins: { email: string; password: string }[] = [];
  const scope = fork({
    values: [[registerAddressForm.$debounceMs, 0]],
    handlers: [
      [
        registerFx,
        (_api: unknown, body: RegisterRequest) => {
          registered.push(body);
          return register(body);
        },
      ],
      [
        loginFx,
        (_api: unknown, body: { email: string; password: string }) => {
          logins.push(body);
          // What the login does next is the session model's own test.
          throw new ApiError('http', 'login', 401, null, 'stop here');
        },
      ],
      [navigateFx, () => undefined],
    ],
  });
  return { scope, registered, logins };
};

const fill = async (scope: ReturnType<typeof fork>, overrides: Record<string, string> = {}) => {
  const address = {
    companyName: ' Studio Vos ',
    countryCode: 'NL',
    firstName: 'Eva',
    lastName: 'Vos',
    zipCode: '1017 XN',
    houseNumber: '44',
    houseNumberAddition: 'H',
    streetName: 'Frederiksplein',
    city: 'Amsterdam',
  };
  const plain = {
    emailAddress: ' eva@studiovos.example ',
    phoneNumber: '020-1234567',
    cocNumber: '12345678',
    vatNumber: 'NL001234567B01',
    reference: 'Inkoop',
  };
  const values = { ...address, ...plain, ...overrides };
  await allSettled(registerAddressForm.valuesFilled, {
    scope,
    params: Object.fromEntries(Object.keys(address).map((key) => [key, values[key as keyof typeof values]])),
  });
  for (const field of Object.keys(plain) as (keyof typeof plain)[]) {
    await allSettled(registerFieldChanged, { scope, params: { field, value: values[field] } });
  }
  await allSettled(registerPasswordChanged, { scope, params: overrides.password ?? 'Geheim2026' });
};

describe('the register form', () => {
  it('sends nothing for an empty form and shows every field state', async () => {
    const { scope, registered } = setup();
    await allSettled(registerPageStarted, { scope });
    await allSettled(registerSubmitted, { scope });
    expect(registered).toEqual([]);
    expect(scope.getState($showRegisterErrors)).toBe(true);
    expect(Object.keys(scope.getState($registerErrors)).sort()).toEqual(
      [
        'city',
        'cocNumber',
        'companyName',
        'emailAddress',
        'firstName',
        'houseNumber',
        'houseNumberAddition',
        'lastName',
        'password',
        'phoneNumber',
        'reference',
        'streetName',
        'vatNumber',
        'zipCode',
      ].sort(),
    );
  });

  it.each([
    ['password', 'geheim'],
    ['emailAddress', 'eva@'],
    ['phoneNumber', '+31 20 123'],
    ['zipCode', '0123 AB'],
    ['houseNumberAddition', ''],
  ])('refuses an invalid %s (%j)', async (field, value) => {
    const { scope, registered } = setup();
    await fill(scope, { [field]: value });
    await allSettled(registerSubmitted, { scope });
    expect(registered).toEqual([]);
    expect(scope.getState($registerErrors)).toHaveProperty(field);
  });

  it('registers the trimmed fields, then logs in with the same email and password', async () => {
    const { scope, registered, logins } = setup();
    await fill(scope);
    expect(scope.getState($registerErrors)).toEqual({});
    await allSettled(registerSubmitted, { scope });
    expect(registered).toEqual([
      {
        companyName: 'Studio Vos',
        cocNumber: '12345678',
        vatNumber: 'NL001234567B01',
        reference: 'Inkoop',
        countryCode: 'NL',
        firstName: 'Eva',
        lastName: 'Vos',
        zipCode: '1017 XN',
        houseNumber: '44',
        houseNumberAddition: 'H',
        streetName: 'Frederiksplein',
        city: 'Amsterdam',
        emailAddress: 'eva@studiovos.example',
        phoneNumber: '020-1234567',
        password: 'Geheim2026',
      },
    ]);
    expect(logins).toEqual([{ email: 'eva@studiovos.example', password: 'Geheim2026' }]);
  });

  it('keeps every field and says why when the API refuses', async () => {
    const { scope, logins } = setup(async () => {
      throw new ApiError('http', 'register', 409, { status: 'error', message: 'accountExists' }, 'taken');
    });
    await fill(scope);
    await allSettled(registerSubmitted, { scope });
    expect(logins).toEqual([]);
    expect(scope.getState($registerFields).emailAddress).toBe(' eva@studiovos.example ');
    expect(scope.getState($registerPassword)).toBe('Geheim2026');
    expect(scope.getState(registerAddressForm.$values).city).toBe('Amsterdam');
    // Spec §8: the server's phrase for why, with accountCreateError where the bundles have none.
    expect(scope.getState($notifications).at(-1)).toMatchObject({
      type: 'danger',
      title: message('titles.failed'),
      message: phrase('accountExists', message(REGISTER_MESSAGES.failed)),
    });
  });
});

describe('the password as sent', () => {
  it('keeps why it was refused when the form was sent, or null when it was fine', async () => {
    const { scope } = setup();
    await allSettled(registerPageStarted, { scope });
    await fill(scope, { password: 'kort' });
    await allSettled(registerSubmitted, { scope });
    expect(scope.getState($registerPasswordError)).toBe('validation.password');
    // A form answered again without JavaScript comes back without its password: the reason stays.
    await allSettled(registerPasswordChanged, { scope, params: '' });
    expect(scope.getState($registerPasswordError)).toBe('validation.password');
    await fill(scope, { emailAddress: 'geen-adres' });
    await allSettled(registerSubmitted, { scope });
    expect(scope.getState($registerPasswordError)).toBeNull();
    await allSettled(registerPageStarted, { scope });
    expect(scope.getState($registerPasswordError)).toBeNull();
  });
});
