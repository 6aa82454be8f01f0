import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, latestCode, signIn } from './support';

// Sign-in, a page with charts and tables and an axe run each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the payments overview: balance, next payout, income per month with its table, filtered account entries', async ({ page }) => {
  await signIn(page, '100006', { at: '/payments-overview' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' }).getByText(/CHF/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next payout' })).toBeVisible();
  await expect(page.getByText(/^Income booked in \d{4}: /)).toBeVisible();
  await expect(page.getByText(/^The balance is what has been booked to your account and not yet paid out/)).toBeVisible();
  await page.getByText('Show these numbers as a table').click();
  await expect(page.getByRole('table', { name: /Income per month in \d{4}/ })).toBeVisible();
  await page.getByLabel('Type').selectOption('credit');
  await expect(page.getByRole('table', { name: 'Account entries, newest first' }).getByText('Rental income').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Account entries, newest first' }).getByText('Commission')).toHaveCount(0);
  await expectAccessible(page);
});

test('statements per year and home download with a server-chosen name', async ({ page }) => {
  await signIn(page, '100006', { at: '/payments-overview/statements' });
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(page.getByText(/Your statements 20\d\d-\d\d/)).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  // Keyboard activation: the links sit in a table that scrolls sideways on a phone.
  await page.getByRole('link', { name: /^PDF statement 2025 Engadiner Stübli/ }).press('Enter');
  expect((await download).suggestedFilename()).toBe('Statement 2025 - Engadiner Stübli (CH7500.210.2).pdf');
  const report = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV Year-end report 2025' }).press('Enter');
  expect((await report).suggestedFilename()).toBe('Year-end report 2025 - 100006.csv');
});

test('the payout schedule changes in three steps with a code', async ({ page }) => {
  const target = 'Quarterly (10 Jan, Apr, Jul, Oct)';
  await signIn(page, '100006', { at: '/profile/payment-info' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment information' })).toBeVisible();
  await expect(page.getByText(/^CH93 •••• •••• 2957$/)).toBeVisible();
  await page.getByRole('button', { name: 'Change the schedule' }).click();
  await page.getByLabel(target).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: check the change' })).toBeVisible();
  await expect(page.getByText(/the first payout under the new schedule is on/)).toBeVisible();
  await expectAccessible(page);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: enter the code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await latestCode(page, since));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('Your payout schedule is changed')).toBeVisible();
  await expectAccessible(page);
});

test('bank details: a bad IBAN is named, a good one is checked after its code', async ({ page }) => {
  await signIn(page, '100002', { at: '/profile/payment-info/change-bank-details' });
  await expect(page.getByRole('heading', { level: 1, name: 'Change bank details' })).toBeVisible();
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await page.getByLabel('Account holder').fill('Adria Alpen GmbH');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the bank details' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem').filter({ hasText: /Please enter a valid IBAN/ })).toBeVisible();
  await expectAccessible(page);
  // The error goes as soon as the IBAN is right, before sending again.
  await page.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
  await expect(page.getByText(/Please enter a valid IBAN/)).toHaveCount(0);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Send me the code' }).click();
  const first = await latestCode(page, since);
  // "Send a new code" on the code step (issue 29 point 7): the new code confirms the change.
  const resent = new Date().toISOString();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await latestCode(page, resent, (code) => code !== first));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText(/Your bank is checking the new account|Your new bank account is in use/)).toBeVisible();
  await expectAccessible(page);
});

test('a keyholder sees no money on the overview, and a link to Payments or Legal data says why it is not available', async ({ page }) => {
  await signIn(page, '100003');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const figures = page.getByRole('region', { name: /^Your year \d{4}$/ });
  await expect(figures.getByText('Occupancy', { exact: true })).toBeVisible();
  await expect(figures.getByRole('term')).toHaveText(['Occupancy', 'Booked nights']);
  await expect(figures).not.toContainText(/€|CHF|Income|Revenue/);

  for (const [path, name] of [['/payments-overview', 'Payments'], ['/profile/legal', 'Legal and tax data']] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not available to you' })).toBeVisible();
    await expect(page.getByText(`“${name}” is not included in your access to this owner account`, { exact: false })).toBeVisible();
    await expect(page).toHaveTitle(/^Not available/);
    await expectAccessible(page);
  }
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the payments overview in German is accessible', async ({ page }) => {
  await signIn(page, '100006', { at: '/payments-overview' });
  await page.getByLabel('Language').first().selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlungen' })).toBeVisible();
  await expect(page.getByText(/^Gebuchte Einnahmen \d{4}: /)).toBeVisible();
  await expectAccessible(page);
});
