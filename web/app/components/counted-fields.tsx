// Fields with a character counter (spec §5 text input maxlength; docs/account.md "Tickets and the character
// counter"): a one-line and a multi-line field. Apart from ./form-field so the pages without one (the checkout)
// do not load it.
import { useEffect, useRef, useState } from 'react';
import { characterCount } from '@etalage/domain/forms';
import { useT } from '~/i18n/use-t';
import { FieldShell, TextField, isShownValid } from './form-field';
import { useEarlyValue } from './early-value';

/** How long after the last keystroke a screen reader hears what is left (not on every key). */
const COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * Spec §5 text input maxlength with its counter: 'n of max characters' under the field (read with the field, by
 * aria-describedby), and, a moment after typing stops, what is left or how much is too many in a polite live
 * region. No native maxlength: a pasted text stays whole so the writer can shorten it; the form refuses it.
 */
function CharacterCount({ id, value, max }: { id: string; value: string; max: number }) {
  const t = useT();
  const count = characterCount(value);
  const [announced, setAnnounced] = useState('');
  const mounted = useRef(false);
  useEffect(() => {
    // Nothing to say before the first keystroke.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const timer = setTimeout(
      () =>
        setAnnounced(
          count > max
            ? t('form.countOver', { over: count - max })
            : t('form.countRemaining', { remaining: max - count }),
        ),
      COUNT_ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [count, max, t]);
  return (
    <>
      <p className={`field__count${count > max ? ' field__count--over' : ''}`} id={`${id}-count`}>
        {t('form.count', { count, max })}
      </p>
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
    </>
  );
}

/** The ids a control is described by, with its counter's when it has one. */
const withCount = (describedBy: string | undefined, id: string, max: number | undefined): string | undefined =>
  max === undefined ? describedBy : [describedBy, `${id}-count`].filter(Boolean).join(' ');

type CountedTextFieldProps = Omit<React.ComponentProps<typeof TextField>, 'after' | 'extraDescribedBy'> & {
  maxCharacters: number;
};

/** A TextField with its counter. */
export function CountedTextField({ maxCharacters, ...field }: CountedTextFieldProps) {
  return (
    <TextField
      {...field}
      after={<CharacterCount id={field.id} value={field.value} max={maxCharacters} />}
      extraDescribedBy={`${field.id}-count`}
    />
  );
}

interface TextAreaFieldProps extends Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'id'
> {
  id: string;
  label: React.ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  hint?: React.ReactNode;
  error?: string | null;
  checked?: boolean;
  maxCharacters?: number;
}

/** A multi-line text field, with the same label, hint, error, valid state and counter as TextField. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  required,
  hint,
  error,
  checked,
  maxCharacters,
  rows = 6,
  ...textarea
}: TextAreaFieldProps) {
  // What was typed before the page hydrated goes to the model once mounted (docs/decisions/forms-before-javascript.md).
  const control = useRef<HTMLTextAreaElement>(null);
  useEarlyValue(control, value, onValueChange);
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      valid={isShownValid(checked, error, value)}
      after={maxCharacters === undefined ? null : <CharacterCount id={id} value={value} max={maxCharacters} />}
    >
      {(describedBy) => (
        <textarea
          {...textarea}
          ref={control}
          id={id}
          rows={rows}
          className="input field__input field__textarea"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={withCount(describedBy, id, maxCharacters)}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
