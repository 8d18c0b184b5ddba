// /account/reset (spec §2, §5 reset form): without a token, the email form that sends a reset link and then says
// where it went; with the link's ?token=, the new password twice with the strength meter (spec §5), both held to
// the password rules and to each other (spec §8 accountPasswordResetErrorPasswordNoMatch). What the shopper typed
// stays in the fields when a call fails.
import { useRef, useState } from 'react';
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import {
  $isResetBusy,
  $resetError,
  $resetLinkSentTo,
  $resetToken,
  RESET_PATH,
  newPasswordSubmitted,
  resetLinkRequested,
  validateEmail,
  validateResetForm,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { PasswordField, TextField, focusFirstInvalid } from '~/components/form-field';

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
  const [sentTo, busy, request] = useUnit([$resetLinkSentTo, $isResetBusy, resetLinkRequested]);
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
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
      <form
        ref={form}
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
        <TextField
          id="reset-email"
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
      </form>
      <p>
        <Link to="/account/login">{t('reset.backToLogin')}</Link>
      </p>
    </>
  );
}

function NewPasswordForm() {
  const t = useT();
  const [busy, submit] = useUnit([$isResetBusy, newPasswordSubmitted]);
  const [values, setValues] = useState({ password: '', password_confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errors = attempted ? validateResetForm(values) : {};
  return (
    <>
      <PageHeading>{t('reset.newTitle')}</PageHeading>
      <p>{t('reset.newIntro')}</p>
      <form
        ref={form}
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
        <PasswordField
          id="reset-password"
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
      </form>
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
