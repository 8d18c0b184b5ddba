// Variation groups (spec §3): each item is a sibling product; disabled items (state false) are shown but not
// links. A long group shows a few items and opens the configuration panel with all (docs/product.md); without
// JavaScript, where no panel opens, the page shows all of them (the rest is in the page, shown by the stylesheet).
// The variation the page shows is the add-to-cart form's product (./add-to-cart.tsx).
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { productPath } from '@etalage/domain/catalogue';
import { inlineChoices, type VariationGroup } from '@etalage/domain/configurator';
import { panelOpened } from '@etalage/domain/shell';
import { AllChoicesButton } from './configuration';

type VariationItem = VariationGroup['items'][number];

/**
 * A group's items as links to their products; the current one marked, disabled ones not links. `items` are the ones
 * shown; `withRest` puts the others in the page too, for a browser without JavaScript.
 */
export function VariationChoices({
  group,
  items = group.items,
  withRest = false,
}: {
  group: VariationGroup;
  items?: VariationItem[];
  withRest?: boolean;
}) {
  const inline = new Set(items.map((item) => item.id));
  return (
    <ul className={`choice-list choice-list--${group.displayType}`}>
      {(withRest ? group.items : items).map((item) => {
        const content = (
          <>
            {group.displayType === 'image' && item.productImage ? (
              <img src={item.productImage.url.medium} alt="" width={56} height={56} loading="lazy" />
            ) : null}
            <span>{item.name}</span>
          </>
        );
        return (
          <li key={item.id} className={inline.has(item.id) ? undefined : 'choice-list__more'}>
            {item.isSelected ? (
              <span className="choice choice--selected" aria-current="true">
                {content}
              </span>
            ) : item.state ? (
              <Link className="choice" to={productPath(item.productId, item.productSlug)}>
                {content}
              </Link>
            ) : (
              <span className="choice choice--disabled" aria-disabled="true">
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function Variations({ groups }: { groups: VariationGroup[] }) {
  const open = useUnit(panelOpened);
  if (groups.length === 0) return null;
  return (
    <div className="variations">
      {groups.map((group) => {
        const shown = inlineChoices(group.items, group.items.find((item) => item.isSelected)?.id ?? null);
        return (
          <fieldset key={group.id} className="option-group">
            <legend className="option-group__legend">{group.name}</legend>
            <VariationChoices group={group} items={shown} withRest />
            {shown.length < group.items.length ? (
              <AllChoicesButton
                count={group.items.length}
                name={group.name}
                onOpen={() => open({ name: 'configuration', data: { type: 'variations', id: group.id } })}
              />
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
