import { describe, expect, it } from 'vitest';
import { isWellEncodedPath, trailingSlashTarget } from '../app/lib/paths';

describe('trailingSlashTarget (spec §2, and never off the site)', () => {
  it.each([
    ['/', '', null],
    ['/vloerkleden', '', null],
    ['/vloerkleden/', '', '/vloerkleden'],
    ['/vloerkleden/', '?page=2', '/vloerkleden?page=2'],
    ['/product/1/kleed//', '', '/product/1/kleed'],
    // Open-redirect attempts: a Location starting with two slashes (or a slash and a backslash) would leave the site.
    ['//evil.example/', '', '/evil.example'],
    ['//evil.example//', '?a=1', '/evil.example?a=1'],
    ['///', '', '/'],
    ['//', '', '/'],
    ['/\\evil.example/', '', '/evil.example'],
    ['/\\/evil.example/', '', '/evil.example'],
    ['/vloerkleden\\', '', '/vloerkleden'],
  ])('%s%s → %s', (pathname, search, target) => {
    const answer = trailingSlashTarget(pathname, search);
    expect(answer).toBe(target);
    if (answer !== null) expect(answer).toMatch(/^\/(?![/\\])/);
  });
});

describe('isWellEncodedPath', () => {
  it.each([
    ['/vloerkleden', true],
    ['/boucl%C3%A9', true],
    ['/%E0%A4%A', false],
    ['/vloerkleden%', false],
    ['/%ZZ', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isWellEncodedPath(pathname)).toBe(expected);
  });
});
