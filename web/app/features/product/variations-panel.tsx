// The variations panel (spec §2 Panels: variations; docs/product.md "The variations panel"): on phones, every choice
// of the product, the price they give and the add-to-basket button in a bottom panel. Choosing a variation goes to
// that product (a route change closes the panel). Loaded when first opened (./panels).
import { useUnit } from '~/effector/use-unit';
import { $configuredPrices } from '@etalage/domain/configurator';
import { $product } from '@etalage/domain/product';
import { useT } from '~/i18n/use-t';
import { Panel } from '~/components/panel';
import { Price } from '~/components/price';
import { OptionChoices } from './options';
import { VariationChoices } from './variations';
import { AddToCart, addToCartFormId } from './add-to-cart';

export function VariationsPanel() {
  const t = useT();
  const [product, prices] = useUnit([$product, $configuredPrices]);
  if (product === null) return null;
  const { variations, options } = product.configurator;
  return (
    <Panel
      name="variations"
      side="bottom"
      title={t('product.choices.title')}
      className="variations-panel"
      footer={
        <div className="variations-panel__footer">
          <Price prices={prices ?? product.prices} />
          <AddToCart idPrefix="sheet" />
        </div>
      }
    >
      {variations.map((group) => (
        <fieldset key={group.id} className="option-group">
          <legend className="option-group__legend">{group.name}</legend>
          <VariationChoices group={group} />
        </fieldset>
      ))}
      {options.map((group) => (
        <fieldset key={group.id} className="option-group">
          <legend className="option-group__legend">
            {group.label || group.name}
            {group.required ? <span className="option-group__required"> ({t('configurator.required')})</span> : null}
          </legend>
          <OptionChoices group={group} idPrefix="sheet" form={addToCartFormId('sheet')} />
        </fieldset>
      ))}
    </Panel>
  );
}
