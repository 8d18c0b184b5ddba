// The one `test.extend` of the suite: the running stack's addresses, the named test data, an axe check
// with the WCAG 2.2 AA tags, QA scenarios through the mock-scenario cookie, and the page objects.
import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { NAMED } from '@etalage/fixtures';
import { AccountLoginPage } from './pages/account-login';
import { CartPanel, CouponPanel } from './pages/cart-panel';
import { CategoryPage } from './pages/category-page';
import { Checkout, PaymentProviderPage } from './pages/checkout';
import { MobileFilterPanel } from './pages/mobile-filter-panel';
import { Notifications } from './pages/notifications';
import { ProductGrid } from './pages/product-grid';
import { ProductPage } from './pages/product-page';
import { Shell } from './pages/shell';
import { ShopperApi } from './shopper';
import { NECESSARY_ONLY_CONSENT, consentCookie } from './consent';

export { NECESSARY_ONLY_CONSENT, consentCookie };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Fixtures {
  /** The cookiePreferences value the test's browser starts with; null for a first visit (the wall opens). */
  storedConsent: string | null;
  named: typeof NAMED;
  apiUrl: string;
  /** Runs axe on the page (or a part of it) and fails with the violations listed. */
  expectAccessible: (options?: { include?: string; exclude?: string[] }) => Promise<void>;
  /** Selects QA scenarios for this browser context, as the mock-scenario cookie does for QA. */
  useScenario: (...names: string[]) => Promise<void>;
  categoryPage: CategoryPage;
  /** The grid of a category page ('Producten'). */
  productGrid: ProductGrid;
  productPage: ProductPage;
  mobileFilters: MobileFilterPanel;
  shell: Shell;
  cartPanel: CartPanel;
  couponPanel: CouponPanel;
  checkout: Checkout;
  /** The mock payment provider's hosted page. */
  paymentProvider: PaymentProviderPage;
  /** The shell's toasts. */
  notifications: Notifications;
  /** Set-up through the mock API: fresh customers, tokens, carts, payments. */
  shopApi: ShopperApi;
  /** /account/login. */
  accountLogin: AccountLoginPage;
  /**
   * Overrides of the app config in the worker's mock session (PATCH /__mock/app-config, deep-merged); whatever a
   * test patched is reset when it ends, passed or failed.
   */
  appConfig: { patch: (override: object) => Promise<void>; reset: () => Promise<void> };
}

interface WorkerFixtures {
  /**
   * The worker's own QA session of the mock API (docs/qa-scenarios.md "Isolated sessions"): its carts,
   * customers (the named ones included), orders, scenarios and app-config overrides are seen by no other worker.
   * Every page, API request and payment page of the worker's tests carries it as the X-Mock-Session header.
   */
  mockSession: string;
}

/** Creates a QA session on a mock API and answers its id. */
const createMockSession = async (request: APIRequestContext, apiUrl: string, name: string): Promise<string> => {
  const created = await request.post(`${apiUrl}/__mock/sessions`, { data: { name } });
  expect(created.status(), `creating the QA session: ${await created.text()}`).toBe(201);
  return ((await created.json()) as { session: { id: string } }).session.id;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  storedConsent: [NECESSARY_ONLY_CONSENT, { option: true }],
  context: async ({ context, storedConsent, baseURL }, use) => {
    if (storedConsent !== null) await context.addCookies([consentCookie(baseURL!, storedConsent)]);
    await use(context);
  },
  mockSession: [
    async ({ playwright }, use, workerInfo) => {
      const apiUrl = process.env.E2E_API_URL ?? '';
      const request = await playwright.request.newContext();
      const id = await createMockSession(request, apiUrl, `e2e worker ${workerInfo.workerIndex}`);
      await use(id);
      await request.delete(`${apiUrl}/__mock/sessions/${id}`);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  // Browser contexts and API requests of a test carry the worker's session (a spec on a stack of its own
  // turns it off with `test.use({ extraHTTPHeaders: {} })`).
  extraHTTPHeaders: async ({ mockSession }, use) => {
    await use({ 'x-mock-session': mockSession });
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // eslint-disable-next-line no-empty-pattern
  apiUrl: async ({}, use) => {
    await use(process.env.E2E_API_URL ?? '');
  },
  // eslint-disable-next-line no-empty-pattern
  named: async ({}, use) => {
    await use(NAMED);
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (options = {}) => {
      // Legacy mode runs axe.run() in the page itself. The default runs axe.runPartial() there and then
      // axe.finishRun() in a new blank tab of the test's context (axe injected twice more): the same rules and
      // results (no page of the shop has a frame from another origin), in half the time, about a second per check
      // on a CI machine, and the shopper's tab never goes to the background in the middle of a test.
      // Only violations are asserted: axe builds selectors and details for every node of those alone, instead of
      // for each passing node too (a third of the check's CPU, the same violations).
      let builder = new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(WCAG_TAGS)
        .setLegacyMode();
      if (options.include) builder = builder.include(options.include);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const summary = violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
      expect(summary, 'axe violations').toEqual([]);
    });
  },
  useScenario: async ({ context, baseURL }, use) => {
    await use(async (...names) => {
      await context.addCookies([{ name: 'mock-scenario', value: names.join(','), url: baseURL! }]);
    });
  },
  categoryPage: async ({ page }, use) => {
    await use(new CategoryPage(page));
  },
  productGrid: async ({ page }, use) => {
    await use(new ProductGrid(page.getByRole('list', { name: 'Producten' })));
  },
  productPage: async ({ page }, use) => {
    await use(new ProductPage(page));
  },
  mobileFilters: async ({ page }, use) => {
    await use(new MobileFilterPanel(page));
  },
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
  cartPanel: async ({ page }, use) => {
    await use(new CartPanel(page));
  },
  couponPanel: async ({ page }, use) => {
    await use(new CouponPanel(page));
  },
  checkout: async ({ page }, use) => {
    await use(new Checkout(page));
  },
  paymentProvider: async ({ page, apiUrl }, use) => {
    await use(new PaymentProviderPage(page, apiUrl));
  },
  notifications: async ({ page }, use) => {
    await use(new Notifications(page));
  },
  shopApi: async ({ request, apiUrl, baseURL }, use) => {
    await use(new ShopperApi(request, apiUrl, baseURL!));
  },
  accountLogin: async ({ page }, use) => {
    await use(new AccountLoginPage(page));
  },
  appConfig: async ({ request, apiUrl }, use) => {
    let patched = false;
    const reset = async () => {
      patched = false;
      expect((await request.delete(`${apiUrl}/__mock/app-config`)).status()).toBe(200);
    };
    await use({
      patch: async (override) => {
        patched = true;
        const answer = await request.patch(`${apiUrl}/__mock/app-config`, { data: override });
        expect(answer.status(), await answer.text()).toBe(200);
      },
      reset,
    });
    if (patched) await reset();
  },
});

export { expect };

/** The page after hydration: the client scope exists once the entry module has run. */
export const waitForHydration = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
};

/** Holds back the page's requests that match `pattern` until the returned function is called, as on a slow line. */
export const holdRequests = (page: Page, pattern: RegExp): (() => void) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
};

/**
 * Holds back the page's scripts that match `pattern` (by default all of the build's): the test acts on the server's
 * page before it hydrates, or before a part has loaded.
 */
export const holdScripts = (page: Page, pattern: RegExp = /\/assets\/[^/]+\.js$/): (() => void) =>
  holdRequests(page, pattern);

/**
 * `holdScripts` until the answer to a form the shopper sends before hydration is there: the scripts of the page
 * being opened, and of the answer, come once the document that answers the page's form post has its DOM. So the form
 * certainly went to the server as a document, however fast or slow the machine is. (Navigations are not counted:
 * React Router's scroll restoration replaces the history entry before any module runs.) The returned function lets
 * the scripts in at once, for a test that sends nothing.
 */
export const holdScriptsUntilAnswer = (page: Page): (() => void) => {
  const release = holdScripts(page);
  let posted = false;
  const onRequest = (request: Request) => {
    posted ||= request.isNavigationRequest() && request.frame() === page.mainFrame() && request.method() === 'POST';
  };
  const letIn = () => {
    page.off('request', onRequest);
    page.off('domcontentloaded', onAnswer);
    release();
  };
  const onAnswer = () => {
    if (posted) letIn();
  };
  page.on('request', onRequest);
  page.on('domcontentloaded', onAnswer);
  return letIn;
};

/**
 * Stops the page's clock (installed with `page.clock.install()`) where it is now, so the test moves it on with
 * `runFor`: the page's own timers then fire exactly when their time is up, however slow the machine is.
 */
export const pauseClock = async (page: Page): Promise<void> => {
  // The page's time moves on while the test asks for it: a step a little ahead, again if it was passed meanwhile.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      return;
    } catch (error) {
      if (attempt === 4 || !String(error).includes('to the past')) throw error;
    }
  }
};
