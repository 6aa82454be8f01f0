import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSWORD, expectAccessible, latestCode, signIn, submitCredentials } from './support';

test.describe('signing in', () => {
  test('an owner signs in with the code from the mailbox and lands on /tax-id @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Owner Portal' })).toBeVisible();
    await expect(page).toHaveTitle(/Sign in/);
    await expectAccessible(page);

    const since = new Date(Date.now() - 1000).toISOString();
    await submitCredentials(page, '100001');
    await expect(page).toHaveURL(/\/2fa$/);
    await expect(page.getByText(/We sent a 6-digit code by e-mail to/)).toBeVisible();
    await expect(page.getByText('3 attempts left')).toBeVisible();
    // One field: focus is on it, so the code can be typed at once.
    await expect(page.getByLabel('Security code')).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.type(await latestCode(page, since));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/tax-id$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your tax numbers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your tax numbers' })).toBeFocused();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong password says so and stays on the form', async ({ page }) => {
    await page.goto('/login');
    await submitCredentials(page, '100001', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('The owner number or password is not correct');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter your owner number.')).toBeVisible();
    await expect(page.getByLabel('Owner number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong code lowers the tries left, and a new code works', async ({ page }) => {
    await page.goto('/login');
    await submitCredentials(page, '100003');
    await expect(page).toHaveURL(/\/2fa$/);
    await page.getByLabel('Security code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('That code is not correct.')).toBeVisible();
    await expect(page.getByText('2 attempts left')).toBeVisible();

    const since = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('A new code is on its way.', { exact: false })).toBeVisible();
    await expect(page.getByText('3 attempts left')).toBeVisible();
    await page.getByLabel('Security code').fill(await latestCode(page, since));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).not.toHaveURL(/\/2fa$/);
  });

  test('an account without e-mail or phone gets the authentication-error page', async ({ page }) => {
    await page.goto('/login');
    await submitCredentials(page, '100004');
    await expect(page).toHaveURL(/\/authentication-error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'We cannot send you a security code' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/2fa\/contact-us$/);
    await expect(page.getByLabel('Owner number')).toHaveValue('100004');
    await page.getByLabel('Your name').fill('Marta Horvat');
    await page.getByLabel('E-mail address or phone number').fill('+385 91 000 0000');
    await page.getByLabel('Your message').fill('I do not get a code, please add my phone number.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/2fa\/contact-us\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  });

  test('an owner who must set a new password is sent to change it first', async ({ page }) => {
    await signIn(page, '100005', { form: true });
    await expect(page).toHaveURL(/\/profile\/change-password$/);
    await expect(page.getByText('For your security, please choose a new password before you continue.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/tax-id');
    await expect(page).toHaveURL(/\/profile\/change-password$/);

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Please use at least 8 characters.')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('a calm harbour in june');
    await page.getByLabel('Repeat the new password').fill('a calm harbour in june');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).not.toHaveURL(/change-password/);
  });

  test('logging out ends the session and returns to login', async ({ page }) => {
    await signIn(page, '100001', { form: true });
    await expect(page).toHaveURL(/\/tax-id$/);
    const { fullName } = (await (await page.request.get('/api/profile')).json()) as { fullName: string };
    await page.getByRole('button', { name: fullName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const profile = await page.request.get('/api/profile');
    expect(profile.status()).toBe(401);
  });
});
