// Search, account and cart entry points of the header. The panels they open are drawn by the shop layout. The
// account button opens the account panel for a logged-in customer and goes to /account/login otherwise (spec §2).
import { Link } from 'react-router';
import { useUnit } from 'effector-react';
import { $isAuthenticated, $openPanel, panelOpened } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { UserIcon } from './icons';
import { CartButton } from './cart-button';
import { AccountPanel, preloadOnIntent } from './panels';

function AccountButton() {
  const t = useT();
  const [isAuthenticated, openPanel, open] = useUnit([$isAuthenticated, $openPanel, panelOpened]);
  if (!isAuthenticated) {
    return (
      <Link to="/account/login" className="icon-button" aria-label={t('shell.account')}>
        <UserIcon />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('shell.account')}
      aria-haspopup="dialog"
      aria-expanded={openPanel?.name === 'account'}
      {...preloadOnIntent(AccountPanel)}
      onClick={() => open({ name: 'account' })}
    >
      <UserIcon />
    </button>
  );
}

export function HeaderTools() {
  return (
    <div className="header-tools">
      <AccountButton />
      <CartButton />
    </div>
  );
}
