// Pieces every checkout page shares: a step's form, the Prev/Next buttons, the address lines and the empty-cart
// state. The page heading that takes focus after a navigation is shared with other pages (components/page-heading).
import { useRef, type InputHTMLAttributes, type Ref } from 'react';
import { Form } from 'react-router';
import { Link } from '~/components/link';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { useEarlyChecked } from '~/components/early-value';
import { FormNotices } from '~/components/form-notices';
import { ActionForm } from '~/components/model-form';
import { INTENT_FIELD } from '~/effector/route';
import { CHECKOUT_INTENT } from './intents';

/** The form 'Prev' sends before and without JavaScript (forms do not nest: it stands beside the step's form). */
const PREV_FORM_ID = 'checkout-prev-form';

interface StepFormProps {
  /** Which of the checkout's forms this is, for the action (./intents). */
  intent: string;
  /** After hydration: what the step does on submit, in the browser (the document is not sent). */
  onSubmit: (form: HTMLFormElement) => void;
  formRef?: Ref<HTMLFormElement>;
  className?: string;
  busy?: boolean;
  /** The step has 'Prev' (StepActions with `onPrev`). */
  prev?: boolean;
  children: React.ReactNode;
}

/**
 * A step's form (docs/decisions/forms-before-javascript.md): sent before and without JavaScript to the checkout's
 * action, which fires the same events on the server; after hydration the models do it in the browser.
 */
export function StepForm({
  intent,
  onSubmit,
  formRef,
  className = 'form checkout-form',
  busy,
  prev = false,
  children,
}: StepFormProps) {
  return (
    <>
      <ActionForm intent={intent} busy={busy} onSubmit={onSubmit} formRef={formRef} className={className}>
        <FormNotices intent={intent} />
        {children}
      </ActionForm>
      {prev ? (
        <Form id={PREV_FORM_ID} method="post" hidden>
          <input type="hidden" name={INTENT_FIELD} value={CHECKOUT_INTENT.prev} />
        </Form>
      ) : null}
    </>
  );
}

interface ChoiceRadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  checked: boolean;
  /** The shopper chose this one. */
  onChoose: () => void;
}

/** One choice of a radio group (an address, a delivery or payment option); one made before hydration counts. */
export function ChoiceRadio({ checked, onChoose, ...input }: ChoiceRadioProps) {
  const control = useRef<HTMLInputElement>(null);
  useEarlyChecked(control, checked, (isChecked) => {
    if (isChecked) onChoose();
  });
  return <input {...input} ref={control} type="radio" checked={checked} onChange={() => onChoose()} />;
}

interface StepActionsProps {
  onPrev?: () => void;
  nextLabel: string;
  /** A step is being left (registration, payment): the button announces it and ignores presses. */
  busy?: boolean;
  busyLabel?: string;
  /** Nothing can be done on this step now (no payment options): 'Next' is off. */
  disabled?: boolean;
}

/**
 * 'Prev' never validates (spec §4); 'Next' is the form's submit button, so Enter in a field also goes on. 'Prev'
 * sends the form beside the step's (StepForm `prev`) before and without JavaScript, so it is not the step form's
 * default button.
 */
export function StepActions({ onPrev, nextLabel, busy = false, busyLabel, disabled = false }: StepActionsProps) {
  const t = useT();
  return (
    <div className="step-actions">
      {onPrev ? (
        <button
          type="submit"
          form={PREV_FORM_ID}
          className="button"
          onClick={(event) => {
            event.preventDefault();
            onPrev();
          }}
        >
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
