// The price filter (spec §2): a two-handle range slider bounded by the category's price range, applied on value
// change once the slider rests for the slider's default 300 ms (spec §9; the domain's `priceSliderMoved`), so a
// drag that pauses applies what it shows and a run of key presses makes one navigation. Above the thumb in use
// a tip shows its value, following it after 50 ms (spec §9 'slider tooltip debounce'). The values shown while
// moving are view state of this slider only.
import { useEffect, useRef, useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { useUnit } from 'effector-react';
import { priceSliderMoved, type PriceRangeFilter } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { usePriceFormatter } from '~/components/price';

/** Spec §9: the slider's tooltip debounce. */
export const SLIDER_TOOLTIP_DEBOUNCE_MS = 50;

const key = (min: number, max: number) => `${min}-${max}`;

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
  const move = useUnit(priceSliderMoved);
  const { min, max } = filter.range;
  const [values, setValues] = useState<[number, number]>([filter.marks.min, filter.marks.max]);
  const [tips, setTips] = useState(values);
  // The ranges this slider moved through since the page last showed the latest of them. The page's range
  // changes to one of them when the slider's own change is applied: the thumbs already show it, or have moved
  // on (a drag that paused and went on), so they stay. Any other range came from elsewhere (a chip, Back) and
  // moves the thumbs.
  const moved = useRef<string[]>([]);
  useEffect(() => {
    const shown = key(filter.marks.min, filter.marks.max);
    const at = moved.current.indexOf(shown);
    if (at === -1) {
      moved.current = [];
      setValues([filter.marks.min, filter.marks.max]);
    } else if (at === moved.current.length - 1) {
      moved.current = [shown];
    }
  }, [filter.marks.min, filter.marks.max]);
  useEffect(() => {
    const timer = setTimeout(() => setTips(values), SLIDER_TOOLTIP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values]);
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
        onValueChange={(next) => {
          const range = { min: next[0] ?? min, max: next[1] ?? max };
          moved.current.push(key(range.min, range.max));
          setValues([range.min, range.max]);
          move(range);
        }}
      >
        <Slider.Track className="range-slider__track">
          <Slider.Range className="range-slider__range" />
        </Slider.Track>
        <Slider.Thumb
          className="range-slider__thumb"
          aria-label={t('filters.priceMin')}
          aria-valuetext={format(values[0])}
        >
          <span className="range-slider__tip range-slider__tip--min" aria-hidden="true">
            {format(tips[0])}
          </span>
        </Slider.Thumb>
        <Slider.Thumb
          className="range-slider__thumb"
          aria-label={t('filters.priceMax')}
          aria-valuetext={format(values[1])}
        >
          <span className="range-slider__tip range-slider__tip--max" aria-hidden="true">
            {format(tips[1])}
          </span>
        </Slider.Thumb>
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
