// The account menu (spec §2): which items show for which settings, and which paths the settings switch off.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_MENU, accountMenuItemOf, accountMenuOf, isAccountPathEnabled } from './menu';

const names = (settings: Parameters<typeof accountMenuOf>[0]) => accountMenuOf(settings).map(({ item }) => item);

describe('the account menu', () => {
  it('shows overview, orders, invoices and information by default (tickets and returns off)', () => {
    expect(names(null)).toEqual(['overview', 'orders', 'invoices', 'information']);
    expect(names(DEFAULT_ACCOUNT_MENU)).toEqual(['overview', 'orders', 'invoices', 'information']);
  });

  it('follows the settings, in the menu order, with Returns as an item without a link', () => {
    const all = { overview: true, orders: true, tickets: true, invoices: true, returns: true, information: true };
    expect(accountMenuOf(all)).toEqual([
      { item: 'overview', path: '/account/overview' },
      { item: 'orders', path: '/account/orders' },
      { item: 'tickets', path: '/account/tickets' },
      { item: 'invoices', path: '/account/invoices' },
      { item: 'returns', path: null },
      { item: 'information', path: '/account/information' },
    ]);
    expect(names({ ...all, orders: false, information: false })).toEqual([
      'overview',
      'tickets',
      'invoices',
      'returns',
    ]);
  });

  it.each([
    ['/account/overview', 'overview'],
    ['/account/orders', 'orders'],
    ['/account/orders/', 'orders'],
    ['/account/orders/ord-80001-paid', 'orders'],
    ['/account/ordersx', null],
    ['/account/tickets/T-3001', 'tickets'],
    ['/account/addresses', null],
    ['/account/login', null],
  ])('%s belongs to %s', (path, item) => {
    expect(accountMenuItemOf(path)).toBe(item);
  });

  it('switches off the pages of items that are off, never pages outside the menu', () => {
    const noOrders = { ...DEFAULT_ACCOUNT_MENU, orders: false };
    expect(isAccountPathEnabled(noOrders, '/account/orders')).toBe(false);
    expect(isAccountPathEnabled(noOrders, '/account/orders/ord-80002-open')).toBe(false);
    expect(isAccountPathEnabled(noOrders, '/account/overview')).toBe(true);
    expect(isAccountPathEnabled(null, '/account/tickets')).toBe(false);
    expect(isAccountPathEnabled(null, '/account/addresses')).toBe(true);
  });
});
