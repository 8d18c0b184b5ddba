// The specifications panel (spec §2 Panels: specifications): every specification of the product, each as its name
// and its option values joined by commas. The page shows the first 8 (spec §9) and opens this for the rest.
// Loaded when first opened (./panels).
import { useUnit } from '~/effector/use-unit';
import { $product } from '@etalage/domain/product';
import { useT } from '~/i18n/use-t';
import { Panel } from '~/components/panel';
import { SpecificationRows } from './specifications';

export function SpecificationsPanel() {
  const t = useT();
  const product = useUnit($product);
  return (
    <Panel name="specifications" title={t('product.specifications')}>
      <table className="spec-table">
        <caption className="visually-hidden">{product?.title}</caption>
        <tbody>
          <SpecificationRows specifications={product?.specifications ?? []} />
        </tbody>
      </table>
    </Panel>
  );
}
