// A forgotten password (spec §2 /account/reset, §5 reset form, §8 accountPasswordResetErrorPasswordNoMatch): from
// the login's "Wachtwoord vergeten?" a fresh customer asks for a link, finds it in the mock's mailbox, chooses a
// new password (the two must match and follow the rules, the strength meter shows them), lands on the login
// with a notice and logs in with the new password. A used token is refused at the form. Both forms pass axe.
import { test, expect, waitForHydration } from '../support/fixtures';
import { uniqueEmail } from '../support/shopper';

const NEWER_PASSWORD = 'Vergeten2026!z';

test.describe('resetting a forgotten password', () => {
  test('a customer asks for a link, sets a new password with it and logs in with that', async ({
    page,
    request,
    apiUrl,
    shopApi,
    expectAccessible,
  }) => {
    const customer = await shopApi.register('reset');
    await page.goto('/account/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(/\/account\/reset$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();

    // An empty or malformed email is refused at the field; nothing is sent.
    const email = page.getByRole('textbox', { name: 'E-mailadres' });
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await email.fill('niet-een-adres');
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    await email.fill(customer.email);
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('status').filter({ hasText: customer.email })).toContainText(
      'hebben we daar een link naartoe gestuurd',
    );

    // The mock's mailbox (this worker's session) holds the mail with the link.
    const mailbox = await request.get(`${apiUrl}/__mock/mailbox`, {
      params: { to: customer.email, kind: 'password-reset' },
    });
    expect(mailbox.ok()).toBe(true);
    const { mails } = (await mailbox.json()) as { mails: { links: { rel: string; url: string }[] }[] };
    const link = mails[0]?.links.find((candidate) => candidate.rel === 'reset')?.url;
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get('token')!;

    await page.goto(`/account/reset?token=${encodeURIComponent(token)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord kiezen' })).toBeVisible();
    const password = page.getByLabel('Wachtwoord', { exact: true });
    const repeat = page.getByLabel('Herhaal wachtwoord', { exact: true });
    await password.fill(NEWER_PASSWORD);
    await repeat.fill(`${NEWER_PASSWORD}-anders`);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('De wachtwoorden komen niet overeen.')).toBeVisible();
    // What was typed stays.
    await expect(password).toHaveValue(NEWER_PASSWORD);
    await expectAccessible();

    await repeat.fill(NEWER_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByText('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.').first()).toBeVisible();

    // The new password works (and, at the end, the old one no longer does).
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(customer.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(NEWER_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/account\/overview$/);

    // The link was used: a second try says so at the form and keeps the fields.
    await page.getByRole('button', { name: /Uitloggen|Log out/ }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.goto(`/account/reset?token=${encodeURIComponent(token)}`);
    await waitForHydration(page);
    // Another password than the one the link already set: an accepted link would change it again.
    const third = `${NEWER_PASSWORD}3`;
    await page.getByLabel('Wachtwoord', { exact: true }).fill(third);
    await page.getByLabel('Herhaal wachtwoord', { exact: true }).fill(third);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toHaveText(
      /Deze link om je wachtwoord te herstellen is verlopen of al gebruikt\./,
    );
    await expect(page).toHaveURL(/\/account\/reset\?token=/);
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue(third);
    await expect(shopApi.login({ email: customer.email, password: customer.password })).rejects.toThrow();
    await expect(shopApi.login({ email: customer.email, password: third })).rejects.toThrow();
    expect(await shopApi.login({ email: customer.email, password: NEWER_PASSWORD })).toBeTruthy();
  });

  test('an unknown email gets the same answer, in English too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    await page.goto('/account/reset');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeVisible();
    const email = uniqueEmail('nobody');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toContainText('we have sent it a link');
  });
});
