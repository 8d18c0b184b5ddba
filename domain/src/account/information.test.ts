// The information form (spec §5): filled from the session, only changed fields sent, nothing for no changes,
// invalid fields refused before any call.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $session, type AccountSession } from '../session';
import { $notifications } from '../shell';
import { updateAccountFx } from './api';
import {
  $informationValues,
  $isInformationSaved,
  $showInformationFormErrors,
  informationFieldChanged,
  informationPageStarted,
  informationSubmitted,
} from './information';

const session = {
  id: '1',
  customerId: '100',
  firstName: 'Noor',
  lastName: 'Visser',
  companyName: '',
  emailAddress: 'noor@example.com',
  phoneNumber: '06-12345678',
  status: true,
  addresses: { invoice: [], delivery: [] },
  defaultDeliveryAddressId: null,
} as unknown as AccountSession;

const setup = () => {
  const calls: unknown[] = [];
  const scope = fork({
    values: [[$session, session]],
    handlers: [
      [
        updateAccountFx,
        async (_api: unknown, body: Record<string, string>) => {
          calls.push(body);
          return { ...session, ...body };
        },
      ],
    ],
  });
  return { scope, calls };
};

describe('the information form', () => {
  it('starts from the session and sends only what changed, trimmed', async () => {
    const { scope, calls } = setup();
    await allSettled(informationPageStarted, { scope });
    expect(scope.getState($informationValues)).toEqual({
      companyName: '',
      firstName: 'Noor',
      lastName: 'Visser',
      phoneNumber: '06-12345678',
    });
    await allSettled(informationFieldChanged, { scope, params: { field: 'companyName', value: ' Studio Noor ' } });
    await allSettled(informationSubmitted, { scope });
    expect(calls).toEqual([{ companyName: 'Studio Noor' }]);
    expect(scope.getState($session)?.companyName).toBe('Studio Noor');
  });

  it('sends nothing without changes, and nothing for an invalid field', async () => {
    const { scope, calls } = setup();
    await allSettled(informationPageStarted, { scope });
    await allSettled(informationSubmitted, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($notifications).at(-1)).toMatchObject({ message: { key: 'account.information.unchanged' } });
    await allSettled(informationFieldChanged, { scope, params: { field: 'firstName', value: 'N0or' } });
    await allSettled(informationSubmitted, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($showInformationFormErrors)).toBe(true);
  });

  it('says whether the form holds what the account has: saved, or left with changes when the save fails', async () => {
    const { scope } = setup();
    await allSettled(informationPageStarted, { scope });
    expect(scope.getState($isInformationSaved)).toBe(true);
    await allSettled(informationFieldChanged, { scope, params: { field: 'lastName', value: 'Bakker' } });
    expect(scope.getState($isInformationSaved)).toBe(false);
    await allSettled(informationSubmitted, { scope });
    expect(scope.getState($isInformationSaved)).toBe(true);
    const failing = fork({
      values: [[$session, session]],
      handlers: [
        [
          updateAccountFx,
          async () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(informationPageStarted, { scope: failing });
    await allSettled(informationFieldChanged, { scope: failing, params: { field: 'lastName', value: 'Bakker' } });
    await allSettled(informationSubmitted, { scope: failing });
    expect(failing.getState($isInformationSaved)).toBe(false);
  });
});
