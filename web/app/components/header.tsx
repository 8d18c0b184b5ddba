// The ecommerce header (spec §1, §2): proposition texts, logo, desktop navigation from
// menus.navigation.desktop, and the shopper's tools (search, account, cart, language, mobile menu).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useUnit } from '~/effector/use-unit';
import { $appConfig, type MenuItem } from '@etalage/domain/app';
import { panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { CheckIcon, ChevronDownIcon, MenuIcon, PauseIcon, PlayIcon } from './icons';
import { SmartLink } from './link';
import { LocaleSwitch } from './locale-switch';
import { HeaderTools } from './header-tools';
import { MobileNavigation, preloadOnIntent } from './panels';
import { ShopLogo } from './shop-logo';

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

/**
 * The desktop menu as a disclosure navigation (WAI-ARIA APG, 'with top-level links'): each category's link goes to
 * its page and a button beside it shows or hides its subcategories, so Tab moves from category to category instead
 * of through every subcategory. The pointer opens a dropdown on hover as before. Escape hides what is open, by
 * keyboard or under the pointer (WCAG 1.4.13), and gives the focus to the button if it was inside; a dropdown the
 * focus leaves closes.
 */
function DesktopNavigation({ items }: { items: MenuItem[] }) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const shown = useRef(open);
  shown.current = open;
  // Escape under the pointer hides the hovered dropdown until the pointer leaves the menu.
  const [dismissed, setDismissed] = useState(false);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const itemOf = (id: string | null) =>
      id === null ? null : (document.getElementById(`desktop-nav-toggle-${id}`) as HTMLButtonElement | null);
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (nav.current?.matches(':hover')) setDismissed(true);
      const toggle = itemOf(shown.current);
      if (toggle?.parentElement?.contains(document.activeElement)) toggle.focus();
      setOpen(null);
    };
    // A list the focus leaves closes.
    const focused = (event: FocusEvent) => {
      const item = itemOf(shown.current)?.parentElement;
      if (item && event.target instanceof Node && !item.contains(event.target)) setOpen(null);
    };
    document.addEventListener('keydown', escape);
    document.addEventListener('focusin', focused);
    return () => {
      document.removeEventListener('keydown', escape);
      document.removeEventListener('focusin', focused);
    };
  }, []);
  // A subcategory chosen: the next page starts with every list closed.
  const { pathname } = useLocation();
  useEffect(() => setOpen(null), [pathname]);
  return (
    <nav
      ref={nav}
      className="desktop-nav"
      aria-label={t('shell.mainNavigation')}
      data-dismissed={dismissed || undefined}
      onPointerLeave={() => setDismissed(false)}
    >
      <ul className="desktop-nav__list">
        {items.map((item) => (
          <li key={item.id} className="desktop-nav__item" data-open={open === item.id || undefined}>
            {item.url ? (
              <SmartLink to={item.url} className="desktop-nav__link">
                {item.title}
              </SmartLink>
            ) : (
              <span className="desktop-nav__link">{item.title}</span>
            )}
            {item.children.length > 0 ? (
              <>
                <button
                  type="button"
                  id={`desktop-nav-toggle-${item.id}`}
                  className="desktop-nav__toggle"
                  aria-expanded={open === item.id}
                  aria-controls={`desktop-nav-${item.id}`}
                  aria-label={t('shell.menu.more', { title: item.title })}
                  onClick={() => setOpen(open === item.id ? null : item.id)}
                >
                  <ChevronDownIcon size={16} />
                </button>
                <ul className="desktop-nav__dropdown" id={`desktop-nav-${item.id}`}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SmartLink to={child.url}>{child.title}</SmartLink>
                    </li>
                  ))}
                </ul>
              </>
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
        <ShopLogo shopName={config.app.name} />
        <DesktopNavigation items={config.menus.navigation.desktop} />
        <HeaderTools />
      </div>
    </header>
  );
}
