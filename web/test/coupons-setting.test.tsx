// @vitest-environment jsdom
// The coupons setting (spec §2 cart panel footer, §6 'Coupon section … depend[s] on settings flags'): on, the cart
// panel has its discount coupons button and the cart page its coupon form; off, neither, in both languages.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { $appConfig } from '@etalage/domain/app';
import { cartStarted } from '@etalage/domain/cart';
import { $locale, $messages, loadBundle } from '@etalage/domain/i18n';
import { type Locale } from '@etalage/domain/shared';
import { $openPanel } from '@etalage/domain/shell';
import { buildAppConfig } from '@etalage/fixtures';
import { fetchCartFx } from '../../domain/src/cart/api';
import { testCart, testLine } from '../../domain/src/cart/testing';
import { CartPanel } from '../app/components/cart-panel';
import { CartPage } from '../app/features/cart/cart-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WORDS = {
  'nl-NL': { button: 'Kortingscode toevoegen', code: 'Kortingscode' },
  'en-US': { button: 'Add a discount code', code: 'Discount code' },
} as const;

/** A shop whose cart holds one line, with the coupons setting as given, and the cart panel open. */
const shop = async (locale: Locale, coupons: boolean): Promise<Scope> => {
  const config = buildAppConfig();
  const scope = fork({
    values: [
      [$locale, locale],
      [$messages, await loadBundle(locale, ['cart'])],
      [$appConfig, { ...config, settings: { ...config.settings, coupons } }],
      [$openPanel, { name: 'cart', data: null }],
    ],
    handlers: [[fetchCartFx, () => testCart({ lines: [testLine({ lUid: 'l1' })] })]] as never,
  });
  await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
  return scope;
};

const inRouter = (scope: Scope, element: React.ReactNode) => (
  <Provider value={scope}>
    <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
  </Provider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The open cart panel's buttons (a portal into the body, so rendered in a document). */
const panelButtons = async (locale: Locale, coupons: boolean) => {
  const scope = await shop(locale, coupons);
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root?.render(inRouter(scope, <CartPanel />)));
  expect(document.querySelector('.cart-line')).not.toBeNull();
  return [...document.querySelectorAll('button')].map((button) => button.textContent);
};

/** The cart page as the server sends it. */
const cartPage = async (locale: Locale, coupons: boolean) => {
  const page = document.createElement('div');
  page.innerHTML = renderToStaticMarkup(inRouter(await shop(locale, coupons), <CartPage />));
  expect(page.querySelector('.cart-line')).not.toBeNull();
  return page;
};

describe.each(['nl-NL', 'en-US'] as const)('the coupons setting (%s)', (locale) => {
  it('on: the cart panel offers the discount coupons', async () => {
    expect(await panelButtons(locale, true)).toContain(WORDS[locale].button);
  });

  it('off: the cart panel has no discount coupons button', async () => {
    const buttons = await panelButtons(locale, false);
    expect(buttons).not.toContain(WORDS[locale].button);
    // The rest of the footer is still there.
    expect(buttons.length).toBeGreaterThan(0);
  });

  it('on: the cart page has the coupon form', async () => {
    const page = await cartPage(locale, true);
    expect(page.querySelector('.coupon-form')).not.toBeNull();
    expect(page.querySelector('.cart-page__coupons label')?.textContent).toBe(WORDS[locale].code);
  });

  it('off: the cart page has no coupon form and no coupons section', async () => {
    const page = await cartPage(locale, false);
    expect(page.querySelector('.coupon-form')).toBeNull();
    expect(page.querySelector('.cart-page__coupons')).toBeNull();
    expect(page.querySelector('.cart-page__summary')).not.toBeNull();
  });
});
