// Option groups (spec §3, §4 Option choice, §5 Made-to-measure): image and text options as radio groups,
// custom options (rugs made to measure) with dimension fields, the area, the price and the minimum rule. On the
// page and in the variations panel they are fields of the add-to-cart form (./add-to-cart.tsx, forms/cart.ts):
// sent before or without JavaScript, the page comes back with the reasons at the groups that stop the add.
import { useRef, useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import {
  $addQuantity,
  $configuredPrices,
  $customDimensions,
  $customSizes,
  $selection,
  customSizeChanged,
  inlineChoices,
  optionChosen,
  sanitizeDimension,
  shownArea,
  sizeUnitOf,
  DEVIATION_PERCENTAGE,
  deviationRange,
  usesDiameter,
  type CustomDimensions,
  type OptionGroup,
  type OptionItem,
} from '@etalage/domain/configurator';
import { paymentDue, amountTimes } from '@etalage/domain/pricing';
import { panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { usePriceFormatter } from '~/components/price';
import { AllChoicesButton } from './configuration';
import { NumberInput } from '~/components/number-input';
import { useEarlyChecked } from '~/components/early-value';
import { optionField, sizeField, type SizeDimension } from '~/forms/cart-fields';
import { addToCartFormId, useAddToCartSent } from './add-to-cart';

function DimensionField({
  id,
  label,
  value,
  max,
  unit,
  name,
  form,
  onChange,
}: {
  id: string;
  label: string;
  value: number | undefined;
  max: number;
  /** The option's size unit, for the message at a clamped value. */
  unit: string;
  /** The field's name in the add-to-cart form it joins (`form`), if any. */
  name: string;
  form: string | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const t = useT();
  // Spec §5: a value above the maximum is clamped, and the field says why until the next entry; a negative one
  // is cleared; leading zeros go (the field shows the number kept).
  const [clamped, setClamped] = useState<string | null>(null);
  const messageId = `${id}-message`;
  const fieldName = label.replace(/\s*\(.*\)$/, '');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <NumberInput
        id={id}
        value={value ?? null}
        min={1}
        max={max}
        immediate
        name={form ? name : undefined}
        form={form}
        decreaseLabel={t('number.decrease', { name: fieldName })}
        increaseLabel={t('number.increase', { name: fieldName })}
        describedBy={clamped ? messageId : undefined}
        onStep={(direction) => {
          setClamped(null);
          onChange(Math.min(max, Math.max(1, (value ?? 0) + direction)));
        }}
        onTyped={(_, typed) => {
          const result = sanitizeDimension(typed, max, unit);
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
  const total = amountTimes(unit, quantity);
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

function CustomOption({
  group,
  item,
  idPrefix,
  form,
  other = false,
}: {
  group: OptionGroup;
  item: OptionItem;
  idPrefix: string;
  form: string | undefined;
  /** A shape not chosen: its fields show only without JavaScript, so a form sent without it needs one submit. */
  other?: boolean;
}) {
  const t = useT();
  const format = usePriceFormatter();
  const [dimensions, sizes, change] = useUnit([$customDimensions, $customSizes, customSizeChanged]);
  // Sent without a valid size: the size is what stopped the add.
  const sent = useAddToCartSent() && form !== undefined;
  const settings = item.advancedSettings;
  if (!settings) return null;
  const current: CustomDimensions = dimensions[item.id] ?? {};
  const result = sizes[item.id];
  const set = (patch: CustomDimensions) =>
    change({ groupId: group.id, itemId: item.id, dimensions: { ...current, ...patch, shape: settings.shape } });
  const messageId = `${idPrefix}-size-message-${item.id}`;
  const unit = sizeUnitOf(settings);
  const field = (dimension: SizeDimension) => ({
    name: sizeField(item.id, dimension),
    form,
    max: settings.maximum,
    unit,
  });
  const problem = other
    ? null
    : result?.message
      ? t.ref(result.message)
      : sent && !result?.valid
        ? t('product.sizeNeeded')
        : null;
  return (
    <fieldset className={other ? 'custom-size custom-size--other' : 'custom-size'} aria-describedby={messageId}>
      <legend>{t('configurator.size', { shape: settings.shape })}</legend>
      {usesDiameter(settings.shape) ? (
        <DimensionField
          id={`${idPrefix}-diameter-${item.id}`}
          label={t('configurator.diameter', { unit })}
          value={current.diameter}
          {...field('diameter')}
          onChange={(value) => set({ diameter: value })}
        />
      ) : (
        <div className="custom-size__row">
          <DimensionField
            id={`${idPrefix}-width-${item.id}`}
            label={t('configurator.width', { unit })}
            value={current.width}
            {...field('width')}
            onChange={(value) => set({ width: value })}
          />
          <DimensionField
            id={`${idPrefix}-length-${item.id}`}
            label={t('configurator.length', { unit })}
            value={current.length}
            {...field('length')}
            onChange={(value) => set({ length: value })}
          />
        </div>
      )}
      <p id={messageId} className={problem ? 'field-error' : 'field-hint'} aria-live="polite">
        {problem
          ? problem
          : result?.valid
            ? t('configurator.area', { area: shownArea(result.area) })
            : t('configurator.pricePerM2', { price: format(settings.defaultPrice) })}
      </p>
      {result?.valid ? (
        <ul className="custom-size__deviation">
          {(usesDiameter(settings.shape) ? [current.diameter] : [current.width, current.length]).map((cm, index) =>
            cm ? (
              <li key={index}>
                {t('configurator.deviation', { percentage: DEVIATION_PERCENTAGE, unit, ...deviationRange(cm) })}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <DepositTerms valid={result?.valid === true} />
    </fieldset>
  );
}

/** A choice's radio. One the shopper checked before the page hydrated is chosen once it has. */
function ChoiceRadio({
  checked,
  describedBy,
  onChoose,
  ...input
}: {
  name: string;
  form: string | undefined;
  value: string;
  checked: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  onChoose: () => void;
}) {
  const control = useRef<HTMLInputElement>(null);
  useEarlyChecked(control, checked, (isChecked) => (isChecked ? onChoose() : undefined));
  return (
    <input
      {...input}
      ref={control}
      type="radio"
      className="visually-hidden"
      checked={checked}
      aria-describedby={describedBy}
      onChange={onChoose}
    />
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
  form,
}: {
  group: OptionGroup;
  items?: OptionItem[];
  idPrefix: string;
  /** Under the cards, above a custom option's size fields (the page's way to all choices). */
  afterList?: React.ReactNode;
  /**
   * The id of the add-to-cart form the choices join (`addToCartFormId`); the configuration panel's join none. In a
   * form every item is there: those beyond `items` show only without JavaScript (no panel to show them in).
   */
  form?: string;
}) {
  const t = useT();
  const format = usePriceFormatter();
  const [selection, choose] = useUnit([$selection, optionChosen]);
  const sent = useAddToCartSent() && form !== undefined;
  const chosen = selection.find((s) => s.groupId === group.id);
  // What stops the add at this group, once the form was sent (a size's reason shows at the size).
  const problem = !sent
    ? null
    : chosen === undefined
      ? group.required
        ? t('validation.required')
        : null
      : !chosen.cartable && group.displayType !== 'custom'
        ? t('product.notCartable', { option: chosen.name })
        : null;
  const problemId = `${idPrefix}-option-${group.id}-error`;
  const inline = new Set(items.map((item) => item.id));
  return (
    <>
      <ul className={`choice-list choice-list--${group.displayType === 'image' ? 'image' : 'text'}`}>
        {(form ? group.items : items).map((item) => (
          <li key={item.id} className={inline.has(item.id) ? undefined : 'choice-list__more'}>
            <label
              className={`choice${chosen?.id === item.id ? ' choice--selected' : ''}${item.state ? '' : ' choice--disabled'}`}
            >
              <ChoiceRadio
                name={form ? optionField(group.id) : `${idPrefix}-option-${group.id}`}
                form={form}
                value={item.id}
                checked={chosen?.id === item.id}
                disabled={!item.state}
                describedBy={problem ? problemId : undefined}
                onChoose={() => choose({ groupId: group.id, itemId: item.id })}
              />
              {item.image ? <img src={item.image.url.medium} alt="" width={56} height={56} loading="lazy" /> : null}
              <span>{item.name}</span>
              {item.price > 0 ? <span className="choice__price">+ {format(item.price)}</span> : null}
            </label>
          </li>
        ))}
      </ul>
      {problem ? (
        <p id={problemId} className="field-error">
          {problem}
        </p>
      ) : null}
      {afterList}
      {group.displayType === 'custom'
        ? group.items
            .filter((item) => item.id === chosen?.id || (form !== undefined && item.state))
            .map((item) => (
              <CustomOption
                key={item.id}
                group={group}
                item={item}
                idPrefix={idPrefix}
                form={form}
                other={item.id !== chosen?.id}
              />
            ))
        : null}
    </>
  );
}

export function Options({ groups }: { groups: OptionGroup[] }) {
  const t = useT();
  const [selection, open] = useUnit([$selection, panelOpened]);
  if (groups.length === 0) return null;
  return (
    <div className="options" data-view="options">
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
              form={addToCartFormId('page')}
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
