// The product's specifications (spec §2 specifications panel, §9 specifications shown max 8): the first 8 on the
// page, all of them in the specifications panel, each as its name and its option values joined by commas.
import { useUnit } from '~/effector/use-unit';
import { type Product } from '@etalage/domain/product';
import { panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { preloadOnIntent } from '~/components/panels';

/** Spec §9: specifications shown max 8. */
export const SPECIFICATIONS_SHOWN = 8;

export function SpecificationRows({ specifications }: { specifications: Product['specifications'] }) {
  return specifications.map((spec) => (
    <tr key={spec.name}>
      <th scope="row">{spec.name}</th>
      <td>{spec.options.join(', ')}</td>
    </tr>
  ));
}

/** The first specifications on the page. */
/** `all`: the page's panel of all the specifications (./panels), preloaded on hover and focus. */
export function Specifications({ product, all }: { product: Product; all: { preload: () => void } }) {
  if (product.specifications.length === 0) return null;
  return <ShownSpecifications product={product} all={all} />;
}

function ShownSpecifications({ product, all }: { product: Product; all: { preload: () => void } }) {
  const t = useT();
  const open = useUnit(panelOpened);
  const rest = product.specifications.length - SPECIFICATIONS_SHOWN;
  return (
    <section className="product__section" aria-labelledby="specs-title">
      <h2 id="specs-title">{t('product.specifications')}</h2>
      <table className="spec-table">
        <tbody>
          <SpecificationRows specifications={product.specifications.slice(0, SPECIFICATIONS_SHOWN)} />
        </tbody>
      </table>
      {rest > 0 ? (
        <button
          type="button"
          className="button spec-more"
          aria-haspopup="dialog"
          {...preloadOnIntent(all)}
          onClick={() => open({ name: 'specifications' })}
        >
          {t('product.specifications.all', { count: product.specifications.length })}
        </button>
      ) : null}
    </section>
  );
}
