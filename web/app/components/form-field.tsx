// Labelled form controls (WCAG 2.2: every field has a visible label; a hint and an error are tied to the
// control with aria-describedby; an invalid field says so with aria-invalid). Once the form was checked, a
// field with a value and no error shows it is valid (spec §5): a check mark by its label and a green edge, and
// for screen readers a described 'correct' (never colour alone). Presentational: the caller passes the value,
// the translated error, whether the form was checked and what a change does. Each control has a `name`: the
// form works before and without JavaScript (docs/decisions/forms-before-javascript.md).
import { useRef, useState } from 'react';
import { passwordRules } from '@etalage/domain/forms';
import { useT } from '~/i18n/use-t';
import { CheckIcon, CloseIcon } from './icons';
import { useEarlyValue } from './early-value';

interface FieldShellProps {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  error?: string | null;
  /** The field was checked and passed: shown as valid. */
  valid?: boolean;
  children: (describedBy: string | undefined) => React.ReactNode;
  /** Drawn under the control, above its error (a character counter). */
  after?: React.ReactNode;
  className?: string;
}

/** The state a checked field shows: invalid with its error, valid with a value, else none (empty, optional). */
export const isShownValid = (checked: boolean | undefined, error: string | null | undefined, value: string): boolean =>
  checked === true && !error && value.trim() !== '';

/** The label, hint and error around one control; the control gets the ids it must point at. */
export function FieldShell({ id, label, required, hint, error, valid, children, after, className }: FieldShellProps) {
  const t = useT();
  const isValid = valid === true && !error;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null, isValid ? `${id}-valid` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const state = error ? ' field--invalid' : isValid ? ' field--valid' : '';
  return (
    <div className={`field${state}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? null : <span className="field__optional"> ({t('form.optional')})</span>}
        {isValid ? (
          <span className="field__valid-mark" aria-hidden="true">
            <CheckIcon size={16} />
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {after}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          <span aria-hidden="true">! </span>
          {error}
        </p>
      ) : null}
      {isValid ? (
        <span className="visually-hidden" id={`${id}-valid`}>
          {t('form.valid')}
        </span>
      ) : null}
    </div>
  );
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: React.ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  hint?: React.ReactNode;
  error?: string | null;
  /** The form was checked: a field with a value and no error shows it is valid. */
  checked?: boolean;
  className?: string;
  /** Drawn under the control (a character counter: ./counted-fields). */
  after?: React.ReactNode;
  /** More ids the control is described by (the counter's). */
  extraDescribedBy?: string;
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  required,
  hint,
  error,
  checked,
  className,
  after,
  extraDescribedBy,
  type = 'text',
  ...input
}: TextFieldProps) {
  const control = useRef<HTMLInputElement>(null);
  useEarlyValue(control, value, onValueChange);
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      valid={isShownValid(checked, error, value)}
      className={className}
      after={after}
    >
      {(describedBy) => (
        <input
          {...input}
          ref={control}
          id={id}
          type={type}
          className="input field__input"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

interface SelectFieldProps {
  id: string;
  /** The field's name in the form as sent. */
  name?: string;
  label: React.ReactNode;
  value: string;
  options: { value: string; label: string }[];
  onValueChange: (value: string) => void;
  required?: boolean;
  error?: string | null;
  checked?: boolean;
  autoComplete?: string;
  /** The shopper reaches for the control (hover, focus): preload what a change may need. */
  onIntent?: () => void;
}

export function SelectField({
  id,
  label,
  value,
  options,
  onValueChange,
  required,
  error,
  checked,
  autoComplete,
  onIntent,
  name,
}: SelectFieldProps) {
  const control = useRef<HTMLSelectElement>(null);
  useEarlyValue(control, value, onValueChange);
  return (
    <FieldShell id={id} label={label} required={required} error={error} valid={isShownValid(checked, error, value)}>
      {(describedBy) => (
        <select
          ref={control}
          id={id}
          name={name}
          className="input field__input"
          value={value}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          onFocus={onIntent}
          onPointerEnter={onIntent}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface PasswordFieldProps {
  id: string;
  /** The field's name in the form as sent. */
  name?: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  error?: string | null;
  checked?: boolean;
  /** Spec §5: the strength meter lists the password rules with their state and the character count. */
  showStrength?: boolean;
  /** Spec §4 Misc UI: a clear button, shown only for a clearable field with text in it. */
  clearable?: boolean;
}

/** Spec §4 Misc UI: the password input toggles visible text; a clearable one has a clear button. */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  autoComplete,
  required,
  error,
  checked,
  showStrength,
  clearable,
  name,
}: PasswordFieldProps) {
  const t = useT();
  const control = useRef<HTMLInputElement>(null);
  useEarlyValue(control, value, onValueChange);
  // Whether the text is shown is a property of this control only, not shop state.
  const [isVisible, setVisible] = useState(false);
  const strength = showStrength ? passwordRules(value) : null;
  const hint = strength ? (
    <span className="password-meter">
      <span className="visually-hidden">{t('password.rules')}</span>
      <span className="password-meter__rules">
        {strength.rules.map((rule) => (
          <span key={rule.name} className={`password-meter__rule${rule.valid ? ' password-meter__rule--valid' : ''}`}>
            {rule.valid ? <CheckIcon size={16} /> : <span className="password-meter__dot" aria-hidden="true" />}
            {t.ref(rule.label)}
            <span className="visually-hidden"> ({t(rule.valid ? 'password.rule.met' : 'password.rule.notMet')})</span>
          </span>
        ))}
      </span>
      <span className="password-meter__length">{t.ref(strength.lengthLabel)}</span>
    </span>
  ) : undefined;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      valid={isShownValid(checked, error, value)}
    >
      {(describedBy) => (
        <span className="password-input">
          <input
            ref={control}
            id={id}
            name={name}
            className="input field__input"
            type={isVisible ? 'text' : 'password'}
            value={value}
            required={required}
            autoComplete={autoComplete}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          />
          <button
            type="button"
            className="link-button password-input__toggle"
            aria-pressed={isVisible}
            aria-controls={id}
            aria-label={t('password.showNamed', { label })}
            onClick={() => setVisible((visible) => !visible)}
          >
            {t('password.show')}
          </button>
          {clearable && value !== '' ? (
            <button
              type="button"
              className="link-button password-input__clear"
              aria-label={t('password.clearNamed', { label })}
              onClick={(event) => {
                onValueChange('');
                // Focus goes back to the emptied field, so typing can start again at once.
                (event.currentTarget.parentElement?.querySelector('input') as HTMLInputElement | null)?.focus();
              }}
            >
              <CloseIcon size={16} />
            </button>
          ) : null}
        </span>
      )}
    </FieldShell>
  );
}

/** Moves focus to the first field that says it is invalid, once React has drawn the errors. */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  requestAnimationFrame(() => {
    if (!form?.isConnected) return;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
};
