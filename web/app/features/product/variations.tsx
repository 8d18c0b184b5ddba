// Variation groups (spec §3): each item is a sibling product; disabled items are shown but not links.
import { Link } from 'react-router';
import { productPath, type VariationGroup } from '@etalage/domain';

export function Variations({ groups }: { groups: VariationGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="variations">
      {groups.map((group) => (
        <fieldset key={group.id} className="option-group">
          <legend className="option-group__legend">{group.name}</legend>
          <ul className={`choice-list choice-list--${group.displayType}`}>
            {group.items.map((item) => {
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
        </fieldset>
      ))}
    </div>
  );
}
