// Search, account and cart entry points of the header. The panels they open are drawn by the shop layout.
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t';
import { UserIcon } from './icons';
import { CartButton } from './cart-button';

export function HeaderTools() {
  const t = useT();
  return (
    <div className="header-tools">
      <Link to="/account/login" className="icon-button" aria-label={t('shell.account')}>
        <UserIcon />
      </Link>
      <CartButton />
    </div>
  );
}
