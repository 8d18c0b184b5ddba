// Search, account and cart entry points of the header. The panels they open are drawn by the shop layout. The
// account button opens the account panel for a logged-in customer and goes to /account/login otherwise (spec §2).
// `/` opens the search modal from anywhere on the page except while typing in a field.
import { useCallback, useEffect } from 'react';
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import { $isAuthenticated } from '@etalage/domain/session';
import { $openPanel, panelClosed, panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { SearchIcon, UserIcon } from './icons';
import { CartButton } from './cart-button';
import { AccountPanel, SearchModal, preloadOnIntent } from './panels';
import { startTypeAhead } from './type-ahead';

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

/** Where a typed `/` is text, not the search shortcut. */
const isTypingTarget = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches('input, textarea, select, [role="combobox"], [role="textbox"]'));

function SearchButton() {
  const t = useT();
  const [openPanel, open, close] = useUnit([$openPanel, panelOpened, panelClosed]);
  const label = t('search.open');
  // What the shopper types before the modal's input is there goes into a hidden field the input takes it from
  // (./type-ahead): the modal's code loads on first use.
  const openSearch = useCallback(() => {
    startTypeAhead(label, close);
    open({ name: 'search' });
  }, [label, open, close]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('search.open')}
      aria-keyshortcuts="/"
      aria-haspopup="dialog"
      aria-expanded={openPanel?.name === 'search'}
      {...preloadOnIntent(SearchModal)}
      onClick={openSearch}
    >
      <SearchIcon />
    </button>
  );
}

export function HeaderTools() {
  return (
    <div className="header-tools">
      <SearchButton />
      <AccountButton />
      <CartButton />
    </div>
  );
}
