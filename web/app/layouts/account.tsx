// The account layout (spec §2 Layouts: account, business): the account menu beside the page, or above it on
// phones. A business customer gets the business variant (docs/account.md). Its pages use the
// `authenticated-account` guard, and a page whose menu item the settings switch off answers 404.
import { Outlet } from 'react-router';
import { AccountMenu, useIsBusiness } from '~/components/account-menu';

export default function AccountLayout() {
  const business = useIsBusiness();
  return (
    <div className={`account-layout${business ? ' account-layout--business' : ''}`}>
      <AccountMenu business={business} />
      <div className="account-layout__page">
        <Outlet />
      </div>
    </div>
  );
}
