// Invoices as PDF (docs/api.md invoicePdf): drawn from the invoice and the copies its order kept, the
// same bytes every time, for the customer's own invoices only; an invoice made by paying through the mock's
// payment page has one too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pdfText } from '@etalage/fixtures';
import { call, login, ok, payableCart, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(async () => {
  await app.close();
});

const pdfOf = async (token: string, id: string) => {
  const response = await call(app, 'invoicePdf', { params: { id }, token });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response;
};

describe('an invoice as a PDF', () => {
  it('names the invoice, the order, the customer, the addresses, the lines and the totals', async () => {
    const token = await login(app);
    const response = await pdfOf(token, '90004');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="factuur-F2026-0004.pdf"');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Etalage B.V.',
      'F2026-0004',
      '2026-10004',
      '100501',
      'iDEAL',
      'De Vries Interieuradvies',
      'Julianastraat 2',
      'Wollen vloerkleed op maat Lina',
      'Rechthoek, 200 x 300 cm (6,00 m²)',
      'Maatwerk: niet retourneerbaar',
      '€ 539,70',
      '€ 431,76',
      'Frederiksplein 44 H',
    ])
      expect(text).toContain(expected);
    // The same invoice gives the same bytes.
    expect((await pdfOf(token, '90004')).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("is not there for another customer's invoice or an unknown one", async () => {
    const token = await login(app);
    for (const id of ['90021', 'nope']) {
      const response = await call(app, 'invoicePdf', { params: { id }, token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'invoice_not_found' });
    }
  });

  it('exists for an order paid through the payment page', async () => {
    const token = await login(app);
    const cUid = await payableCart(app, token);
    const { paymentUid } = (await ok(app, 'pay', { body: { cUid }, token })).data;
    await app.inject({
      method: 'POST',
      url: `/__mock/pay/${paymentUid}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const invoice = (await ok(app, 'invoices', { token })).data.find((i) => i.id.startsWith('inv-'))!;
    const text = pdfText((await pdfOf(token, invoice.id)).rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Betaald');
    expect(text).toContain('Standaard bezorging (PostNL)');
  });
});
