// The checkout's step indicator (spec §2 checkout steps): the four steps in order, the current one marked
// with aria-current; steps already passed are links back ('Prev' needs no validation, spec §4).
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { $step, CHECKOUT_STEPS, stepNumber, stepPath } from '@etalage/domain/checkout';
import { $locale } from '@etalage/domain/i18n';
import { useT } from '~/i18n/use-t';
import { CheckIcon } from '~/components/icons';

export function StepIndicator() {
  const t = useT();
  const [step, locale] = useUnit([$step, $locale]);
  const current = step === null ? 0 : stepNumber(step);
  return (
    <nav className="steps" aria-label={t('checkout.steps.label')}>
      <ol className="steps__list">
        {CHECKOUT_STEPS.map((item) => {
          const number = stepNumber(item);
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          const content = (
            <>
              <span className="steps__number" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={16} /> : number}
              </span>
              <span className="steps__name">{t(`checkout.step.${item}`)}</span>
              {state === 'done' ? <span className="visually-hidden"> ({t('checkout.steps.done')})</span> : null}
            </>
          );
          return (
            <li key={item} className={`steps__item steps__item--${state}`}>
              {state === 'done' && item !== 'pay' ? (
                <Link className="steps__link" to={stepPath(item, locale)}>
                  {content}
                </Link>
              ) : (
                <span className="steps__link" aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
