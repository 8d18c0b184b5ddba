import { describe, expect, it } from 'vitest';
import { guardRedirect, loginPathReturningTo, safeReturnPath, type GuardName } from './lib';

describe('safeReturnPath: only pages of this site', () => {
  it.each<[string | null | undefined, string | null]>([
    ['/account/orders', '/account/orders'],
    ['/account/orders/42?tab=lines#vat', '/account/orders/42?tab=lines#vat'],
    ['/vloerkleden/Kleur:Rood%2C%20donker', '/vloerkleden/Kleur:Rood%2C%20donker'],
    ['/a/../account/orders', '/account/orders'],
    [null, null],
    [undefined, null],
    ['', null],
    ['account/orders', null],
    ['https://evil.example/account', null],
    ['//evil.example/account', null],
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['/\t/evil.example', null],
    ['javascript:alert(1)', null],
    [' /account/orders', null],
    ['/account/login', null],
    ['/account/login?redirect=/account/orders', null],
    [`/${'a'.repeat(2048)}`, null],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('loginPathReturningTo', () => {
  it('names the page in ?redirect, encoded', () => {
    expect(loginPathReturningTo('/account/orders?page=2')).toBe(
      '/account/login?redirect=%2Faccount%2Forders%3Fpage%3D2',
    );
  });
  it('drops a page it may not return to', () => {
    expect(loginPathReturningTo('//evil.example')).toBe('/account/login');
  });
});

describe('guardRedirect (spec §2 guards)', () => {
  it.each<[GuardName, boolean, string, string | null]>([
    ['auth', false, '/account/login', null],
    ['auth', true, '/account/login', '/account/overview'],
    ['auth', true, '/account/login?redirect=%2Faccount%2Forders', '/account/orders'],
    ['auth', true, '/account/login?redirect=https%3A%2F%2Fevil.example', '/account/overview'],
    ['authenticated', true, '/account/orders', null],
    ['authenticated', false, '/wishlist', '/account/login?redirect=%2Fwishlist'],
    ['authenticated-account', true, '/account/overview', null],
    [
      'authenticated-account',
      false,
      '/account/orders?page=2',
      '/account/login?redirect=%2Faccount%2Forders%3Fpage%3D2',
    ],
  ])('%s, logged in %s, on %s → %j', (guard, isAuthenticated, path, expected) => {
    const url = new URL(path, 'https://shop.example');
    expect(guardRedirect(guard, { isAuthenticated, pathname: url.pathname, search: url.search })).toBe(expected);
  });
});
