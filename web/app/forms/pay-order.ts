// Paying an open order (spec §4 Pay an open order, §8) as the order page's action takes it (effector/route.ts
// `Intent`): the events the panel fires, in the request's scope, after the page loaded the order. The panel needs
// JavaScript, so 'Betalen' answers the page again with the methods in it; 'Nu betalen' makes the payment and the
// action answers with the provider's page.
import { allSettled, type Scope } from 'effector';
import {
  $accountOrder,
  $payOrderOptions,
  payOrderOpened,
  payOrderOptionSelected,
  payOrderSubmitted,
} from '@etalage/domain/account';
import { $origin, CHECKOUT_START_PATH } from '@etalage/domain/checkout';
import type { Intent } from '~/effector/route';
import { badField } from './checkout';

/** The panel opens for the page's order in this scope: its options load (an order paid already opens nothing). */
const opened = async (scope: Scope): Promise<void> => {
  const order = scope.getState($accountOrder);
  if (order !== null) await allSettled(payOrderOpened, { scope, params: { uid: order.uid } });
};

/** 'Betalen': the page again with the methods to choose from. */
export const payOrderOpenIntent: Intent = {
  run: opened,
  failed: () => true,
};

/**
 * 'Nu betalen' with a method: the payment is made and the shopper goes on to the provider's page (the model's
 * navigation, which the action answers). Without a method, or refused: the methods again, with why.
 */
export const payOrderIntent: Intent = {
  run: async (scope, fields) => {
    await opened(scope);
    const chosen = fields.get('payment-order-option');
    const options = scope.getState($payOrderOptions);
    if (chosen !== '' && options.length > 0) {
      if (!options.some((option) => option.id === chosen)) badField('payment-order-option');
      await allSettled(payOrderOptionSelected, { scope, params: chosen });
    }
    // Where the provider sends the customer back, as the browser's panel gives it (the checkout's outcome page).
    const returnUrl = `${scope.getState($origin)}${CHECKOUT_START_PATH}`;
    await allSettled(payOrderSubmitted, { scope, params: { returnUrl } });
  },
  failed: () => true,
};
