// Pieces every checkout page shares: the page heading that takes focus after a client navigation (so a
// screen reader hears the new step), the Prev/Next buttons, and the empty-cart state.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import type { SavedAddress } from '@etalage/domain';
import { useT } from '~/i18n/use-t';

/**
 * The page's h1. After a link or a model moved the shopper here (a PUSH or REPLACE navigation) focus moves to
 * it, so keyboard and screen reader users start at the new step. A page load and back/forward (POP) leave
 * focus where the browser puts it.
 */
export function PageHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') heading.current?.focus();
  }, [key, navigationType]);
  return (
    <h1 id={id} ref={heading} tabIndex={-1} className="checkout__title">
      {children}
    </h1>
  );
}

interface StepActionsProps {
  onPrev?: () => void;
  nextLabel: string;
  /** A step is being left (registration, payment): the button announces it and ignores presses. */
  busy?: boolean;
  busyLabel?: string;
}

/** 'Prev' never validates (spec §4); 'Next' is the form's submit button, so Enter in a field also goes on. */
export function StepActions({ onPrev, nextLabel, busy = false, busyLabel }: StepActionsProps) {
  const t = useT();
  return (
    <div className="step-actions">
      {onPrev ? (
        <button type="button" className="button" onClick={() => onPrev()}>
          {t('checkout.prev')}
        </button>
      ) : null}
      {/* aria-disabled rather than disabled: the focused button keeps focus while the step is busy. */}
      <button type="submit" className="button button--primary step-actions__next" aria-disabled={busy || undefined}>
        {nextLabel}
      </button>
      <p className="visually-hidden" role="status">
        {busy && busyLabel ? busyLabel : ''}
      </p>
    </div>
  );
}

/** Moves focus to the first field that says it is invalid, once React has drawn the errors. */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  requestAnimationFrame(() => {
    if (!form?.isConnected) return;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
};

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

/** A saved address as the lines of an envelope; the space after each line keeps them apart in accessible names. */
export function AddressLines({ address, lineClassName }: { address: SavedAddress; lineClassName: string }) {
  const lines = [
    address.companyName,
    `${address.firstName} ${address.lastName}`,
    `${address.streetName} ${address.houseNumber}${address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}`,
    `${address.zipCode} ${address.city}`,
  ].filter(Boolean);
  return (
    <>
      {lines.map((line) => (
        <span key={line} className={lineClassName}>
          {line}{' '}
        </span>
      ))}
    </>
  );
}
