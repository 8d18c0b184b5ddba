// The ecommerce header (spec §1, §2): proposition texts, logo, desktop navigation from
// menus.navigation.desktop, and the shopper's tools (search, account, cart, language, mobile menu).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import { $appConfig, panelOpened, type MenuItem } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { CheckIcon, MenuIcon, PauseIcon, PlayIcon } from './icons';
import { SmartLink } from './link';
import { LocaleSwitch } from './locale-switch';
import { HeaderTools } from './header-tools';
import { MobileNavigation, preloadOnIntent } from './panels';

const PROPOSITIONS = ['freeDelivery', 'reflection', 'warranty', 'nextDay'] as const;
/** Spec §1 / issue 11: on phones the four take turns, each shown this long. */
export const PROPOSITION_ROTATE_MS = 5000;
/** Below this width the propositions take turns; from it all four fit. */
const ROTATING = '(max-width: 899px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
const subscribeReducedMotion = (changed: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/**
 * The four propositions (spec §1). From 900 px all four show. Narrower, they take turns every 5 s so all four
 * are seen, while screen readers read all four (the others are visually hidden, not removed). The turns stop
 * while the pointer or focus is on them and with the pause button (WCAG 2.2.2), and do not start for shoppers who
 * ask for reduced motion (the button then starts them).
 */
function Propositions() {
  const t = useT();
  const [current, setCurrent] = useState(0);
  // The shopper's own choice wins; until then, reduced motion means paused (false on the server and in hydration).
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const paused = choice ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  // The turns stop while the pointer or the focus is on the bar (listeners only: the bar is not a control).
  useEffect(() => {
    const node = bar.current;
    if (node === null) return undefined;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const focusLeft = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setHeld(false);
    };
    node.addEventListener('pointerenter', hold);
    node.addEventListener('pointerleave', release);
    node.addEventListener('focusin', hold);
    node.addEventListener('focusout', focusLeft);
    return () => {
      node.removeEventListener('pointerenter', hold);
      node.removeEventListener('pointerleave', release);
      node.removeEventListener('focusin', hold);
      node.removeEventListener('focusout', focusLeft);
    };
  }, []);
  useEffect(() => {
    if (paused || held) return undefined;
    const timer = window.setInterval(() => {
      if (window.matchMedia(ROTATING).matches) setCurrent((index) => (index + 1) % PROPOSITIONS.length);
    }, PROPOSITION_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, held]);
  return (
    <div className="propositions-bar" ref={bar}>
      <ul className="propositions" aria-label={t('shell.propositions.label')}>
        {PROPOSITIONS.map((key, index) => (
          <li key={key} className={index === current ? 'is-current' : undefined}>
            <CheckIcon size={16} />
            {t(`shell.propositions.${key}`)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="icon-button propositions__toggle"
        aria-pressed={paused}
        aria-label={t('shell.propositions.pause')}
        onClick={() => setChoice(!paused)}
      >
        {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
      </button>
    </div>
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
