// Pieces every checkout page shares: the Prev/Next buttons, the address lines and the empty-cart state.
// The page heading that takes focus after a navigation is shared with other pages (components/page-heading).
import { Link } from '~/components/link';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';

interface StepActionsProps {
  onPrev?: () => void;
  nextLabel: string;
  /** A step is being left (registration, payment): the button announces it and ignores presses. */
  busy?: boolean;
  busyLabel?: string;
  /** Nothing can be done on this step now (no payment options): 'Next' is off. */
  disabled?: boolean;
}

/** 'Prev' never validates (spec §4); 'Next' is the form's submit button, so Enter in a field also goes on. */
export function StepActions({ onPrev, nextLabel, busy = false, busyLabel, disabled = false }: StepActionsProps) {
  const t = useT();
  return (
    <div className="step-actions">
      {onPrev ? (
        <button type="button" className="button" onClick={() => onPrev()}>
          {t('checkout.prev')}
        </button>
      ) : null}
      {/* aria-disabled while busy: the focused button keeps focus. Disabled when there is nothing to do. */}
      <button
        type="submit"
        className="button button--primary step-actions__next"
        disabled={disabled}
        aria-disabled={busy || undefined}
      >
        {nextLabel}
      </button>
      <p className="visually-hidden" role="status">
        {busy && busyLabel ? busyLabel : ''}
      </p>
    </div>
  );
}

export function EmptyCheckout() {
  const t = useT();
  return (
    <div className="checkout__empty">
      <PageHeading>{t('checkout.empty.title')}</PageHeading>
      <p>{t('checkout.empty.body')}</p>
      <Link className="button button--primary" to="/">
        {t('checkout.empty.continue')}
      </Link>
    </div>
  );
}
