// The account menu (spec §2 Account menu): the items the config's settings switch on, the page's own item
// marked current, Returns as text without a link, and logout. Business customers (a company name on the
// session) get the business layout: the menu at most 320 px wide with two items per column (docs/account.md).
// Logout is a form: before and without JavaScript it goes to /account/logout (routes/account-logout.tsx).
import { Form, NavLink } from 'react-router';
import { useStoreMap } from 'effector-react';
import { useUnit } from '~/effector/use-unit';
import { accountMenuOf } from '@etalage/domain/account';
import { $appConfig } from '@etalage/domain/app';
import { $session, logoutRequested } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { INTENT_FIELD } from '~/effector/route';

export const LOGOUT_INTENT = 'logout';
/** The route whose action logs out (it shows no page of its own). */
export const LOGOUT_PATH = '/account/logout';

/**
 * Logout (spec §4 Session), shared with the account panel. After hydration the session model logs out in the
 * browser; before it, the form goes to the logout route, which does the same and answers 303.
 */
export function LogoutButton({ className }: { className: string }) {
  const t = useT();
  const logout = useUnit(logoutRequested);
  return (
    <Form
      method="post"
      action={LOGOUT_PATH}
      className="button-form"
      onSubmit={(event) => {
        event.preventDefault();
        logout();
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={LOGOUT_INTENT} />
      <button type="submit" className={className}>
        {t('account.logout')}
      </button>
    </Form>
  );
}

/** The menu items the settings switch on (spec §2), as links; Returns as text. Shared with the account panel. */
export function AccountMenuItems() {
  const t = useT();
  const items = useStoreMap($appConfig, (config) => accountMenuOf(config?.settings.accountMenu));
  return (
    <ul className="account-menu__items">
      {items.map(({ item, path }) => (
        <li key={item}>
          {path === null ? (
            <span className="account-menu__item account-menu__item--text">{t(`account.menu.${item}`)}</span>
          ) : (
            <NavLink className="account-menu__item" to={path} end={item === 'overview'}>
              {t(`account.menu.${item}`)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

export function AccountMenu({ business }: { business: boolean }) {
  const t = useT();
  return (
    <nav className={`account-menu${business ? ' account-menu--business' : ''}`} aria-label={t('account.menu.label')}>
      <AccountMenuItems />
      <LogoutButton className="button button--quiet account-menu__logout" />
    </nav>
  );
}

/** Whether the customer gets the business layout (spec §2 Layouts, §1 business fields). */
export const useIsBusiness = (): boolean =>
  useStoreMap($session, (session) => (session?.companyName ?? '').trim() !== '');
