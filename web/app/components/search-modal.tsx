// The search modal (spec §2 Search modal, §5 search, §8; docs/search.md): an input with a clear button, results
// grouped by section title, each with its image, its title (markup sanitized: only emphasis stays) and badges of
// type image, text or price; the two empty messages when nothing is found. It is Downshift's combobox (the
// WAI-ARIA 1.2 pattern: arrow keys move through the results, Enter opens one, Escape closes), always open inside
// the modal. Choosing a result closes the modal and goes to its page. Loaded, with the sanitizer, when first
// opened (./panels).
import { useId, useRef } from 'react';
import { useCombobox } from 'downshift';
import { useUnit } from '~/effector/use-unit';
import { $priceSettings } from '@etalage/domain/app';
import {
  $searchQuery,
  $searchResultCount,
  $searchResults,
  $searchStatus,
  searchCleared,
  searchQueryChanged,
  shownPriceBadge,
  type SearchBadge,
  type SearchItem,
} from '@etalage/domain/search';
import { navigationRequested, panelClosed } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { CloseIcon, SearchIcon } from './icons';
import { Panel } from './panel';
import { usePriceFormatter } from './price';
import { richTextReady, sanitizeInline } from './rich-text';
import { takeTypeAhead } from './type-ahead';

function PriceBadge({ badge }: { badge: SearchBadge }) {
  const t = useT();
  const settings = useUnit($priceSettings);
  const format = usePriceFormatter();
  if (!badge.price) return null;
  const shown = shownPriceBadge(badge.price, { exclVat: settings.exclVat });
  const regular = shown.max === null ? format(shown.min) : `${format(shown.min)} – ${format(shown.max)}`;
  return (
    <span className={`search-badge search-badge--price ${badge.colorClass}`}>
      {shown.prefix ? `${shown.prefix} ` : null}
      {shown.discount !== null ? (
        <>
          <span className="visually-hidden">{t('price.was')}</span>
          <del>{regular}</del> <span className="visually-hidden">{t('price.now')}</span>
          <strong>{format(shown.discount)}</strong>
        </>
      ) : (
        regular
      )}{' '}
      <span className="search-badge__vat">{t(settings.exclVat ? 'price.exclVat' : 'price.inclVat')}</span>
    </span>
  );
}

function Badge({ badge }: { badge: SearchBadge }) {
  switch (badge.type) {
    case 'price':
      return <PriceBadge badge={badge} />;
    case 'image':
      return (
        <span className={`search-badge search-badge--image ${badge.colorClass}`}>
          {badge.image ? <img src={badge.image} alt="" width={16} height={16} loading="lazy" /> : null}
          {badge.label}
        </span>
      );
    case 'text':
      return <span className={`search-badge ${badge.colorClass}`}>{badge.label}</span>;
  }
}

function ResultTitle({ html }: { html: string }) {
  // The modal's chunk waits for the sanitizer (./panels), so this is never null here; plain text if it were.
  const clean = sanitizeInline(html);
  if (clean === null) return <span className="search-result__title">{html.replace(/<[^>]*>/g, '')}</span>;
  return <span className="search-result__title" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The input and the list are rendered in the dialog's portal, which mounts after Downshift's check of its refs on
 * the first render: the refs are applied, a moment later (without this, development logs that they were not).
 */
const REFS_IN_PORTAL = { suppressRefError: true };

export function SearchModal() {
  const t = useT();
  const [query, results, count, status, change, clear, close, navigate] = useUnit([
    $searchQuery,
    $searchResults,
    $searchResultCount,
    $searchStatus,
    searchQueryChanged,
    searchCleared,
    panelClosed,
    navigationRequested,
  ]);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const menuId = useId();
  const items = results.flatMap((group) => group.items);
  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<SearchItem>({
    items,
    inputId,
    menuId,
    isOpen: items.length > 0,
    inputValue: query,
    selectedItem: null,
    itemToString: (item) => (item ? item.title.replace(/<[^>]*>/g, '') : ''),
    defaultHighlightedIndex: -1,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) change(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      close();
      navigate({ to: selectedItem.url });
    },
  });
  const shownNothing = status === 'done' && count === 0;
  let offset = 0;
  return (
    <Panel name="search" title={t('search.title')} side="top" className="search-modal" initialFocus={input}>
      <div className="search-modal__field">
        <label {...getLabelProps()} className="visually-hidden">
          {t('search.label')}
        </label>
        <SearchIcon size={20} />
        <input
          {...getInputProps(
            {
              ref: input,
              type: 'search',
              placeholder: t('search.placeholder'),
              enterKeyHint: 'search',
              autoComplete: 'off',
              spellCheck: false,
              // The letters typed while the modal was opening (./type-ahead), after what the input shows.
              onFocus: () => {
                const typed = takeTypeAhead();
                if (typed) change(query + typed);
              },
              // Escape with the list open would only close the list (Downshift); in this modal it closes the modal.
              onKeyDown: (event) => {
                if (event.key === 'Escape') {
                  (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                    true;
                  close();
                }
              },
            },
            REFS_IN_PORTAL,
          )}
          className="search-modal__input"
        />
        {query ? (
          <button
            type="button"
            className="icon-button search-modal__clear"
            aria-label={t('search.clear')}
            onClick={() => {
              clear();
              input.current?.focus();
            }}
          >
            <CloseIcon size={20} />
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status === 'done' ? t('search.count', { count }) : ''}
      </p>
      <div
        {...getMenuProps({ 'aria-label': t('search.results') }, REFS_IN_PORTAL)}
        className="search-results"
        hidden={items.length === 0}
      >
        {results.map((group) => {
          const start = offset;
          offset += group.items.length;
          const headingId = `${menuId}-${group.id}`;
          return (
            <div key={group.id} role="group" aria-labelledby={headingId} className="search-results__group">
              <div id={headingId} role="presentation" className="search-results__title">
                {group.title}
              </div>
              {group.items.map((item, index) => (
                <div
                  key={`${group.id}-${item.id}`}
                  {...getItemProps({ item, index: start + index })}
                  className={`search-result${highlightedIndex === start + index ? ' is-highlighted' : ''}`}
                >
                  {item.image ? (
                    <img className="search-result__image" src={item.image} alt="" width={48} height={48} />
                  ) : (
                    <span className="search-result__image search-result__image--none" aria-hidden="true" />
                  )}
                  <span className="search-result__text">
                    <ResultTitle html={item.title} />
                    {item.badges.length > 0 ? (
                      <span className="search-result__badges">
                        {item.badges.map((badge, badgeIndex) => (
                          <Badge key={badgeIndex} badge={badge} />
                        ))}
                      </span>
                    ) : null}
                  </span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {shownNothing ? (
        <div className="search-modal__empty">
          <p className="search-modal__empty-title">{t('search.notFound')}</p>
          <p>{t('search.findSomethingElse')}</p>
        </div>
      ) : null}
    </Panel>
  );
}

/** The modal once the sanitizer its titles need has loaded (its chunk is loaded by ./panels). */
export const loadSearchModal = async () => {
  await richTextReady();
  return SearchModal;
};
