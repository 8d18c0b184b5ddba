// A QA session of the mock API follows the browser through the storefront: the `mock-session` cookie reaches the
// mock on server renders and on the /api calls the storefront forwards, and so does an X-Mock-Session header sent
// to the storefront. What is armed in a session shows only there: another browser on the same stack sees the
// shared default.
import { consentCookie, test, expect } from '../support/fixtures';

// This spec chooses sessions itself: its browsers and requests carry none of the worker's.
test.use({ extraHTTPHeaders: {} });

test('the storefront shows the state of the QA session its cookie or header names, and only there', async ({
  browser,
  request,
  apiUrl,
  baseURL,
}) => {
  const created = await request.post(`${apiUrl}/__mock/sessions`, { data: { name: 'e2e: session forwarding' } });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { session: { id: string } }).session;
  const armed = await request.post(`${apiUrl}/__mock/scenarios`, {
    data: { name: 'app-inactive' },
    headers: { 'x-mock-session': id },
  });
  expect(armed.status()).toBe(200);

  const inSession = await browser.newContext({ baseURL });
  await inSession.addCookies([{ name: 'mock-session', value: id, url: baseURL! }, consentCookie(baseURL!)]);
  const page = await inSession.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Inactief' })).toBeVisible();

  // The /api calls the storefront forwards carry the cookie too.
  const app = await page.request.post('/api/v2/app', { data: {} });
  expect(((await app.json()) as { data: { status: string } }).data.status).toBe('inactive');
  expect(app.headers()['x-mock-session']).toBe(id);

  // A header on a request to the storefront works like the cookie for its server render.
  const rendered = await request.get(`${baseURL}/`, { headers: { 'x-mock-session': id } });
  expect(await rendered.text()).toContain('Inactief');

  const elsewhere = await browser.newContext({ baseURL });
  await elsewhere.addCookies([consentCookie(baseURL!)]);
  const other = await elsewhere.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Inactief' })).toHaveCount(0);
  await expect(other.getByRole('banner')).toBeVisible();

  await Promise.all([inSession.close(), elsewhere.close()]);
  expect((await request.delete(`${apiUrl}/__mock/sessions/${id}`)).status()).toBe(200);
});
