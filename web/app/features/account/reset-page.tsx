// /account/reset (spec §2, §5 reset form): without a token, the email form that sends a reset link and then says
// where it went; with the link's ?token=, the new password twice with the strength meter (spec §5), both held to
// the password rules and to each other (spec §8 accountPasswordResetErrorPasswordNoMatch). What the shopper typed
// stays in the fields when a call fails. Before and without JavaScript both forms go to the page's action
// (forms/account.ts); the form it answers again says why at the fields, and comes back without the passwords.
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { validateEmail, validateResetForm } from '@etalage/domain/forms';
import {
  $isResetBusy,
  $newPasswordErrors,
  $resetEmail,
  $resetError,
  $resetLinkSentTo,
  $resetToken,
  RESET_PATH,
  newPasswordSubmitted,
  resetEmailChanged,
  resetLinkRequested,
} from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { PasswordField, TextField, focusFirstInvalid } from '~/components/form-field';
import { INTENT_FIELD } from '~/effector/route';
import { useSentForm } from '~/components/form-notices';

export const RESET_LINK_INTENT = 'reset-link';
export const NEW_PASSWORD_INTENT = 'new-password';

function FormError({ id }: { id: string }) {
  const t = useT();
  const failure = useUnit($resetError);
  return failure ? (
    <p className="alert alert--danger" id={id} role="alert">
      {t.ref(failure)}
    </p>
  ) : null;
}

function RequestLinkForm() {
  const t = useT();
  const [sentTo, busy, email, setEmail, request] = useUnit([
    $resetLinkSentTo,
    $isResetBusy,
    $resetEmail,
    resetEmailChanged,
    resetLinkRequested,
  ]);
  const [triedHere, setAttempted] = useState(false);
  const sent = useSentForm(RESET_LINK_INTENT);
  const attempted = triedHere || sent;
  const form = useRef<HTMLFormElement>(null);
  const emailError = attempted ? (email.trim() === '' ? 'validation.required' : validateEmail(email)) : null;
  return (
    <>
      <PageHeading>{t('reset.title')}</PageHeading>
      {sentTo ? (
        <p className="alert alert--success" role="status">
          {t('reset.sent', { email: sentTo })}
        </p>
      ) : (
        <p>{t('reset.intro')}</p>
      )}
      <Form
        ref={form}
        method="post"
        className="form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          request({ email });
          focusFirstInvalid(form.current);
        }}
      >
        <input type="hidden" name={INTENT_FIELD} value={RESET_LINK_INTENT} />
        <TextField
          id="reset-email"
          name="email"
          type="email"
          label={t('form.email')}
          value={email}
          required
          autoComplete="username"
          error={emailError ? t(emailError) : null}
          checked={attempted}
          onValueChange={setEmail}
        />
        <FormError id="reset-request-error" />
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {t('reset.submit')}
        </button>
        <p className="visually-hidden" role="status">
          {busy ? t('reset.busy') : ''}
        </p>
      </Form>
      <p>
        <Link to="/account/login">{t('reset.backToLogin')}</Link>
      </p>
    </>
  );
}

function NewPasswordForm() {
  const t = useT();
  const [busy, sentErrors, submit] = useUnit([$isResetBusy, $newPasswordErrors, newPasswordSubmitted]);
  const [values, setValues] = useState({ password: '', password_confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const sent = useSentForm(NEW_PASSWORD_INTENT);
  const form = useRef<HTMLFormElement>(null);
  // The form the action answered comes back without the passwords: the errors are those of the pair as sent.
  const errors = attempted ? validateResetForm(values) : sent ? sentErrors : {};
  return (
    <>
      <PageHeading>{t('reset.newTitle')}</PageHeading>
      <p>{t('reset.newIntro')}</p>
      <Form
        ref={form}
        method="post"
        className="form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          submit(values);
          focusFirstInvalid(form.current);
        }}
      >
        <input type="hidden" name={INTENT_FIELD} value={NEW_PASSWORD_INTENT} />
        <PasswordField
          id="reset-password"
          name="password"
          label={t('form.password')}
          value={values.password}
          required
          autoComplete="new-password"
          showStrength
          clearable
          error={errors.password ? t(errors.password) : null}
          checked={attempted}
          onValueChange={(password) => setValues((current) => ({ ...current, password }))}
        />
        <PasswordField
          id="reset-password_confirm"
          name="password_confirm"
          label={t('form.passwordConfirm')}
          value={values.password_confirm}
          required
          autoComplete="new-password"
          error={errors.password_confirm ? t(errors.password_confirm) : null}
          checked={attempted}
          onValueChange={(password_confirm) => setValues((current) => ({ ...current, password_confirm }))}
        />
        <FormError id="reset-password-error" />
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {t('reset.save')}
        </button>
        <p className="visually-hidden" role="status">
          {busy ? t('reset.busy') : ''}
        </p>
      </Form>
      <p>
        <Link to={RESET_PATH}>{t('reset.requestAgain')}</Link>
      </p>
    </>
  );
}

export function AccountResetPage() {
  const token = useUnit($resetToken);
  return (
    <div className="account-page account-page--narrow">
      {/* A new link (another token, or none) starts the form afresh. */}
      {token ? <NewPasswordForm key={token} /> : <RequestLinkForm />}
    </div>
  );
}
