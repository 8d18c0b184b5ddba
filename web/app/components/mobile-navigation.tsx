// Mobile navigation (spec §2): a drill-down tree in a panel titled 'Menu' with a back action; items with
// children open the next level, items with a url navigate (https leaves the site).
import { useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $appConfig, panelClosed, type MenuItem } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { Panel } from './panel';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { SmartLink } from './link';

export function MobileNavigation() {
  const t = useT();
  const [config, close] = useUnit([$appConfig, panelClosed]);
  // Which level of the tree is shown is view state of this panel only.
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const root = config?.menus.navigation.mobile ?? [];
  const current = trail[trail.length - 1];
  const items = current ? current.children : root;

  return (
    <Panel
      name="mobileNavigationPanel"
      side="left"
      title={current ? current.title : t('shell.menu')}
      headerStart={
        current ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('shell.menu.back')}
            onClick={() => setTrail(trail.slice(0, -1))}
          >
            <ChevronLeftIcon />
          </button>
        ) : null
      }
    >
      <nav aria-label={t('shell.mainNavigation')}>
        <ul className="drilldown">
          {current && current.url ? (
            <li>
              <SmartLink
                to={current.url}
                className="drilldown__item drilldown__item--all"
                onClick={() => {
                  setTrail([]);
                  close();
                }}
              >
                {t('shell.menu.viewAll', { title: current.title })}
              </SmartLink>
            </li>
          ) : null}
          {items.map((item) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <button type="button" className="drilldown__item" onClick={() => setTrail([...trail, item])}>
                  <span>{item.title}</span>
                  <ChevronRightIcon />
                </button>
              ) : (
                <SmartLink
                  to={item.url}
                  className="drilldown__item"
                  onClick={() => {
                    setTrail([]);
                    close();
                  }}
                >
                  {item.title}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  );
}
