// The app config's logo (spec §3: the app config names `logoUrl`, the site settings read `logoUrl.max`): one URL
// or the logo by size; anything else is a decode error that names the field and both shapes it may take.
import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decodeOrThrow } from '../shared';
import { AppConfig, LogoUrl } from './contract';

describe('LogoUrl (spec §3 logoUrl, logoUrl.max)', () => {
  it('is the codec the app config reads its logo with', () => {
    expect(AppConfig.props.logoUrl).toBe(LogoUrl);
  });

  it.each([
    ['one URL', '/media/logo.svg'],
    ['the logo by size', { max: '/media/logo.svg?size=max' }],
    ['more sizes than max', { max: '/logo-max.svg', medium: '/logo-medium.svg' }],
  ])('takes %s', (_, value) => {
    expect(isRight(LogoUrl.decode(value))).toBe(true);
  });

  it.each([
    ['a number', 42, 'logoUrl must be string'],
    ['null', null, 'logoUrl must be string'],
    ['sizes without max', { medium: '/logo.svg' }, 'logoUrl must be string; logoUrl.max is required'],
    ['a max that is no URL', { max: 1 }, 'logoUrl must be string; logoUrl.max must be string'],
  ])('refuses %s, naming the field', (_, logoUrl, reasons) => {
    const field = t.type({ logoUrl: AppConfig.props.logoUrl });
    expect(() => decodeOrThrow(field, { logoUrl }, 'app')).toThrow(`Unexpected reply from app: ${reasons}`);
  });
});
