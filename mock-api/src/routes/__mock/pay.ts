// The hosted payment page (/__mock/pay/{paymentUid}): stands in for the external payment provider. The shopper
// chooses Pay, Cancel or Fail; the page settles the payment (an event) and redirects 303 to the storefront's
// `{returnUrl}/{paymentUid}`, where GET /api/v2/checkout/payments/{paymentUid} tells the outcome. A payment of
// a QA session carries the session in its URL (`?mock-session=`), since the browser comes here directly.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { formatCartPrice } from '@etalage/domain/pricing';
import { HttpError } from '../../lib/http-error';
import { escapeXml as escape } from '../../lib/svg';
import { findPayment, paymentOutcome, settlePayment } from '../../services/checkout';
import { SESSION_QUERY, sessionOf } from '../../plugins/sessions';
import { DEFAULT_SESSION, type MockSession } from '../../sessions/session';

const ACTIONS = { pay: 'paid', cancel: 'cancelled', fail: 'failed' } as const;
type Action = keyof typeof ACTIONS;

const STATUS_TEXT: Record<string, string> = {
  open: 'Waiting for your choice',
  paid: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Failed',
  expired: 'Expired',
};

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; background: #f3f1ec; color: #1d1d1f; }
  main { max-width: 34rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.4rem 0.25rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  .buttons { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.7rem 1.4rem; border-radius: 8px; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  .pay { background: #1f6f43; color: #fff; }
  .cancel { background: #fff; color: #1d1d1f; border-color: #5e5c64; }
  .fail { background: #a51d2d; color: #fff; }
  .note { color: #4d4d4d; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

export const registerPaymentPage = async (app: FastifyInstance): Promise<void> => {
  const notFound = (uid: string) =>
    page(
      'Payment not found',
      `<h1>Payment not found</h1><p>There is no payment <code>${escape(uid)}</code>. It may have been reset.</p>`,
    );

  const gone = (id: string | undefined) =>
    page(
      'Session gone',
      `<h1>Session gone</h1><p>The QA session <code>${escape(id ?? '')}</code> of this payment is gone (deleted, or dropped as the least recently used).</p>`,
    );
  /** The payment's session, or null after sending the page that says it is gone. */
  const sessionFor = (request: FastifyRequest, reply: FastifyReply): MockSession | null => {
    try {
      return sessionOf(app, request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      void reply
        .code(error.statusCode)
        .type('text/html; charset=utf-8')
        .send(gone((request.query as Record<string, string | undefined>)[SESSION_QUERY]));
      return null;
    }
  };
  const sessionQuery = (session: MockSession) =>
    session.id === DEFAULT_SESSION ? '' : `?${SESSION_QUERY}=${encodeURIComponent(session.id)}`;

  app.get<{ Params: { paymentUid: string } }>('/__mock/pay/:paymentUid', async (request, reply) => {
    const session = sessionFor(request, reply);
    if (session === null) return reply;
    const uid = request.params.paymentUid;
    let outcome;
    try {
      outcome = paymentOutcome(session, uid);
    } catch (error) {
      if (error instanceof HttpError) return reply.code(404).type('text/html; charset=utf-8').send(notFound(uid));
      throw error;
    }
    const payment = findPayment(session, uid);
    const euro = (n: number) => escape(formatCartPrice(n, 'en-US'));
    const rows = outcome.order.lines
      .map(
        (l) =>
          `<tr><td>${escape(l.title)}${l.options.length ? `<br><span class="note">${escape(l.options.join(', '))}</span>` : ''}</td>` +
          `<td class="amount">${l.quantity} ×</td><td class="amount">${euro(l.totalInclVat)}</td></tr>`,
      )
      .join('');
    const open = payment.status === 'open';
    const back = `${payment.returnUrl}/${encodeURIComponent(uid)}`;
    const body = [
      `<h1>Pay ${euro(outcome.amount)} to ${escape(session.appConfig.current.organizationName)}</h1>`,
      `<p class="note">Mock payment provider. Order ${escape(outcome.orderNumber)}, method ${escape(outcome.method)}. Status: <strong>${escape(STATUS_TEXT[payment.status] ?? payment.status)}</strong>.</p>`,
      `<table aria-label="Order summary"><thead><tr><th scope="col">Product</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Total</th></tr></thead><tbody>${rows}</tbody>`,
      `<tfoot><tr><th scope="row" colspan="2">Shipping</th><td class="amount">${euro(outcome.order.shippingInclVat)}</td></tr>`,
      `<tr><th scope="row" colspan="2">To pay</th><td class="amount"><strong>${euro(outcome.amount)}</strong></td></tr></tfoot></table>`,
      open
        ? `<form method="post" action="/__mock/pay/${encodeURIComponent(uid)}${escape(sessionQuery(session))}"><div class="buttons">` +
          `<button type="submit" name="action" value="pay" class="pay">Pay</button>` +
          `<button type="submit" name="action" value="cancel" class="cancel">Cancel</button>` +
          `<button type="submit" name="action" value="fail" class="fail">Fail</button></div></form>`
        : `<p><a href="${escape(back)}">Back to the shop</a></p>`,
    ].join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(`Pay order ${outcome.orderNumber}`, body));
  });

  // Form posts only reach this route: the /api routes keep answering 400 to anything but JSON.
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post<{ Params: { paymentUid: string }; Body: { action?: string } }>(
      '/__mock/pay/:paymentUid',
      async (request, reply) => {
        const session = sessionFor(request, reply);
        if (session === null) return reply;
        const uid = request.params.paymentUid;
        const action = (request.body as { action?: unknown } | undefined)?.action;
        if (typeof action !== 'string' || !(action in ACTIONS)) {
          return reply
            .code(400)
            .type('application/json; charset=utf-8')
            .send({
              status: 'error',
              message: 'validation_failed',
              errors: [{ path: 'action', message: 'must be pay, cancel or fail' }],
            });
        }
        let payment;
        try {
          payment = settlePayment(session, uid, ACTIONS[action as Action]);
        } catch (error) {
          if (error instanceof HttpError) return reply.code(404).type('text/html; charset=utf-8').send(notFound(uid));
          throw error;
        }
        return reply
          .code(303)
          .header('location', `${payment.returnUrl}/${encodeURIComponent(uid)}`)
          .send();
      },
    );
  });
};
