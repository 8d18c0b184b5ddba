// @vitest-environment jsdom
// The shop's logo (spec §3 Site settings `logoUrl.max`) where a shopper sees it: the header and the checkout's slim
// header show the largest size the site settings give (or their one URL); a config without a logo leaves the home
// link its name and no broken image; a logo the contract refuses makes the shop unreachable, not a crash.
import { renderToStaticMarkup } from 'react-dom/server';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { $appConfig, $appState, appStarted, type AppConfig } from '@etalage/domain/app';
import { $api, createApiClient, type FetchLike } from '@etalage/domain/api';
import { replyContracts } from '@etalage/domain/api/contracts';
import { $locale, $messages, loadBundle } from '@etalage/domain/i18n';
import { buildAppConfig } from '@etalage/fixtures';
import { fetchAppConfigFx } from '../../domain/src/app/model';
import { Header } from '../app/components/header';
import { CheckoutChrome } from '../app/features/checkout/checkout-chrome';

const render = async (logoUrl: AppConfig['logoUrl'], element: React.ReactNode) => {
  const scope = fork({
    values: [
      [$locale, 'nl-NL'],
      [$messages, await loadBundle('nl-NL')],
      [$appConfig, { ...buildAppConfig(), logoUrl }],
    ],
  });
  const html = renderToStaticMarkup(
    <Provider value={scope}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </Provider>,
  );
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return body.querySelector<HTMLAnchorElement>('a.site-header__logo')!;
};

describe.each([
  ['the header', <Header key="header" />],
  ['the checkout header', <CheckoutChrome key="checkout">{null}</CheckoutChrome>],
])('the logo in %s', (_, element) => {
  it.each([
    ['the largest size', { max: '/media/logo.svg?size=max' }, '/media/logo.svg?size=max'],
    ['the one URL', '/media/logo.svg', '/media/logo.svg'],
  ])('shows %s of the site settings, linking home', async (_, logoUrl, src) => {
    const link = await render(logoUrl, element);
    expect(link.getAttribute('href')).toBe('/');
    expect(link.getAttribute('aria-label')).toMatch(/Etalage/);
    expect(link.querySelector('img')?.getAttribute('src')).toBe(src);
  });

  it('is the home link by name alone when the config names no logo', async () => {
    const link = await render({ max: '' }, element);
    expect(link.getAttribute('aria-label')).toMatch(/Etalage/);
    expect(link.querySelector('img')).toBeNull();
  });
});

describe('a logo the contract refuses', () => {
  // As the server reads the config (in the browser, the /api proxy answers such a reply 502).
  it('fails the config load with an error naming the field, and the shop shows as unreachable', async () => {
    const data = { ...buildAppConfig(), logoUrl: { medium: '/media/logo.svg' } };
    const fetch: FetchLike = async () => ({
      status: 200,
      text: async () => JSON.stringify({ status: 'success', data }),
    });
    const scope = fork({
      values: [[$api, createApiClient({ baseUrl: 'http://api', fetch, contracts: replyContracts })]],
    });
    const failures: unknown[] = [];
    const unwatch = fetchAppConfigFx.failData.watch((error) => failures.push(error));
    await allSettled(appStarted, { scope, params: { locale: 'nl-NL' } });
    unwatch();
    expect(scope.getState($appState)).toBe('unreachable');
    expect(scope.getState($appConfig)).toBeNull();
    expect(String(failures[0])).toBe(
      'ApiError: Unexpected reply from /api/v2/app: data.logoUrl must be string; data.logoUrl.max is required',
    );
  });

  it('shows the shop as unreachable in the browser too, where the /api proxy answered the reply 502', async () => {
    const fetch: FetchLike = async () => ({
      status: 502,
      text: async () => JSON.stringify({ status: 'error', message: 'api_reply_invalid' }),
    });
    const scope = fork({ values: [[$api, createApiClient({ baseUrl: '', fetch })]] });
    await allSettled(appStarted, { scope, params: { locale: 'nl-NL' } });
    expect(scope.getState($appState)).toBe('unreachable');
    expect(scope.getState($appConfig)).toBeNull();
  });
});
