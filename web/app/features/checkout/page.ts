// Which checkout page a URL shows (spec §2: /checkout, /checkout/login, /checkout/{step in either language}
// or /checkout/{paymentUid}), and the message key of its heading and document title.
import { stepOfSlug, type CheckoutStep, type PaymentStatus } from '@etalage/domain';

export type CheckoutPage =
  { kind: 'start' } | { kind: 'login' } | { kind: 'step'; step: CheckoutStep } | { kind: 'payment'; uid: string };

export const checkoutPageOf = (slug: string | null | undefined): CheckoutPage => {
  if (slug === null || slug === undefined || slug.trim() === '') return { kind: 'start' };
  const step = stepOfSlug(slug);
  if (step) return { kind: 'step', step };
  if (slug === 'login') return { kind: 'login' };
  return { kind: 'payment', uid: slug };
};

/** The heading of a page; the outcome page's depends on the payment's status (unknown while it loads). */
export const checkoutTitleKey = (page: CheckoutPage, status: PaymentStatus | null): string => {
  switch (page.kind) {
    case 'start':
      return 'checkout.start.title';
    case 'login':
      return 'checkout.login.title';
    case 'step':
      return `checkout.${page.step}.title`;
    case 'payment':
      return `checkout.outcome.title.${status ?? 'open'}`;
  }
};
