// The account panel (spec §2 Panels: account): name and company, customer number, the Active/Inactive badge, the
// account menu items the settings switch on, and logout. Opened from the header's account button by a logged-in
// customer (a logged-out visitor's account button goes to /account/login). Loaded when first opened (./panels).
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import { $session } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { Panel } from './panel';
import { AccountMenuItems, LogoutButton } from './account-menu';

export function AccountPanel() {
  const t = useT();
  const session = useUnit($session);
  return (
    <Panel name="account" title={t('account.menu.label')} className="account-panel">
      {session ? (
        <div className="account-panel__body">
          <div className="account-panel__who">
            <p className="account-panel__name">
              {session.firstName} {session.lastName}
            </p>
            {session.companyName ? <p>{session.companyName}</p> : null}
            <p>
              {t('account.overview.customerNumber')}: {session.customerId}{' '}
              <span className={`badge badge--${session.status ? 'active' : 'inactive'}`}>
                {t(session.status ? 'account.status.active' : 'account.status.inactive')}
              </span>
            </p>
          </div>
          <nav aria-label={t('account.panel.navigation')} className="account-menu account-menu--panel">
            <AccountMenuItems />
            <Link className="account-menu__item" to="/account/addresses">
              {t('addresses.title')}
            </Link>
          </nav>
          <LogoutButton className="button account-panel__logout" />
        </div>
      ) : null}
    </Panel>
  );
}
