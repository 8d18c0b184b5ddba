// /checkout and /checkout/login (spec §4 pre-session): the visitor gives an email address; an unknown one
// continues as a new customer to step 1, a known one logs in first and comes back to step 1 after it. Before
// and without JavaScript both forms go to the checkout's action (forms/checkout.ts), which does the same.
import { useRef } from 'react';
import { Form } from 'react-router';
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import {
  CHECKOUT_START_PATH,
  $isCheckingEmail,
  $presessionEmail,
  $presessionError,
  presessionEmailChanged,
  presessionSubmitted,
} from '@etalage/domain/checkout';
import { useT } from '~/i18n/use-t';
import { TextField } from '~/components/form-field';
import { LoginForm } from '~/components/login-form';
import { focusFirstInvalid } from '~/components/form-field';
import { PageHeading } from '~/components/page-heading';
import { INTENT_FIELD } from '~/effector/route';
import { CHECKOUT_INTENT } from './intents';
import { FormNotices } from '~/components/form-notices';

export function StartPage() {
  const t = useT();
  const [email, error, checking, changed, submitted] = useUnit([
    $presessionEmail,
    $presessionError,
    $isCheckingEmail,
    presessionEmailChanged,
    presessionSubmitted,
  ]);
  const form = useRef<HTMLFormElement>(null);
  return (
    <div className="checkout__narrow">
      <PageHeading>{t('checkout.start.title')}</PageHeading>
      <p>{t('checkout.start.intro')}</p>
      <Form
        ref={form}
        method="post"
        className="form"
        noValidate
        aria-busy={checking}
        onSubmit={(event) => {
          event.preventDefault();
          if (checking) return;
          submitted(email);
          focusFirstInvalid(form.current);
        }}
      >
        <input type="hidden" name={INTENT_FIELD} value={CHECKOUT_INTENT.email} />
        <FormNotices intent={CHECKOUT_INTENT.email} />
        <TextField
          id="presession-email"
          name="email"
          type="email"
          label={t('form.email')}
          value={email}
          required
          autoComplete="email"
          error={error ? t(error) : null}
          onValueChange={changed}
        />
        <button type="submit" className="button button--primary" aria-disabled={checking || undefined}>
          {t('checkout.start.submit')}
        </button>
        <p className="visually-hidden" role="status">
          {checking ? t('checkout.start.checking') : ''}
        </p>
      </Form>
    </div>
  );
}

export function CheckoutLoginPage() {
  const t = useT();
  return (
    <div className="checkout__narrow">
      <PageHeading>{t('checkout.login.title')}</PageHeading>
      <p>{t('checkout.login.intro')}</p>
      <LoginForm idPrefix="checkout-login" redirectTo={CHECKOUT_START_PATH} />
      <p>
        <Link className="checkout__link" to="/checkout">
          {t('checkout.login.otherEmail')}
        </Link>
      </p>
    </div>
  );
}
