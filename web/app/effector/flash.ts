// The notices of a form sent without JavaScript that the action answers with a 303: they go along in a cookie
// that the next page's render reads once (docs/decisions/forms-before-javascript.md). The action writes it, the
// root middleware reads and deletes it.
import type { Scope } from 'effector';
import { $notifications, carriedNotices, noticesCarried, type NotificationInput } from '@etalage/domain/shell';
import { isPrivatePath } from '~/server/http-policy';

export const FLASH_COOKIE = 'flash';
/** Long enough for the browser to follow the 303; a cookie left behind says nothing a minute later. */
export const FLASH_MAX_AGE_S = 60;

/** The ids of the notices a scope shows now: what a form's events add comes after. */
export const shownNotices = (scope: Scope): Set<number> => new Set(scope.getState($notifications).map(({ id }) => id));

/**
 * The cookie value that carries the notices shown since `before` to the page at `to`; null when there are none,
 * or when `to` is a page shared caches may answer (only the account, the cart and the checkout never are).
 */
export const flashValue = (scope: Scope, before: Set<number>, to: string): string | null => {
  if (!isPrivatePath(new URL(to, 'https://shop.invalid').pathname)) return null;
  const added = scope.getState($notifications).filter(({ id }) => !before.has(id));
  return added.length === 0 ? null : JSON.stringify(carriedNotices(added));
};

/** The notices a flash cookie carries; null for none, or for a value this storefront did not write. */
export const readFlash = (value: string | undefined): NotificationInput[] | null => {
  if (!value) return null;
  try {
    return noticesCarried(JSON.parse(value));
  } catch {
    return null;
  }
};
