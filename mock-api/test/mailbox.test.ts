// GET /__mock/mailbox: the mails the mock "sent" (a password reset with its link, a welcome on registration, an
// order confirmation), newest first, per QA session, filtered by recipient and kind, and bounded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MailboxReply } from '../src/admin/contract';
import { decodeWith, login, named, ok, payableCart, registration, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp({ storefrontUrl: 'http://shop.test' });
});
afterEach(async () => {
  await app.close();
});

const mailbox = async (query = '', headers: Record<string, string> = {}) =>
  decodeWith(MailboxReply, (await app.inject({ url: `/__mock/mailbox${query}`, headers })).json()).mails;

describe('the mailbox', () => {
  it('holds a reset mail whose link carries a token that sets a new password once', async () => {
    await ok(app, 'reset', { body: { emailAddress: named.customers.known.email.toUpperCase() } });
    await ok(app, 'reset', { body: { emailAddress: 'nobody@example.com' } });
    const [mail, ...rest] = await mailbox();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ kind: 'password-reset', to: named.customers.known.email });
    const link = new URL(mail!.links.find((l) => l.rel === 'reset')!.url);
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/account/reset');
    expect(mail!.text).toContain(link.href);
    const token = link.searchParams.get('token')!;
    await ok(app, 'newPassword', { body: { token, password: 'Opnieuw2026' } });
    expect(
      (await app.inject({ method: 'POST', url: '/api/v2/account/password', payload: { token, password: 'Weer2026x' } }))
        .statusCode,
    ).toBe(422);
  });

  it('holds a welcome on registration and an order confirmation on paying, newest first, filtered by recipient', async () => {
    await ok(app, 'register', {
      body: registration('wout.mail@example.com'),
    });
    const token = await login(app);
    const { data } = await ok(app, 'pay', { body: { cUid: await payableCart(app, token) }, token });
    const outcome = await ok(app, 'paymentOutcome', { params: { paymentUid: data.paymentUid } });
    const all = await mailbox();
    expect(all.map((m) => m.kind)).toEqual(['order-confirmation', 'welcome']);
    const [confirmation] = await mailbox(`?to=${encodeURIComponent(named.customers.known.email)}`);
    expect(confirmation!.subject).toContain(outcome.data.orderNumber);
    expect(confirmation!.text).toContain(named.products.simple.title);
    expect(confirmation!.links).toEqual([
      { rel: 'order', url: `http://shop.test/account/orders/${outcome.data.orderUid}` },
    ]);
    expect((await mailbox('?kind=welcome')).map((m) => m.to)).toEqual(['wout.mail@example.com']);
    expect(await mailbox('?limit=0')).toEqual([]);
  });

  it('is per session and keeps the newest 200 mails', async () => {
    const id = (await app.inject({ method: 'POST', url: '/__mock/sessions', payload: {} })).json().session.id as string;
    for (let i = 0; i < 205; i++)
      await ok(app, 'reset', {
        body: { emailAddress: named.customers.known.email },
        headers: { 'x-mock-session': id },
      });
    const mails = await mailbox('?limit=1000', { 'x-mock-session': id });
    expect(mails).toHaveLength(200);
    expect(await mailbox()).toEqual([]);
  });
});
