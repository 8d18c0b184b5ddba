// The ecommerce header (spec §1, §2): proposition texts, logo, desktop navigation from
// menus.navigation.desktop, and the shopper's tools (search, account, cart, language, mobile menu).
import { Link } from 'react-router';
import { useUnit } from 'effector-react';
import { $appConfig, panelOpened, type MenuItem } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { CheckIcon, MenuIcon } from './icons';
import { SmartLink } from './smart-link';
import { LocaleSwitch } from './locale-switch';
import { HeaderTools } from './header-tools';
import { MobileNavigation, preloadOnIntent } from './panels';

const PROPOSITIONS = ['freeDelivery', 'reflection', 'warranty', 'nextDay'] as const;

function Propositions() {
  const t = useT();
  return (
    <ul className="propositions" aria-label={t('shell.propositions.label')}>
      {PROPOSITIONS.map((key) => (
        <li key={key}>
          <CheckIcon size={16} />
          {t(`shell.propositions.${key}`)}
        </li>
      ))}
    </ul>
  );
}

function DesktopNavigation({ items }: { items: MenuItem[] }) {
  const t = useT();
  return (
    <nav className="desktop-nav" aria-label={t('shell.mainNavigation')}>
      <ul className="desktop-nav__list">
        {items.map((item) => (
          <li key={item.id} className="desktop-nav__item">
            {item.url ? (
              <SmartLink to={item.url} className="desktop-nav__link">
                {item.title}
              </SmartLink>
            ) : (
              <span className="desktop-nav__link">{item.title}</span>
            )}
            {item.children.length > 0 ? (
              <ul className="desktop-nav__dropdown">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <SmartLink to={child.url}>{child.title}</SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header() {
  const t = useT();
  const [config, openPanel] = useUnit([$appConfig, panelOpened]);
  if (config === null) return null;
  return (
    <header className="site-header">
      <div className="site-header__top">
        <Propositions />
        <LocaleSwitch />
      </div>
      <div className="site-header__main">
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-label={t('shell.menu.open')}
          onClick={() => openPanel({ name: 'mobileNavigationPanel' })}
          {...preloadOnIntent(MobileNavigation)}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__logo" aria-label={t('shell.homeLink', { name: config.app.name })}>
          <img src={config.logoUrl} alt="" width={128} height={32} />
        </Link>
        <DesktopNavigation items={config.menus.navigation.desktop} />
        <HeaderTools />
      </div>
    </header>
  );
}
