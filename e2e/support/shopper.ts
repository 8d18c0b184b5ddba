// Set-up through the mock API for what a test does not itself test: a fresh customer with a unique email, a
// login token, a cart with lines and checkout choices, a created and settled payment. Each test makes its own
// customer, so tests never share a cart or an account and can run in any order next to each other.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/** The storefront's login cookie (the domain's AUTH_TOKEN_COOKIE; e2e does not import the domain). */
export const AUTH_COOKIE = 'auth_token';

/** Meets the password rules of spec §5 (8 characters, upper and lower case, a digit). */
export const NEW_PASSWORD = 'Etalage2026!x';

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface CartSetup {
  lines: { productId: string; quantity: number }[];
  shippingOptionId?: string;
  paymentOptionId?: string;
}

/** An email nobody has used yet in this run of the mock API. */
export const uniqueEmail = (label = 'shopper'): string => `e2e-${label}-${randomUUID().slice(0, 12)}@example.com`;

export class ShopperApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly apiUrl: string,
    private readonly baseUrl: string,
  ) {}

  private async post<T>(path: string, data: object, token?: string): Promise<T> {
    const response = await this.request.post(`${this.apiUrl}${path}`, {
      data,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** Registers a Dutch customer (delivery address Julianastraat 2, 2012 ES Haarlem) with a unique email. */
  async register(label?: string): Promise<NewCustomer> {
    const customer: NewCustomer = {
      email: uniqueEmail(label),
      password: NEW_PASSWORD,
      firstName: 'Noor',
      lastName: 'Visser',
    };
    await this.post('/api/v2/account/register', {
      countryCode: 'NL',
      firstName: customer.firstName,
      lastName: customer.lastName,
      zipCode: '2012 ES',
      houseNumber: '2',
      streetName: 'Julianastraat',
      city: 'Haarlem',
      emailAddress: customer.email,
      phoneNumber: '06-12345678',
      password: customer.password,
    });
    return customer;
  }

  async login(customer: Pick<NewCustomer, 'email' | 'password'>): Promise<string> {
    const reply = await this.post<{ data: { authToken: string } }>('/api/v2/account/login', {
      email: customer.email,
      password: customer.password,
    });
    return reply.data.authToken;
  }

  /** The browser context is logged in with this token, as after a login (the storefront reads the cookie). */
  async signIn(context: BrowserContext, token: string): Promise<void> {
    await context.addCookies([{ name: AUTH_COOKIE, value: token, url: this.baseUrl }]);
  }

  /** Fills the customer's own cart and stores the checkout choices; answers its cUid. */
  async fillCart(token: string, setup: CartSetup): Promise<string> {
    const state = await this.post<{ data: { cUid: string } }>('/api/v2/account/cart/state', {}, token);
    const { cUid } = state.data;
    for (const item of setup.lines) await this.post('/api/v2/cart/lines', { cUid, item }, token);
    if (setup.shippingOptionId || setup.paymentOptionId) {
      await this.post(
        '/api/v2/cart',
        {
          cUid,
          ...(setup.shippingOptionId ? { shipping_option_id: setup.shippingOptionId } : {}),
          ...(setup.paymentOptionId ? { payment_option_id: setup.paymentOptionId } : {}),
        },
        token,
      );
    }
    return cUid;
  }

  /** Creates the payment of the cart, returning to the storefront's outcome page. */
  async pay(token: string, cUid: string): Promise<{ paymentUid: string; paymentUrl: string | null }> {
    const reply = await this.post<{ data: { paymentUid: string; paymentUrl: string | null } }>(
      '/api/v2/checkout/pay',
      { cUid, returnUrl: `${this.baseUrl}/checkout` },
      token,
    );
    return reply.data;
  }

  /** Presses a button of the hosted payment page without a browser. */
  async settle(paymentUid: string, action: 'pay' | 'cancel' | 'fail'): Promise<void> {
    const response = await this.request.post(`${this.apiUrl}/__mock/pay/${encodeURIComponent(paymentUid)}`, {
      form: { action },
      maxRedirects: 0,
    });
    expect(response.status(), `settling ${paymentUid}`).toBe(303);
  }
}
