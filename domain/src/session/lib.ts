// Pure rules of the session: where the account pages are, the named route guards of spec §2, and which
// return-to paths a login may follow (only paths on this site: a link must not log a shopper in and then
// send them to another site).

export const ACCOUNT_LOGIN_PATH = '/account/login';
export const ACCOUNT_OVERVIEW_PATH = '/account/overview';
/** Spec §2 public account pages. Paths live here, apart from the models, so a link costs no model's code. */
export const REGISTER_PATH = '/account/register';
export const RESET_PATH = '/account/reset';
/** The reset link's token: `/account/reset?token=`. */
export const RESET_TOKEN_PARAM = 'token';
/** Where a reset link was sent, on the page that follows a form sent without JavaScript: `/account/reset?sent=`. */
export const RESET_SENT_PARAM = 'sent';
/** The query parameter of the login page that names the page to come back to after login. */
export const RETURN_TO_PARAM = 'redirect';

/**
 * Spec §2 names the guards; what they do is our design (docs/architecture.md):
 *
 * | guard                   | for                                         | when it stops the visitor            |
 * | ----------------------- | ------------------------------------------- | ------------------------------------ |
 * | `auth`                  | pages for visitors: login, register, reset  | logged in: 303 to the `?redirect=`   |
 * |                         |                                             | path, or to /account/overview        |
 * | `authenticated`         | a customer's page outside the account area  | anonymous: 303 to /account/login,    |
 * | `authenticated-account` | the account area (account layout)           | which comes back after login         |
 */
export type GuardName = 'auth' | 'authenticated' | 'authenticated-account';
export const GUARD_NAMES: readonly GuardName[] = ['auth', 'authenticated', 'authenticated-account'];

const MAX_RETURN_PATH_LENGTH = 2048;
// A base that no real page has: a path that resolves to another origin against it leaves the site.
const SITE = 'https://site.invalid';
// Backslashes (browsers read `/\evil.example` as `//evil.example`) and control characters are refused outright.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * The path a login may return to, or null: a site-relative path (`/account/orders?page=2`), never a
 * protocol-relative or absolute URL, never the login page itself (that would loop). Normalised the way a
 * browser resolves it, so what is checked is what is followed.
 */
export const safeReturnPath = (value: string | null | undefined): string | null => {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || url.pathname === ACCOUNT_LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The login page that comes back to `path` after a successful login. */
export const loginPathReturningTo = (path: string): string => {
  const back = safeReturnPath(path);
  return back === null ? ACCOUNT_LOGIN_PATH : `${ACCOUNT_LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
};

export interface GuardInput {
  isAuthenticated: boolean;
  pathname: string;
  /** The query string with its `?` (or empty). */
  search: string;
}

/** Where a guard sends the visitor (always with 303), or null when the page may be shown. */
export const guardRedirect = (guard: GuardName, { isAuthenticated, pathname, search }: GuardInput): string | null => {
  switch (guard) {
    case 'auth':
      return isAuthenticated
        ? (safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? ACCOUNT_OVERVIEW_PATH)
        : null;
    case 'authenticated':
    case 'authenticated-account':
      return isAuthenticated ? null : loginPathReturningTo(`${pathname}${search}`);
  }
};
