// @vitest-environment jsdom
// The customer's status badge (spec §2 Account panel: 'status badge Active/Inactive', §3 accountStatus) in the
// account panel and on the overview, for an active and an inactive customer, in both languages.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { $appConfig } from '@etalage/domain/app';
import { $locale, $messages, loadBundle } from '@etalage/domain/i18n';
import { $isAuthenticated, $session, type AccountSession } from '@etalage/domain/session';
import { type Locale } from '@etalage/domain/shared';
import { $openPanel } from '@etalage/domain/shell';
import { buildAppConfig } from '@etalage/fixtures';
import { AccountPanel } from '../app/components/account-panel';
import { AccountOverviewPage } from '../app/features/account/overview-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const session = (status: boolean): AccountSession => ({
  id: 'c1',
  customerId: '100777',
  firstName: 'Noor',
  lastName: 'Jansen',
  companyName: null,
  emailAddress: 'noor@example.com',
  phoneNumber: '0612345678',
  status,
  addresses: { invoice: [], delivery: [] },
  defaultDeliveryAddressId: null,
  isAuthenticated: true,
});

const scopeOf = async (locale: Locale, status: boolean): Promise<Scope> =>
  fork({
    values: [
      [$locale, locale],
      [$messages, await loadBundle(locale, ['account'])],
      [$appConfig, buildAppConfig()],
      [$session, session(status)],
      [$isAuthenticated, true],
      [$openPanel, { name: 'account', data: null }],
    ],
  });

const badge = (root: ParentNode) => root.querySelector('.badge')?.textContent;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The open account panel (a portal into the body, so rendered in a document). */
const openPanel = async (locale: Locale, status: boolean) => {
  const scope = await scopeOf(locale, status);
  const router = createMemoryRouter([{ path: '/', element: <AccountPanel /> }]);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <Provider value={scope}>
        <RouterProvider router={router} />
      </Provider>,
    ),
  );
  return document.body;
};

const overview = async (locale: Locale, status: boolean) => {
  const scope = await scopeOf(locale, status);
  const router = createMemoryRouter([{ path: '/', element: <AccountOverviewPage /> }]);
  const html = renderToStaticMarkup(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
};

describe('the account status badge', () => {
  it.each([
    ['nl-NL', true, 'Actief'],
    ['nl-NL', false, 'Inactief'],
    ['en-US', true, 'Active'],
    ['en-US', false, 'Inactive'],
  ] as const)('in the account panel (%s, active: %s): %s', async (locale, status, text) => {
    const body = await openPanel(locale, status);
    expect(body.querySelector('.account-panel')).not.toBeNull();
    expect(badge(body)).toBe(text);
    expect(body.querySelector(`.badge--${status ? 'active' : 'inactive'}`)).not.toBeNull();
  });

  it.each([
    ['nl-NL', false, 'Inactief'],
    ['en-US', false, 'Inactive'],
    ['nl-NL', true, 'Actief'],
  ] as const)('on the overview (%s, active: %s): %s', async (locale, status, text) => {
    const page = await overview(locale, status);
    expect(badge(page)).toBe(text);
    expect(page.querySelector(`.badge--${status ? 'active' : 'inactive'}`)).not.toBeNull();
  });
});
