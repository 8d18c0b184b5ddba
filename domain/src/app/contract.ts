// App config (spec §3 App config, §7 POST /api/v2/app): everything the shell needs before it renders.
import * as t from 'io-ts';
import { Locale, SORTS, nullable, oneOf, success } from '../shared';

/** One of `SORTS` (shared/guards.ts, which the browser's modules read without the codec). */
export const Sort = oneOf(SORTS, 'Sort');
export type Sort = t.TypeOf<typeof Sort>;

export interface MenuItem {
  id: string;
  title: string;
  /** Site-relative path (`/vloerkleden`) or an absolute https URL that leaves the site. Empty: a heading only. */
  url: string;
  children: MenuItem[];
}
export const MenuItem: t.Type<MenuItem> = t.recursion('MenuItem', () =>
  t.type({ id: t.string, title: t.string, url: t.string, children: t.array(MenuItem) }),
);

export const Menu = t.type({ desktop: t.array(MenuItem), mobile: t.array(MenuItem) }, 'Menu');
export type Menu = t.TypeOf<typeof Menu>;

export const AccountMenuSettings = t.type(
  {
    overview: t.boolean,
    orders: t.boolean,
    tickets: t.boolean,
    invoices: t.boolean,
    returns: t.boolean,
    information: t.boolean,
  },
  'AccountMenuSettings',
);
export type AccountMenuSettings = t.TypeOf<typeof AccountMenuSettings>;

export const AppStatus = t.keyof({ active: null, inactive: null }, 'AppStatus');
export type AppStatus = t.TypeOf<typeof AppStatus>;

/**
 * Spec §3: the app config names `logoUrl`, the site settings read `logoUrl.max`. The API may send the logo as one
 * URL or as its sizes; `max` is the one every size has, and the one the storefront shows (`logoSrcOf`).
 */
export const LogoSizes = t.type({ max: t.string }, 'LogoSizes');
export type LogoSizes = t.TypeOf<typeof LogoSizes>;
export const LogoUrl = t.union([t.string, LogoSizes], 'LogoUrl');
export type LogoUrl = t.TypeOf<typeof LogoUrl>;

export const StockDisplayType = t.keyof({ exact: null, indicator: null }, 'StockDisplayType');

export const AppConfig = t.type(
  {
    app: t.type({ name: t.string }),
    organizationName: t.string,
    status: AppStatus,
    paymentMethods: t.array(t.string),
    deliveryMethods: t.array(t.string),
    logoUrl: LogoUrl,
    faviconUrl: t.string,
    termsConditionsUrl: t.string,
    appUrl: t.string,
    /** `html`: the language of the shop's content; `app`: the UI locales on offer. */
    languages: t.type({ html: t.string, app: t.array(Locale) }),
    display: t.type({
      locale: Locale,
      currency: t.type({ defaultCurrency: t.literal('EUR'), state: t.boolean }),
      priceDecimals: t.number,
      priceExclVat: t.boolean,
      /** Show a zero price as 'Gratis' (spec §9). */
      zeroPriceAsFree: t.boolean,
      sorting: t.type({ sortBy: Sort }),
      cookieWall: t.type({ state: t.boolean, scripts: t.boolean }),
    }),
    support: t.type({
      phoneNumber: t.string,
      whatsappNumber: nullable(t.string),
      reviewUrl: t.string,
      reviewScore: t.number,
    }),
    stock: t.type({ displayType: StockDisplayType, state: t.boolean, lowStockThreshold: t.number }),
    navigation: t.type({ expandItems: t.boolean }),
    menus: t.type({ navigation: Menu, footer: Menu }),
    content: t.type({ category: t.type({ filters: t.type({ showMoreTreshold: t.number }) }) }),
    filters: t.type({ displayPriceFilter: t.boolean }),
    settings: t.type({
      coupons: t.boolean,
      customerCare: t.boolean,
      appContent: t.boolean,
      accountMenu: AccountMenuSettings,
      /**
       * Spec §9 deposit (default off, 20 %): on, made-to-measure lines are paid `customOrderLinePaymentPercentage`
       * at checkout and the rest on delivery, as the order's outstanding amount. `partialPayment` (default off)
       * would let a customer pay part of any open amount; not offered (docs/product.md "Deposit").
       */
      deposit: t.type({ state: t.boolean, customOrderLinePaymentPercentage: t.number, partialPayment: t.boolean }),
    }),
    returnPolicy: t.type({ returnDays: t.number }),
  },
  'AppConfig',
);
export type AppConfig = t.TypeOf<typeof AppConfig>;

export const AppRequest = t.exact(t.partial({ locale: Locale }), 'AppRequest');
export type AppRequest = t.TypeOf<typeof AppRequest>;
export const AppReply = success(AppConfig, 'AppReply');
export type AppReply = t.TypeOf<typeof AppReply>;
