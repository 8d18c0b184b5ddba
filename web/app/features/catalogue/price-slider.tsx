// The price filter (spec §2): a two-handle range slider bounded by the category's price range, applied
// when the shopper lets go. The values shown while dragging are view state of this slider only.
import { useEffect, useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { useUnit } from 'effector-react';
import { priceFilterChanged, type PriceRangeFilter } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { usePriceFormatter } from '~/components/price';

export function PriceSlider({
  filter,
  idPrefix,
  isLoading,
}: {
  filter: PriceRangeFilter;
  idPrefix: string;
  isLoading: boolean;
}) {
  const t = useT();
  const format = usePriceFormatter();
  const change = useUnit(priceFilterChanged);
  const { min, max } = filter.range;
  const [values, setValues] = useState<[number, number]>([filter.marks.min, filter.marks.max]);
  useEffect(() => setValues([filter.marks.min, filter.marks.max]), [filter.marks.min, filter.marks.max]);
  const headingId = `${idPrefix}price-heading`;
  if (max <= min) return null;
  return (
    <section className="facet facet--price" aria-labelledby={headingId} aria-busy={isLoading}>
      <h3 className="facet__heading facet__heading--static" id={headingId}>
        {filter.label}
      </h3>
      <Slider.Root
        className="range-slider"
        min={min}
        max={max}
        step={1}
        minStepsBetweenThumbs={1}
        value={values}
        onValueChange={(next) => setValues([next[0] ?? min, next[1] ?? max])}
        onValueCommit={(next) => change({ min: next[0] ?? min, max: next[1] ?? max })}
      >
        <Slider.Track className="range-slider__track">
          <Slider.Range className="range-slider__range" />
        </Slider.Track>
        <Slider.Thumb
          className="range-slider__thumb"
          aria-label={t('filters.priceMin')}
          aria-valuetext={format(values[0])}
        />
        <Slider.Thumb
          className="range-slider__thumb"
          aria-label={t('filters.priceMax')}
          aria-valuetext={format(values[1])}
        />
      </Slider.Root>
      <p className="range-slider__values" aria-live="polite">
        <span>{format(values[0])}</span>
        <span aria-hidden="true">–</span>
        <span>{format(values[1])}</span>
      </p>
      {isLoading ? <div className="loading-overlay" aria-hidden="true" /> : null}
    </section>
  );
}
