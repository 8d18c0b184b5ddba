import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import { $cookieWallEnabled, cookieWallOpened } from '@etalage/domain/consent';
import { useT } from '~/i18n/use-t';
import { SmartLink } from './link';
import { CookieWall, preloadOnIntent } from './panels';

/** The footer from menus.footer.desktop: items with children become columns with a heading. */
export function Footer() {
  const t = useT();
  const [config, cookieWallEnabled, openCookieWall] = useUnit([$appConfig, $cookieWallEnabled, cookieWallOpened]);
  if (config === null) return null;
  const items = config.menus.footer.desktop;
  const columns = items.filter((item) => item.children.length > 0);
  const loose = items.filter((item) => item.children.length === 0);
  return (
    <footer className="site-footer">
      <nav className="site-footer__nav" aria-label={t('shell.footerNavigation')}>
        {columns.map((column) => (
          <section key={column.id} className="site-footer__column" aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="site-footer__heading">
              {column.title}
            </h2>
            <ul>
              {column.children.map((item) => (
                <li key={item.id}>
                  <SmartLink to={item.url}>{item.title}</SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {loose.length > 0 ? (
          <ul className="site-footer__column">
            {loose.map((item) => (
              <li key={item.id}>
                <SmartLink to={item.url}>{item.title}</SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      <p className="site-footer__legal">
        © {config.organizationName} · {t('shell.footer.vatNote')}
        {cookieWallEnabled ? (
          <>
            {' · '}
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              {...preloadOnIntent(CookieWall)}
              onClick={() => openCookieWall()}
            >
              {t('consent.settings')}
            </button>
          </>
        ) : null}
      </p>
    </footer>
  );
}
