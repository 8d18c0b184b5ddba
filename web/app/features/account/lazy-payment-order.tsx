// The paymentOrder panel, loaded when first opened (components/lazy-part.tsx).
import { lazyPart } from '~/components/lazy-part';
import { isPanelOpen } from '~/components/panels';

export const PaymentOrderPanel = lazyPart(
  () => import('./payment-order-panel').then((module) => ({ default: module.PaymentOrderPanel })),
  isPanelOpen('paymentOrder'),
);
