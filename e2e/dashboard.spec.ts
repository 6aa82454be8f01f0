import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('a keyholder lands on the overview: tasks, guests by group and the year in figures', async ({ page }) => {
  await signIn(page, '100003');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();
  const guests = page.getByRole('region', { name: 'Your guests' });
  for (const group of ['Arriving today', 'Arriving tomorrow', 'Staying now', 'Arriving in the next days']) {
    await expect(guests.getByRole('heading', { level: 3, name: group })).toBeVisible();
  }
  const figures = page.getByRole('region', { name: /^Your year \d{4}$/ });
  await expect(figures.getByText(/of the available nights/)).toBeVisible();
  await expect(figures.getByText('Occupancy', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Exact: on a day with more arrivals than a group shows, its "1 more: all arrivals" link is there too.
  await guests.getByRole('link', { name: 'All arrivals', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/arrivals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arrivals' })).toBeVisible();
});

test('an owner who chooses "Later" on /tax-id reaches the overview, with this year\'s income in its currency', async ({ page }) => {
  await signIn(page, '100001', { form: true });
  await expect(page).toHaveURL(/\/tax-id$/);
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/$/);
  const figures = page.getByRole('region', { name: /^Your year \d{4}$/ });
  await expect(figures.getByText('Income so far', { exact: true })).toBeVisible();
  await expect(figures.getByRole('definition').nth(2)).toHaveText(/[€$£]|EUR|CHF|DKK/);
});

test('the overview in another language is still accessible', async ({ page }) => {
  await signIn(page, '100003');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByLabel('Language').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // Once the catalogs hold the German texts (npm run i18n:extract and translation).
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Overview');
  await expectAccessible(page);
});

test('a refused bank change is told the same way on the overview, the payment information page and in the inbox (100006)', async ({ page }) => {
  await signIn(page, '100006');
  const tasks = page.getByRole('region', { name: 'To do' });
  // An IBAN on file: payouts go on there, so the task is due soon, not urgent.
  const task = tasks.getByRole('listitem').filter({ hasText: 'Your new bank details were not accepted' });
  await expect(task).toContainText('We keep paying to your account on file, CH93 •••• •••• 2957.');
  await expect(task).toContainText('Due soon');
  await expect(tasks).not.toContainText('We need valid bank details');
  await task.getByRole('link', { name: 'Your new bank details were not accepted' }).click();

  await expect(page).toHaveURL(/\/profile\/payment-info$/);
  const bank = page.getByRole('region', { name: 'Bank account' });
  await expect(bank.getByText('CH93 •••• •••• 2957', { exact: true })).toBeVisible();
  await expect(bank.getByRole('status')).toContainText(/The bank could not confirm the account CH\d\d •••• •••• 4711\. We keep paying to your account on file, CH93 •••• •••• 2957\./);
  await expect(bank.getByRole('link', { name: 'Enter bank details again' })).toHaveAttribute('href', '/profile/payment-info/change-bank-details');
  await expectAccessible(page);

  await page.goto('/inbox');
  await page.getByRole('button', { name: /Your new bank details were not accepted$/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your new bank details were not accepted' }).getByRole('alert')).toContainText(
    'We keep paying to your account on file, CH93 •••• •••• 2957.',
  );
});
