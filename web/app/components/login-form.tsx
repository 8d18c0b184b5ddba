// The login form of /account/login and /checkout/login (spec §4 Session, §5 account login). The session
// model sends the login; it leads to `redirectTo` (the checkout's login page leads back into the checkout),
// else to the account overview. A failed login shows why (the server's phrase, else the request error),
// marks the form failed and clears the password. Before and without JavaScript the form goes to its page's
// action (forms/session.ts), which does the same on the server.
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import { validateLoginForm } from '@etalage/domain/forms';
import { $isLoggingIn, RESET_PATH, REGISTER_PATH } from '@etalage/domain/session';
import {
  $loginEmail,
  $loginError,
  $loginPassword,
  loginEmailChanged,
  loginPasswordChanged,
  loginSubmitted,
} from '@etalage/domain/session/login';
import { useT } from '~/i18n/use-t';
import { PasswordField, TextField, focusFirstInvalid } from './form-field';
import { INTENT_FIELD } from '~/effector/route';
import { useSentForm } from './form-notices';

export const LOGIN_INTENT = 'login';

export function LoginForm({ idPrefix, redirectTo }: { idPrefix: string; redirectTo?: string }) {
  const t = useT();
  const [email, password, failure, loggingIn, emailChanged, passwordChanged, submit] = useUnit([
    $loginEmail,
    $loginPassword,
    $loginError,
    $isLoggingIn,
    loginEmailChanged,
    loginPasswordChanged,
    loginSubmitted,
  ]);
  // Field errors show once the shopper tried to log in; which fields are wrong is the domain's rule.
  // The page's action answered this form with its errors: it was tried.
  const sent = useSentForm(LOGIN_INTENT);
  const [triedHere, setAttempted] = useState(false);
  const attempted = triedHere || sent;
  const form = useRef<HTMLFormElement>(null);
  const errors = attempted ? validateLoginForm({ email, password }) : {};
  return (
    <Form
      ref={form}
      method="post"
      className="form login-form"
      noValidate
      aria-busy={loggingIn}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (loggingIn) return;
        submit({ email, password, redirectTo });
        focusFirstInvalid(form.current);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={LOGIN_INTENT} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={t('form.email')}
        value={email}
        required
        autoComplete="username"
        error={errors.email ? t(errors.email) : null}
        // A refused login says nothing about which of the two was wrong: no check mark then.
        checked={attempted && failure === null}
        onValueChange={emailChanged}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        name="password"
        label={t('form.password')}
        value={password}
        required
        autoComplete="current-password"
        // A failed login empties the password (spec §4 Session): its reason wins over 'required' for that field.
        error={failure ? t.ref(failure) : errors.password ? t(errors.password) : null}
        onValueChange={passwordChanged}
      />
      <button type="submit" className="button button--primary" aria-disabled={loggingIn || undefined}>
        {t('login.submit')}
      </button>
      <p className="login-form__links">
        <Link to={RESET_PATH}>{t('login.forgot')}</Link>
        <Link to={REGISTER_PATH}>{t('login.register')}</Link>
      </p>
      <p className="visually-hidden" role="status">
        {loggingIn ? t('login.busy') : ''}
      </p>
    </Form>
  );
}
