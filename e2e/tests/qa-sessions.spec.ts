// QA sessions keep testers and test workers apart (docs/qa-scenarios.md "Isolated sessions"): every worker of
// this suite runs in a session of its own, and two sessions logged in as the same named customer never see each
// other's cart or orders, through the API or in the storefront.
import { consentCookie, test, expect } from '../support/fixtures';
import { ShopperApi } from '../support/shopper';

interface CartReply {
  data: { cUid: string; lines: { productId?: string; product?: { id: string } }[] };
}
interface OrdersList {
  data: { uid: string }[];
}

test('two QA sessions logged in as the same named customer keep their own cart and orders', async ({
  browser,
  playwright,
  mockSession,
  apiUrl,
  baseURL,
  named,
}) => {
  const mine = await playwright.request.newContext({ extraHTTPHeaders: { 'x-mock-session': mockSession } });
  const created = await mine.post(`${apiUrl}/__mock/sessions`, { data: { name: 'e2e: the other tester' } });
  expect(created.status()).toBe(201);
  const otherSession = ((await created.json()) as { session: { id: string } }).session.id;
  const theirs = await playwright.request.newContext({ extraHTTPHeaders: { 'x-mock-session': otherSession } });

  const here = new ShopperApi(mine, apiUrl, baseURL!);
  const there = new ShopperApi(theirs, apiUrl, baseURL!);
  const myToken = await here.login(named.customers.known);
  const theirToken = await there.login(named.customers.known);

  const cartOf = async (request: typeof mine, token: string) =>
    (
      (await (
        await request.post(`${apiUrl}/api/v2/account/cart/state`, {
          data: {},
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as CartReply
    ).data;
  const ordersOf = async (request: typeof mine, token: string) =>
    (
      (await (
        await request.get(`${apiUrl}/api/v2/account/orders`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as OrdersList
    ).data.map((order) => order.uid);
  // Earlier tests of this worker may have ordered as the named customer in its session: count from here.
  const myOrdersBefore = await ordersOf(mine, myToken);
  const theirOrdersBefore = await ordersOf(theirs, theirToken);

  // A cart and a paid order in this session.
  const cUid = await here.fillCart(myToken, {
    lines: [{ productId: named.products.simple.id, quantity: 2 }],
    shippingOptionId: 'nl-standard',
    paymentOptionId: 'ideal',
  });
  const { paymentUid } = await here.pay(myToken, cUid);
  await here.settle(paymentUid, 'pay');
  await here.fillCart(myToken, { lines: [{ productId: named.products.discounted.id, quantity: 1 }] });

  const myCart = await cartOf(mine, myToken);
  const theirCart = await cartOf(theirs, theirToken);
  expect(myCart.lines).toHaveLength(1);
  expect(theirCart.lines).toHaveLength(0);
  expect(theirCart.cUid).not.toBe(myCart.cUid);
  const myOrders = await ordersOf(mine, myToken);
  const newOrders = myOrders.filter((uid) => !myOrdersBefore.includes(uid));
  expect(newOrders).toHaveLength(1);
  const theirOrders = await ordersOf(theirs, theirToken);
  expect(theirOrders).toEqual(theirOrdersBefore);
  expect(theirOrders).not.toContain(newOrders[0]);

  // The storefront shows each browser its own session's cart.
  const view = async (session: string, token: string) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-mock-session': session } });
    await context.addCookies([{ name: 'auth_token', value: token, url: baseURL! }, consentCookie(baseURL!)]);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return { context, cartButton: page.getByRole('link', { name: /^Winkelwagen/ }) };
  };
  const a = await view(mockSession, myToken);
  const b = await view(otherSession, theirToken);
  await expect(a.cartButton).toHaveAccessibleName('Winkelwagen, 1 product');
  await expect(b.cartButton).toHaveAccessibleName('Winkelwagen, leeg');

  await Promise.all([a.context.close(), b.context.close()]);
  expect((await mine.delete(`${apiUrl}/__mock/sessions/${otherSession}`)).status()).toBe(200);
  await Promise.all([mine.dispose(), theirs.dispose()]);
});

test("every test of a worker runs in the worker's session", async ({ request, apiUrl, mockSession }) => {
  const answer = await request.post(`${apiUrl}/api/v2/app`, { data: {} });
  expect(answer.headers()['x-mock-session']).toBe(mockSession);
});
