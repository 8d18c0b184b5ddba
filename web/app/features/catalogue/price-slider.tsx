// The price filter (spec §2, its timings §9): two native range inputs over one track
// (docs/decisions/native-price-slider.md), applied once the slider rests (the domain's `priceSliderMoved`), so a
// drag that pauses applies what it shows and a run of key presses makes one navigation.
import { Fragment, useEffect, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useUnit } from '~/effector/use-unit';
import { type PriceRangeFilter } from '@etalage/domain/catalogue';
import { priceSliderMoved } from '@etalage/domain/catalogue/filters';
import { useT } from '~/i18n/use-t';
import { usePriceFormatter } from '~/components/price';

/** Spec §9: the slider's tooltip debounce. */
export const SLIDER_TOOLTIP_DEBOUNCE_MS = 50;

const key = (min: number, max: number) => `${min}-${max}`;

/** The two handles, lower then upper: each an input with its tip right after it (the stylesheet shows the tip of the input in use). */
const HANDLES = [
  { end: 'min', label: 'filters.priceMin' },
  { end: 'max', label: 'filters.priceMax' },
] as const;

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
  /** Where a value sits on the track, from 0 to 1 (the thumbs, the range between them and the tips follow it). */
  const share = (value: number) => (value - min) / (max - min);
  const changed = (event: ChangeEvent<HTMLInputElement>, thumb: 0 | 1) => {
    const typed = Number(event.currentTarget.value);
    const value = thumb === 0 ? Math.min(typed, values[1] - 1) : Math.max(typed, values[0] + 1);
    // Held back at the other thumb: the input shows the value kept, also when the state does not change.
    if (value !== typed) event.currentTarget.value = String(value);
    if (value === values[thumb]) return;
    const range = thumb === 0 ? { min: value, max: values[1] } : { min: values[0], max: value };
    moved.current.push(key(range.min, range.max));
    setValues([range.min, range.max]);
    move(range);
  };
  return (
    <section className="facet facet--price" aria-labelledby={headingId} aria-busy={isLoading}>
      <h3 className="facet__heading facet__heading--static" id={headingId}>
        {/* The shop's own word, as its chip names it ('Prijs', 'Price'): the API's label is the catalogue's Dutch. */}
        {t('filters.price')}
      </h3>
      <div
        className={[
          'range-slider',
          // The lower handle past the middle lies over the upper one (two handles pushed together at the upper
          // end can still be parted), and each tip opens towards the middle, so it never leaves the slider.
          values[0] > (min + max) / 2 ? 'range-slider--low-past-middle' : '',
          values[1] < (min + max) / 2 ? 'range-slider--high-before-middle' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={{ '--low': share(values[0]), '--high': share(values[1]) } as CSSProperties}
      >
        <div className="range-slider__track" aria-hidden="true">
          <div className="range-slider__range" />
        </div>
        {HANDLES.map(({ end, label }, index) => {
          const thumb = index as 0 | 1;
          return (
            <Fragment key={end}>
              <input
                type="range"
                className={`range-slider__input range-slider__input--${end}`}
                min={min}
                max={max}
                step={1}
                value={values[thumb]}
                aria-label={t(label)}
                aria-valuetext={format(values[thumb])}
                onChange={(event) => changed(event, thumb)}
              />
              <span className={`range-slider__tip range-slider__tip--${end}`} aria-hidden="true">
                {format(tips[thumb])}
              </span>
            </Fragment>
          );
        })}
      </div>
      <p className="range-slider__values" aria-live="polite">
        <span>{format(values[0])}</span>
        <span aria-hidden="true">–</span>
        <span>{format(values[1])}</span>
      </p>
      {isLoading ? <div className="loading-overlay" aria-hidden="true" /> : null}
    </section>
  );
}
