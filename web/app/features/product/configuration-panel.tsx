// The configuration panel (spec §2 Panels: configuration): opened with a data type (`variations` or `options`)
// and a group id, it lists every item of that group. Choosing an option closes it unless the option is custom
// (its size fields then show here); choosing a variation goes to that product (a route change closes it).
import { useRef } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $customSizes, $selection, type OptionGroup, type VariationGroup } from '@etalage/domain/configurator';
import { $product } from '@etalage/domain/product';
import { $openPanel, panelClosed } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { Panel } from '~/components/panel';
import { OptionChoices } from './options';
import { VariationChoices } from './variations';

type Shown = { type: 'options'; group: OptionGroup } | { type: 'variations'; group: VariationGroup };

/** The group the panel was opened for (`data.type` and `data.id`), if the product has it. */
const shownGroup = (
  product: { configurator: { options: OptionGroup[]; variations: VariationGroup[] } },
  data: Record<string, string> | null,
): Shown | null => {
  if (data?.type === 'variations') {
    const group = product.configurator.variations.find((g) => g.id === data.id);
    return group ? { type: 'variations', group } : null;
  }
  const group = product.configurator.options.find((g) => g.id === data?.id);
  return group ? { type: 'options', group } : null;
};

/**
 * Spec §5 made to measure: 'Doorgaan' closes the panel once the chosen shape has a valid size (a custom choice
 * keeps the panel open so its size can be entered here).
 */
function ContinueButton({ group }: { group: OptionGroup }) {
  const t = useT();
  const [selection, sizes, close] = useUnit([$selection, $customSizes, panelClosed]);
  const chosen = selection.find((s) => s.groupId === group.id);
  const valid = chosen !== undefined && sizes[chosen.id]?.valid === true;
  return (
    <button type="button" className="button button--primary button--block" disabled={!valid} onClick={() => close()}>
      {t('configurator.continue')}
    </button>
  );
}

export function ConfigurationPanel() {
  const [open, product] = useUnit([$openPanel, $product]);
  // The group stays while the panel animates closed.
  const last = useRef<Shown | null>(null);
  if (open?.name === 'configuration' && product) last.current = shownGroup(product, open.data);
  const shown = last.current;
  return (
    <Panel
      name="configuration"
      title={shown ? ('label' in shown.group && shown.group.label) || shown.group.name : ''}
      footer={
        shown?.type === 'options' && shown.group.displayType === 'custom' ? (
          <ContinueButton group={shown.group} />
        ) : null
      }
    >
      {shown?.type === 'options' ? (
        <fieldset className="option-group">
          <legend className="visually-hidden">{shown.group.label || shown.group.name}</legend>
          <OptionChoices group={shown.group} idPrefix="panel" />
        </fieldset>
      ) : shown?.type === 'variations' ? (
        <fieldset className="option-group">
          <legend className="visually-hidden">{shown.group.name}</legend>
          <VariationChoices group={shown.group} />
        </fieldset>
      ) : null}
    </Panel>
  );
}
