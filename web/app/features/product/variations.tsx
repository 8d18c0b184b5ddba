// Variation groups (spec §3): each item is a sibling product; disabled items (state false) are shown but not
// links. A long group shows a few items and opens the configuration panel with all (docs/product.md).
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { inlineChoices, panelOpened, productPath, type VariationGroup } from '@etalage/domain';
import { AllChoicesButton } from './configuration';

type VariationItem = VariationGroup['items'][number];

/** A group's items as links to their products; the current one marked, disabled ones not links. */
export function VariationChoices({ group, items = group.items }: { group: VariationGroup; items?: VariationItem[] }) {
  return (
    <ul className={`choice-list choice-list--${group.displayType}`}>
      {items.map((item) => {
        const content = (
          <>
            {group.displayType === 'image' && item.productImage ? (
              <img src={item.productImage.url.medium} alt="" width={56} height={56} loading="lazy" />
            ) : null}
            <span>{item.name}</span>
          </>
        );
        return (
          <li key={item.id}>
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
            <VariationChoices group={group} items={shown} />
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
