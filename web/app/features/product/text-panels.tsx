// The product's long texts in panels (spec §2 Panels: description, readMore): the page shows the start of a long
// text with a button, the panel the whole of it, sanitized. `readMore` has a title and rich content (the intro
// under the product title); `description` the long description. Loaded when first opened (./panels).
import { useUnit } from '~/effector/use-unit';
import { $product } from '@etalage/domain/product';
import { $openPanel } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { Panel } from '~/components/panel';
import { RichText } from '~/components/rich-text';

export function DescriptionPanel() {
  const t = useT();
  const product = useUnit($product);
  return (
    <Panel name="description" title={t('product.description')} className="text-panel" textBody>
      <RichText html={product?.descriptions.long ?? ''} />
    </Panel>
  );
}

export function ReadMorePanel() {
  const [product, open] = useUnit([$product, $openPanel]);
  // The panel's data names the title it shows; the content is the product's intro.
  const title = open?.name === 'readMore' ? (open.data?.title ?? product?.title) : product?.title;
  return (
    <Panel name="readMore" title={title ?? ''} className="text-panel" textBody>
      <RichText html={product?.descriptions.description ?? ''} />
    </Panel>
  );
}
