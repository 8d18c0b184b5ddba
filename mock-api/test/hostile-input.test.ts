// Hostile input the mock refuses with a 400 naming the field, by the same rules the storefront's forms use
// (domain forms/lib.ts): markup as an e-mail address, markup or control characters in the house number, its
// addition, the postcode and the phone number, control characters in free text. Nothing of it reaches the state.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorReply } from '@etalage/domain/shared';
import { call, decodeWith, login, newAddress, registration, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(async () => {
  await app.close();
});

const refusedFields = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  return decodeWith(ErrorReply, response.json()).errors?.map((e) => e.path) ?? [];
};

describe('registration', () => {
  it.each([
    ['emailAddress', '<img/src=x/onerror=alert(1)>@xss.example'],
    ['emailAddress', '"quoted"@example.com'],
    ['houseNumber', '2<script>'],
    ['houseNumber', '2\u0000'],
    ['houseNumberAddition', '"><svg onload=alert(1)>'],
    ['zipCode', '2012 ES<b>'],
    ['phoneNumber', '06<img src=x>'],
    ['streetName', 'Julianastraat\r\nSet-Cookie: x=1'],
    ['city', 'Haar\u202Elem'],
    ['companyName', 'Acme\u0007'],
  ])('refuses %s %j, naming it, and creates no customer', async (field, value) => {
    const response = await call(app, 'register', { body: registration('eva.hostile@example.com', { [field]: value }) });
    expect(refusedFields(response)).toEqual([field]);
    expect((await app.inject({ url: '/__mock/events' })).json().total).toBe(0);
  });

  it('accepts the plain values the forms accept', async () => {
    const response = await call(app, 'register', {
      body: registration("o'brien@example.ie", { houseNumber: '12A', houseNumberAddition: 'bis' }),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('addresses and account fields', () => {
  it.each([
    ['houseNumber', '<b>40</b>'],
    ['houseNumberAddition', 'A\tB'],
    ['zipCode', '3011 AD\n'.repeat(2)],
    ['phoneNumber', '010<i>'],
    ['city', 'Rotter\u0000dam'],
  ])('a new address refuses %s %j', async (field, value) => {
    const token = await login(app);
    const response = await call(app, 'addressCreate', { body: newAddress({ [field]: value }), token });
    expect(refusedFields(response)).toEqual([field]);
  });

  it('a changed address and the account refuse the same values', async () => {
    const token = await login(app);
    const changed = await call(app, 'addressUpdate', {
      params: { id: '7003' },
      body: { houseNumber: '1<svg>', streetName: 'X\u0085Y' },
      token,
    });
    expect(refusedFields(changed)).toEqual(['houseNumber', 'streetName']);
    const account = await call(app, 'accountUpdate', { body: { companyName: 'Acme\u001b[2J' }, token });
    expect(refusedFields(account)).toEqual(['companyName']);
  });
});
