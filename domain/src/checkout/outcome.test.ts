import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { paymentOutcomeFx, paymentRetryFx } from './api';
import { paymentRetried } from './outcome';
import { checkoutPageStarted, originResolved, paymentOutcomeStarted } from './pages';
import { $facts, $navigations, outcome, setup } from './testing';
import { apiHandler } from '../api/testing';

describe('payment outcome page', () => {
  it('reports a paid payment once', async () => {
    const { scope } = setup({ handlers: [[paymentOutcomeFx, apiHandler(async () => outcome('paid'))]] });
    await allSettled(paymentOutcomeStarted, { scope, params: 'pay-1' });
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'pay-1' } });
    expect(scope.getState($facts).filter((f) => f.startsWith('purchase'))).toEqual(['purchase:pay-1']);
  });

  it('retries a cancelled payment and goes to its page', async () => {
    const retried: unknown[] = [];
    const { scope } = setup({
      handlers: [
        [paymentOutcomeFx, apiHandler(async () => outcome('cancelled'))],
        [
          paymentRetryFx,
          apiHandler(
            async (params: unknown) => (
              retried.push(params),
              { paymentUid: 'pay-2', paymentUrl: 'https://psp.example/2' }
            ),
          ),
        ],
      ],
    });
    await allSettled(originResolved, { scope, params: 'https://shop.example' });
    await allSettled(paymentOutcomeStarted, { scope, params: 'pay-1' });
    await allSettled(paymentRetried, { scope });
    expect(retried).toEqual([{ paymentUid: 'pay-1', returnUrl: 'https://shop.example/checkout' }]);
    expect(scope.getState($navigations).at(-1)).toEqual({ to: 'https://psp.example/2', external: true });
    expect(scope.getState($facts).filter((f) => f.startsWith('purchase'))).toEqual([]);
  });
});
