// The four checkout steps and their URL slugs per locale (spec §2 "Checkout steps"). Pure: the checkout model
// and the web routes use it to turn /checkout/{slug} into a step and back. Either language's slug is accepted.
import type { Locale } from '../shared';
import type { PaymentStatus } from './contract';

export const CHECKOUT_STEPS = ['information', 'delivery', 'overview', 'pay'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const SLUGS: Record<Locale, Record<CheckoutStep, string>> = {
  'nl-NL': { information: 'gegevens', delivery: 'bezorging', overview: 'overzicht', pay: 'betalen' },
  'en-US': { information: 'information', delivery: 'delivery', overview: 'overview', pay: 'pay' },
};

/** The slug of a step in a locale: `stepSlug('delivery', 'nl-NL')` is `bezorging`. */
export const stepSlug = (step: CheckoutStep, locale: Locale): string => SLUGS[locale][step];

/** The path of a step: `/checkout/bezorging`. */
export const stepPath = (step: CheckoutStep, locale: Locale): string => `/checkout/${stepSlug(step, locale)}`;

/** The step a slug names in either language, or null (then the slug is a payment uid, spec §2 routes). */
export const stepOfSlug = (slug: string): CheckoutStep | null => {
  const wanted = slug.trim().toLowerCase();
  for (const locale of Object.keys(SLUGS) as Locale[]) {
    for (const step of CHECKOUT_STEPS) if (SLUGS[locale][step] === wanted) return step;
  }
  return null;
};

/** 1-based number of a step, as the step indicator shows it. */
export const stepNumber = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step) + 1;

export const nextStep = (step: CheckoutStep): CheckoutStep | null => CHECKOUT_STEPS[stepNumber(step)] ?? null;

export const previousStep = (step: CheckoutStep): CheckoutStep | null =>
  stepNumber(step) > 1 ? (CHECKOUT_STEPS[stepNumber(step) - 2] ?? null) : null;

/** Spec §2: /checkout (the pre-session email step) and /checkout/login are pages of the checkout too. */
export const CHECKOUT_START_PATH = '/checkout';
export const CHECKOUT_LOGIN_PATH = '/checkout/login';

/** A checkout page (spec §2): the email check, the login, a step, or the outcome of a payment. */
export type CheckoutPage =
  { kind: 'start' } | { kind: 'login' } | { kind: 'step'; step: CheckoutStep } | { kind: 'payment'; uid: string };

/** The page `/checkout/{slug}` shows: no slug is the email check, a step slug a step, any other a payment uid. */
export const checkoutPageOf = (slug: string | null | undefined): CheckoutPage => {
  if (slug === null || slug === undefined || slug.trim() === '') return { kind: 'start' };
  const step = stepOfSlug(slug);
  if (step) return { kind: 'step', step };
  if (slug === 'login') return { kind: 'login' };
  return { kind: 'payment', uid: slug };
};

/** The message key of a page's heading; the outcome page's depends on the payment's status (open while unknown). */
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
