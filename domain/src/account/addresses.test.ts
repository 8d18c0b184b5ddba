// The address book (spec §4, §5 only changed fields, §6, §8): what an edit sends, and what delete and default
// change do to the session and say.
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { $session, type AccountSession, type SavedAddress } from '../session';
import { $notifications, $openPanel } from '../shell';
import { $editingAddress, addressModalSubmitted, modalAddressForm } from './address-modal';
import { addressEditOpened, addressFormValuesOf, addressUpdateRequest } from './address-edit';
import { addressesPageStarted } from './address-page';
import {
  $busyAddressId,
  addressBookShownAgain,
  addressDeleteConfirmed,
  defaultAddressChosen,
  withAddresses,
  withoutAddress,
} from './addresses';
import { deleteAddressFx, fetchAddressesFx, updateAccountFx, updateAddressFx } from './api';

const address = (id: string, overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  uid: `uid-${id}`,
  type: 'delivery',
  companyName: '',
  firstName: 'Noor',
  lastName: 'Visser',
  streetName: 'Julianastraat',
  houseNumber: '2',
  houseNumberAddition: '',
  zipCode: '2012 ES',
  city: 'Haarlem',
  countryCode: 'NL',
  phoneNumber: '',
  ...overrides,
});

const session = (): AccountSession =>
  ({
    id: '1',
    customerId: '100',
    firstName: 'Noor',
    lastName: 'Visser',
    companyName: '',
    emailAddress: 'noor@example.com',
    status: true,
    addresses: {
      invoice: [address('1', { type: 'invoice' })],
      delivery: [address('2'), address('3', { city: 'Delft' })],
    },
    defaultDeliveryAddressId: '2',
  }) as unknown as AccountSession;

describe('an edited address', () => {
  it('sends only what changed, trimmed, with the postcode in its usual form', () => {
    const saved = address('2');
    const values = { ...addressFormValuesOf(saved), firstName: ' Femke ', zipCode: '2012es' };
    expect(addressUpdateRequest(saved, values)).toEqual({ firstName: 'Femke' });
    expect(addressUpdateRequest(saved, { ...values, zipCode: '2013 AB' })).toEqual({
      firstName: 'Femke',
      zipCode: '2013 AB',
    });
  });

  it('sends nothing when nothing changed: the modal closes without a call', async () => {
    const calls: unknown[] = [];
    const scope = fork({
      values: [[$session, session()]],
      handlers: [[updateAddressFx, (_api: unknown, params: unknown) => (calls.push(params), address('2'))]],
    });
    await allSettled(addressEditOpened, { scope, params: '2' });
    expect(scope.getState($editingAddress)?.id).toBe('2');
    expect(scope.getState($openPanel)).toMatchObject({ name: 'addresses' });
    await allSettled(addressModalSubmitted, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($openPanel)).toBeNull();
  });
});

describe('deleting and the default address', () => {
  it('drops a deleted address, and a deleted default leaves no default', () => {
    const next = withoutAddress(session(), '2');
    expect(next.addresses.delivery.map((a) => a.id)).toEqual(['3']);
    expect(next.defaultDeliveryAddressId).toBeNull();
    expect(withoutAddress(session(), '3').defaultDeliveryAddressId).toBe('2');
  });

  it('deletes after confirmation and says so; a failure keeps the address and says why', async () => {
    const ok = fork({ values: [[$session, session()]], handlers: [[deleteAddressFx, async () => undefined]] });
    await allSettled(addressDeleteConfirmed, { scope: ok, params: '3' });
    expect(ok.getState($session)!.addresses.delivery.map((a) => a.id)).toEqual(['2']);
    expect(ok.getState($notifications).at(-1)).toMatchObject({
      type: 'success',
      message: { key: 'phrases.addressDeleteSuccess' },
    });
    expect(ok.getState($busyAddressId)).toBeNull();

    const failing = fork({
      values: [[$session, session()]],
      handlers: [
        [
          deleteAddressFx,
          async () => {
            throw new ApiError('http', 'addressDelete', 500, null, 'down');
          },
        ],
      ],
    });
    await allSettled(addressDeleteConfirmed, { scope: failing, params: '3' });
    expect(failing.getState($session)!.addresses.delivery).toHaveLength(2);
    expect(failing.getState($notifications).at(-1)).toMatchObject({
      type: 'danger',
      message: { key: 'phrases.addressDeleteFailed' },
    });
  });

  it('makes a delivery address the default with the account call, whose answer is the session', async () => {
    const calls: unknown[] = [];
    const scope = fork({
      values: [[$session, session()]],
      handlers: [
        [
          updateAccountFx,
          async (_api: unknown, body: { defaultAddressId: string }) => {
            calls.push(body);
            return { ...session(), defaultDeliveryAddressId: body.defaultAddressId };
          },
        ],
      ],
    });
    await allSettled(defaultAddressChosen, { scope, params: '2' });
    expect(calls).toEqual([]);
    await allSettled(defaultAddressChosen, { scope, params: '3' });
    expect(calls).toEqual([{ defaultAddressId: '3' }]);
    expect(scope.getState($session)!.defaultDeliveryAddressId).toBe('3');
    expect(scope.getState($notifications).at(-1)).toMatchObject({
      type: 'success',
      message: { key: 'phrases.accountChangeDefaultAddressSuccess' },
    });
  });
});

describe('the list of addresses (spec §7 GET /api/v2/account/addresses)', () => {
  const elsewhere = [address('1', { type: 'invoice', city: 'Leiden' }), address('3', { city: 'Delft' }), address('4')];

  it('takes the server’s list, by type; a default that is gone leaves no default', () => {
    const next = withAddresses(session(), elsewhere);
    expect(next.addresses.invoice.map((a) => a.city)).toEqual(['Leiden']);
    expect(next.addresses.delivery.map((a) => a.id)).toEqual(['3', '4']);
    expect(next.defaultDeliveryAddressId).toBeNull();
    expect(withAddresses(session(), [address('2')]).defaultDeliveryAddressId).toBe('2');
  });

  it('is read when the address book opens and when it is shown again, so another tab’s change shows', async () => {
    let list = elsewhere;
    let reads = 0;
    const scope = fork({
      values: [[$session, session()]],
      handlers: [[fetchAddressesFx, async () => (reads++, list)]],
    });
    await allSettled(addressesPageStarted, { scope, params: { address: null } });
    expect(reads).toBe(1);
    expect(scope.getState($session)!.addresses.delivery.map((a) => a.id)).toEqual(['3', '4']);
    list = [address('1', { type: 'invoice' }), address('5')];
    await allSettled(addressBookShownAgain, { scope });
    expect(reads).toBe(2);
    expect(scope.getState($session)!.addresses.delivery.map((a) => a.id)).toEqual(['5']);
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('is not read without a session; a failed read keeps the list shown and says nothing', async () => {
    let reads = 0;
    const anonymous = fork({ handlers: [[fetchAddressesFx, async () => (reads++, elsewhere)]] });
    await allSettled(addressBookShownAgain, { scope: anonymous });
    expect(reads).toBe(0);

    const failing = fork({
      values: [[$session, session()]],
      handlers: [
        [
          fetchAddressesFx,
          async () => {
            throw new ApiError('http', 'addresses', 500, null, 'down');
          },
        ],
      ],
    });
    await allSettled(addressesPageStarted, { scope: failing, params: { address: null } });
    expect(failing.getState($session)).toEqual(session());
    expect(failing.getState($notifications)).toEqual([]);
  });

  it('is read again when the customer’s own change lands while a read is on its way', async () => {
    const answers: ((list: SavedAddress[]) => void)[] = [];
    const scope = fork({
      values: [[$session, session()]],
      handlers: [
        [fetchAddressesFx, () => new Promise<SavedAddress[]>((resolve) => answers.push(resolve))],
        [deleteAddressFx, async () => undefined],
      ],
    });
    const opened = allSettled(addressesPageStarted, { scope, params: { address: null } });
    const deleted = allSettled(addressDeleteConfirmed, { scope, params: '3' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    // The first read was answered from before the delete; only the newest answer counts.
    answers[0]!([address('1', { type: 'invoice' }), address('2'), address('3')]);
    answers[1]!([address('1', { type: 'invoice' }), address('2')]);
    await Promise.all([opened, deleted]);
    expect(scope.getState($session)!.addresses.delivery.map((a) => a.id)).toEqual(['2']);
  });
});

describe('the failures the address book says (spec §8)', () => {
  const down = (endpoint: 'accountUpdate' | 'addressUpdate') => async () => {
    throw new ApiError('http', endpoint, 500, null, 'down');
  };

  it('a default that could not be changed: accountChangeDefaultAddressError, the default kept', async () => {
    const scope = fork({ values: [[$session, session()]], handlers: [[updateAccountFx, down('accountUpdate')]] });
    await allSettled(defaultAddressChosen, { scope, params: '3' });
    expect(scope.getState($session)!.defaultDeliveryAddressId).toBe('2');
    expect(scope.getState($busyAddressId)).toBeNull();
    expect(scope.getState($notifications).at(-1)).toMatchObject({
      type: 'danger',
      title: { key: 'titles.failed' },
      message: { key: 'phrases.accountChangeDefaultAddressError' },
    });
  });

  it('an address that could not be changed: accountAddressChangeFailed, the address kept', async () => {
    const scope = fork({ values: [[$session, session()]], handlers: [[updateAddressFx, down('addressUpdate')]] });
    await allSettled(addressEditOpened, { scope, params: '3' });
    await allSettled(modalAddressForm.fieldChanged, { scope, params: { field: 'firstName', value: 'Femke' } });
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($session)!.addresses.delivery.find((a) => a.id === '3')!.firstName).toBe('Noor');
    expect(scope.getState($notifications).at(-1)).toMatchObject({
      type: 'danger',
      title: { key: 'titles.failed' },
      message: { key: 'phrases.accountAddressChangeFailed' },
    });
  });
});
