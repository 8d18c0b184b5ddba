// The account menu (spec §2 Account menu, §3 App config settings flags): Overview, Orders, Tickets, Invoices,
// Returns (shown without a link) and Information, each switched by the config's `settings.accountMenu`, with the
// spec's defaults while the config is unknown. A route whose item is off answers 404 (docs/account.md).
import type { AccountMenuSettings } from '../app/contract';

export type AccountMenuItemName = keyof AccountMenuSettings;

export interface AccountMenuItem {
  item: AccountMenuItemName;
  /** null: shown as text without a link (Returns). */
  path: string | null;
}

export const ACCOUNT_MENU: readonly AccountMenuItem[] = [
  { item: 'overview', path: '/account/overview' },
  { item: 'orders', path: '/account/orders' },
  { item: 'tickets', path: '/account/tickets' },
  { item: 'invoices', path: '/account/invoices' },
  { item: 'returns', path: null },
  { item: 'information', path: '/account/information' },
];

/** Spec §2: overview, orders, invoices and information on; tickets and returns off. */
export const DEFAULT_ACCOUNT_MENU: AccountMenuSettings = {
  overview: true,
  orders: true,
  tickets: false,
  invoices: true,
  returns: false,
  information: true,
};

/** The items the settings switch on, in the menu's order. */
export const accountMenuOf = (settings: AccountMenuSettings | null | undefined): AccountMenuItem[] =>
  ACCOUNT_MENU.filter(({ item }) => (settings ?? DEFAULT_ACCOUNT_MENU)[item]);

/** The menu item a path belongs to ('/account/orders/ord-1' → orders), or null for pages outside the menu. */
export const accountMenuItemOf = (pathname: string): AccountMenuItemName | null => {
  const path = pathname.replace(/\/+$/, '');
  const found = ACCOUNT_MENU.find(
    (entry) => entry.path !== null && (path === entry.path || path.startsWith(`${entry.path}/`)),
  );
  return found?.item ?? null;
};

/** Whether the settings let a path of the account area be shown (pages outside the menu always are). */
export const isAccountPathEnabled = (settings: AccountMenuSettings | null | undefined, pathname: string): boolean => {
  const item = accountMenuItemOf(pathname);
  return item === null || (settings ?? DEFAULT_ACCOUNT_MENU)[item];
};
