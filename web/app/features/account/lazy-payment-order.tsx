// The paymentOrder panel, loaded when first opened (components/lazy-part.tsx), and beside it the same form in the
// page for a shopper without JavaScript (a panel needs it), loaded with it: the server renders both when the
// order page's action opened the panel.
import { lazyPart, type LazyPart } from '~/components/lazy-part';
import { isPanelOpen } from '~/components/panels';

const $isOpen = isPanelOpen('paymentOrder');
const load = () => import('./payment-order-panel');

const Panel = lazyPart(() => load().then((module) => ({ default: module.PaymentOrderPanel })), $isOpen);
const InPage = lazyPart(() => load().then((module) => ({ default: module.PaymentOrderNoScript })), $isOpen, {
  pending: 'none',
});

export const PaymentOrderPanel: LazyPart = Object.assign(
  () => (
    <>
      <Panel />
      <InPage />
    </>
  ),
  { preload: Panel.preload },
);
