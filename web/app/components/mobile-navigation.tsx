// Mobile navigation (spec §2): a drill-down tree in a panel titled 'Menu' with a back action; items with
// children open the next level, items with a url navigate (https leaves the site).
import { useEffect, useRef, useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $appConfig, type MenuItem } from '@etalage/domain/app';
import { panelClosed } from '@etalage/domain/shell';
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
  // A step in the tree replaces the list, so the pressed button is gone and the focus would fall back to the
  // panel itself. Down a level it goes to the new level's first item (which names the level: 'All of ...'); back
  // up, to the item that led down, as a menu bar's submenu gives it back to its parent item.
  const list = useRef<HTMLUListElement>(null);
  const focusAfterStep = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfterStep.current;
    if (id === null) return;
    focusAfterStep.current = null;
    const items = [...(list.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
    (items.find((element) => element.dataset.item === id) ?? items[0])?.focus();
  }, [trail]);
  const step = (next: MenuItem[], focus: string) => {
    focusAfterStep.current = focus;
    setTrail(next);
  };

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
            onClick={() => step(trail.slice(0, -1), current.id)}
          >
            <ChevronLeftIcon />
          </button>
        ) : null
      }
    >
      <nav aria-label={t('shell.mainNavigation')}>
        <ul className="drilldown" ref={list}>
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
                <button
                  type="button"
                  className="drilldown__item"
                  data-item={item.id}
                  onClick={() => step([...trail, item], '')}
                >
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
