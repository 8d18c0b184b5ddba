// Option groups (spec §3, §4 Option choice, §5 Made-to-measure): image and text options as radio groups,
// custom options (rugs made to measure) with dimension fields, the area, the price and the minimum rule.
import { useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import {
  $addQuantity,
  $appConfig,
  $configuredPrices,
  paymentDue,
  $customDimensions,
  $customSizes,
  $selection,
  customSizeChanged,
  inlineChoices,
  optionChosen,
  panelOpened,
  sanitizeDimension,
  shownArea,
  DEVIATION_PERCENTAGE,
  deviationRange,
  usesDiameter,
  type CustomDimensions,
  type OptionGroup,
  type OptionItem,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { usePriceFormatter } from '~/components/price';
import { AllChoicesButton } from './configuration';
import { NumberInput } from '~/components/number-input';

function DimensionField({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: number | undefined;
  max: number;
  onChange: (value: number | undefined) => void;
}) {
  const t = useT();
  // Spec §5: a value above the maximum is clamped, and the field says why until the next entry; a negative one
  // is cleared; leading zeros go (the field shows the number kept).
  const [clamped, setClamped] = useState<string | null>(null);
  const messageId = `${id}-message`;
  const name = label.replace(/\s*\(.*\)$/, '');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <NumberInput
        id={id}
        value={value ?? null}
        min={1}
        max={max}
        immediate
        decreaseLabel={t('number.decrease', { name })}
        increaseLabel={t('number.increase', { name })}
        describedBy={clamped ? messageId : undefined}
        onStep={(direction) => {
          setClamped(null);
          onChange(Math.min(max, Math.max(1, (value ?? 0) + direction)));
        }}
        onTyped={(_, typed) => {
          const result = sanitizeDimension(typed, max);
          setClamped(result.message ? t.ref(result.message) : null);
          onChange(result.value ?? undefined);
        }}
      />
      {clamped ? (
        <p id={messageId} className="field-error" role="alert">
          {clamped}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The made-to-measure terms (spec §1/§9): with the deposit on, the split and, for a valid size, the amounts due
 * now and on delivery; with it off, that the whole amount is paid with the order (docs/product.md "Deposit").
 */
function DepositTerms({ valid }: { valid: boolean }) {
  const t = useT();
  const format = usePriceFormatter();
  const [config, prices, quantity] = useUnit([$appConfig, $configuredPrices, $addQuantity]);
  const deposit = config?.settings.deposit;
  if (!deposit?.state) return <p className="field-hint">{t('configurator.madeToMeasureTermsFull')}</p>;
  const percentage = deposit.customOrderLinePaymentPercentage;
  const unit = prices ? (prices.discountInclVat ?? prices.baseInclVat) : 0;
  const total = Math.round(unit * quantity * 100) / 100;
  const due = paymentDue(total, total, deposit);
  return (
    <>
      <p className="field-hint">{t('configurator.madeToMeasureTerms', { percentage, rest: 100 - percentage })}</p>
      {valid && total > 0 ? (
        <p className="custom-size__deposit">
          {t('configurator.deposit', {
            percentage,
            now: format(due.now),
            later: format(due.onDelivery),
          })}
        </p>
      ) : null}
    </>
  );
}

function CustomOption({ group, item, idPrefix }: { group: OptionGroup; item: OptionItem; idPrefix: string }) {
  const t = useT();
  const format = usePriceFormatter();
  const [dimensions, sizes, change] = useUnit([$customDimensions, $customSizes, customSizeChanged]);
  const settings = item.advancedSettings;
  if (!settings) return null;
  const current: CustomDimensions = dimensions[item.id] ?? {};
  const result = sizes[item.id];
  const set = (patch: CustomDimensions) =>
    change({ groupId: group.id, itemId: item.id, dimensions: { ...current, ...patch, shape: settings.shape } });
  const messageId = `${idPrefix}-size-message-${item.id}`;
  return (
    <fieldset className="custom-size" aria-describedby={messageId}>
      <legend>{t('configurator.size', { shape: settings.shape })}</legend>
      {usesDiameter(settings.shape) ? (
        <DimensionField
          id={`${idPrefix}-diameter-${item.id}`}
          label={t('configurator.diameter')}
          value={current.diameter}
          max={settings.maximum}
          onChange={(value) => set({ diameter: value })}
        />
      ) : (
        <div className="custom-size__row">
          <DimensionField
            id={`${idPrefix}-width-${item.id}`}
            label={t('configurator.width')}
            value={current.width}
            max={settings.maximum}
            onChange={(value) => set({ width: value })}
          />
          <DimensionField
            id={`${idPrefix}-length-${item.id}`}
            label={t('configurator.length')}
            value={current.length}
            max={settings.maximum}
            onChange={(value) => set({ length: value })}
          />
        </div>
      )}
      <p id={messageId} className={result?.message ? 'field-error' : 'field-hint'} aria-live="polite">
        {result?.message
          ? t.ref(result.message)
          : result?.valid
            ? t('configurator.area', { area: shownArea(result.area) })
            : t('configurator.pricePerM2', { price: format(settings.defaultPrice) })}
      </p>
      {result?.valid ? (
        <ul className="custom-size__deviation">
          {(usesDiameter(settings.shape) ? [current.diameter] : [current.width, current.length]).map((cm, index) =>
            cm ? (
              <li key={index}>
                {t('configurator.deviation', { percentage: DEVIATION_PERCENTAGE, ...deviationRange(cm) })}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <DepositTerms valid={result?.valid === true} />
    </fieldset>
  );
}

/**
 * One option group's choices as radio cards (spec §3 Option group), with the size fields of a chosen custom
 * option. `items` are the ones shown (the page shows a few of a long group, the configuration panel all);
 * `idPrefix` keeps the page's and the panel's controls apart.
 */
export function OptionChoices({
  group,
  items = group.items,
  idPrefix,
  afterList,
}: {
  group: OptionGroup;
  items?: OptionItem[];
  idPrefix: string;
  /** Under the cards, above a custom option's size fields (the page's way to all choices). */
  afterList?: React.ReactNode;
}) {
  const format = usePriceFormatter();
  const [selection, choose] = useUnit([$selection, optionChosen]);
  const chosen = selection.find((s) => s.groupId === group.id);
  return (
    <>
      <ul className={`choice-list choice-list--${group.displayType === 'image' ? 'image' : 'text'}`}>
        {items.map((item) => (
          <li key={item.id}>
            <label
              className={`choice${chosen?.id === item.id ? ' choice--selected' : ''}${item.state ? '' : ' choice--disabled'}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={`${idPrefix}-option-${group.id}`}
                value={item.id}
                checked={chosen?.id === item.id}
                disabled={!item.state}
                onChange={() => choose({ groupId: group.id, itemId: item.id })}
              />
              {item.image ? <img src={item.image.url.medium} alt="" width={56} height={56} loading="lazy" /> : null}
              <span>{item.name}</span>
              {item.price > 0 ? <span className="choice__price">+ {format(item.price)}</span> : null}
            </label>
          </li>
        ))}
      </ul>
      {afterList}
      {group.displayType === 'custom' && chosen
        ? group.items
            .filter((item) => item.id === chosen.id)
            .map((item) => <CustomOption key={item.id} group={group} item={item} idPrefix={idPrefix} />)
        : null}
    </>
  );
}

export function Options({ groups }: { groups: OptionGroup[] }) {
  const t = useT();
  const [selection, open] = useUnit([$selection, panelOpened]);
  if (groups.length === 0) return null;
  return (
    <div className="options">
      {groups.map((group) => {
        const chosenId = selection.find((s) => s.groupId === group.id)?.id ?? null;
        const shown = inlineChoices(group.items, chosenId);
        return (
          <fieldset key={group.id} className="option-group">
            <legend className="option-group__legend">
              {group.label || group.name}
              {group.required ? <span className="option-group__required"> ({t('configurator.required')})</span> : null}
            </legend>
            <OptionChoices
              group={group}
              items={shown}
              idPrefix="page"
              afterList={
                shown.length < group.items.length ? (
                  <AllChoicesButton
                    count={group.items.length}
                    name={group.name}
                    onOpen={() => open({ name: 'configuration', data: { type: 'options', id: group.id } })}
                  />
                ) : null
              }
            />
          </fieldset>
        );
      })}
    </div>
  );
}
