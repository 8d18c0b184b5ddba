// What every page of the account layout shares (spec §2): the `authenticated-account` guard, 404 when the
// settings switch the page's menu item off, and a noindex title.
import type { Scope } from 'effector';
import { isAccountPathEnabled } from '@etalage/domain/account';
import { $appConfig } from '@etalage/domain/app';
import type { RouteArgs } from '~/effector/route';

/** The page is shown only when its account menu item is on (pages outside the menu always are). */
export const accountPageAvailable = (scope: Scope, { url }: RouteArgs): boolean =>
  isAccountPathEnabled(scope.getState($appConfig)?.settings.accountMenu, url.pathname);

/** `?page=` of a list: a whole number from 1, else null (the route answers 404). */
export const listPageOf = (url: URL): number | null => {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
};
