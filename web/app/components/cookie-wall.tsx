// The cookie wall (spec §2 Cookie wall, §4 Consent; docs/consent.md): tabs Condition, Details and About (Radix
// Tabs: the WAI-ARIA tabs pattern with arrow keys); 'To adjust' on every tab but Details jumps to Details,
// 'Allow selection' on Details applies the switches, 'Allow all' is always there. Necessary is always on. The
// browser opens it when the visitor has not chosen (never in the server's HTML, so a visitor who chose sees no
// flash); the footer's 'Cookie settings' opens it again. Loaded when first opened (./panels).
import { Link } from './link';
import * as Tabs from '@radix-ui/react-tabs';
import { useUnit } from '~/effector/use-unit';
import {
  $consentDraft,
  $cookieWallTab,
  COOKIE_CATEGORIES,
  consentAllAccepted,
  consentCategoryToggled,
  consentSelectionAccepted,
  cookieWallTabChanged,
  type CookieWallTab,
} from '@etalage/domain/consent';
import { useT } from '~/i18n/use-t';
import { Panel } from './panel';

const TABS: readonly CookieWallTab[] = ['condition', 'details', 'about'];
const isTab = (value: string): value is CookieWallTab => (TABS as readonly string[]).includes(value);

function Categories() {
  const t = useT();
  const [draft, toggle] = useUnit([$consentDraft, consentCategoryToggled]);
  return (
    <ul className="cookie-wall__categories">
      {COOKIE_CATEGORIES.map((category) => {
        const id = `cookie-category-${category}`;
        return (
          <li key={category} className="cookie-wall__category">
            <div className="cookie-wall__switch">
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={draft[category]}
                disabled={category === 'necessary'}
                aria-describedby={`${id}-about`}
                onChange={(event) => toggle({ category, granted: event.currentTarget.checked })}
              />
              <label htmlFor={id}>{t(`consent.category.${category}`)}</label>
            </div>
            <p id={`${id}-about`} className="cookie-wall__category-about">
              {t(`consent.category.${category}.about`)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function CookieWall() {
  const t = useT();
  const [tab, changeTab, allowAll, allowSelection] = useUnit([
    $cookieWallTab,
    cookieWallTabChanged,
    consentAllAccepted,
    consentSelectionAccepted,
  ]);
  const footer = (
    <div className="cookie-wall__actions">
      {tab === 'details' ? (
        <button type="button" className="button" onClick={() => allowSelection()}>
          {t('consent.allowSelection')}
        </button>
      ) : (
        <button type="button" className="button" onClick={() => changeTab('details')}>
          {t('consent.adjust')}
        </button>
      )}
      <button type="button" className="button button--primary" onClick={() => allowAll()}>
        {t('consent.allowAll')}
      </button>
    </div>
  );
  return (
    <Panel name="cookieWall" title={t('consent.title')} side="bottom" className="cookie-wall" footer={footer}>
      <Tabs.Root value={tab} onValueChange={(value) => (isTab(value) ? changeTab(value) : undefined)}>
        <Tabs.List className="cookie-wall__tabs" aria-label={t('consent.tabs')}>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className="cookie-wall__tab">
              {t(`consent.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="condition" className="cookie-wall__content">
          <p>{t('consent.condition.intro')}</p>
          <p>{t('consent.condition.change')}</p>
        </Tabs.Content>
        <Tabs.Content value="details" className="cookie-wall__content">
          <Categories />
        </Tabs.Content>
        <Tabs.Content value="about" className="cookie-wall__content">
          <p>{t('consent.about.cookies')}</p>
          <p>
            <Link to="/privacy-en-cookies">{t('consent.about.policy')}</Link>
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}
