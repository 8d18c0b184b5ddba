// The cart page's coupon form as its action takes it (forms/cart.ts): a shop whose coupons setting is off takes
// no coupon (spec §6), a 400 naming the field; with it on the code goes to the cart.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $appConfig } from '@etalage/domain/app';
import { buildAppConfig } from '@etalage/fixtures';
import { applyCouponFx, fetchCartFx } from '../../domain/src/cart/api';
import { cartStarted } from '../../domain/src/cart/model';
import { testCart } from '../../domain/src/cart/testing';
import { fieldsOf } from '../app/effector/route';
import { couponIntent } from '../app/forms/cart';
import { COUPON_FIELDS } from '../app/forms/cart-fields';

const sent = (code: string) => {
  const form = new FormData();
  form.append(COUPON_FIELDS.code, code);
  return fieldsOf(form);
};

const shop = async (coupons: boolean) => {
  const config = buildAppConfig();
  const applied: string[] = [];
  const scope = fork({
    values: [[$appConfig, { ...config, settings: { ...config.settings, coupons } }]],
    handlers: [
      [fetchCartFx, () => testCart()],
      [applyCouponFx, (_api: unknown, body: { couponCode: string }) => (applied.push(body.couponCode), true)],
    ] as never,
  });
  await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
  return { scope, applied };
};

const args = { url: new URL('https://shop.example/cart'), params: {}, cookie: () => null };

describe('the coupon form without JavaScript', () => {
  it('is a 400 naming the field when the coupons setting is off, and applies nothing', async () => {
    const { scope, applied } = await shop(false);
    const answer = await couponIntent.run(scope, sent('WELKOM10'), args).catch((error: unknown) => error);
    expect(answer).toMatchObject({ init: { status: 400 } });
    expect(String((answer as { data: unknown }).data)).toContain(`'${COUPON_FIELDS.code}'`);
    expect(applied).toEqual([]);
  });

  it('sends the code to the cart when the setting is on', async () => {
    const { scope, applied } = await shop(true);
    await couponIntent.run(scope, sent('WELKOM10'), args);
    expect(applied.length).toBe(1);
  });
});
