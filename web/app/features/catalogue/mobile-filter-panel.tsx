// The full-screen filter panel of small screens (spec §2): slides up over a dimmed backdrop; title
// Filter; 'Clear all filters' only when a filter is active; a sticky 'Show' button with the result count
// that closes it (disabled while loading, its icon says whether a filter is active). Escape, the close
// button and the backdrop close it; Radix Dialog locks the body scroll and keeps focus inside.
import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useUnit } from '~/effector/use-unit';
import { $isContentLoading, $totalHits } from '@etalage/domain/catalogue';
import {
  $hasActiveFilters,
  $isFilterPanelOpen,
  filterPanelClosed,
  filtersCleared,
} from '@etalage/domain/catalogue/filters';
import { useT } from '~/i18n/use-t';
import { CloseIcon, FilterActiveIcon, FilterIcon } from '~/components/icons';
import { ActiveFilters } from './active-filters';
import { FilterList } from './facets';

export function MobileFilterPanel() {
  const t = useT();
  const [isOpen, close, hasActive, clearAll, totalHits, isLoading] = useUnit([
    $isFilterPanelOpen,
    filterPanelClosed,
    $hasActiveFilters,
    filtersCleared,
    $totalHits,
    $isContentLoading,
  ]);
  // The panel is opened from the toolbar's button, not a Dialog.Trigger, so Radix has no trigger to give
  // focus back to on close: remember what had focus when it opened and return focus there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="filter-panel-backdrop" />
        <Dialog.Content
          className="filter-panel"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <header className="filter-panel__header">
            <Dialog.Close className="icon-button" aria-label={t('filters.close')}>
              <CloseIcon />
            </Dialog.Close>
            <Dialog.Title className="filter-panel__title">{t('filters.title')}</Dialog.Title>
            {hasActive ? (
              <button type="button" className="link-button" onClick={() => clearAll()}>
                {t('filters.clearAll')}
              </button>
            ) : (
              <span />
            )}
          </header>
          <div className="filter-panel__body">
            {/* The header holds 'Clear all filters' (spec §2); the chips here clear one group each. */}
            <ActiveFilters showClearAll={false} />
            <FilterList idPrefix="m-" />
          </div>
          <footer className="filter-panel__footer">
            <button
              type="button"
              className="button button--primary button--block"
              disabled={isLoading}
              onClick={() => close()}
            >
              {hasActive ? <FilterActiveIcon /> : <FilterIcon />}
              {t('filters.show', { count: totalHits })}
            </button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
