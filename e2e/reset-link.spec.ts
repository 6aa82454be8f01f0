import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSWORD, expectAccessible, latestCode } from './support';

// Issue 29, point 7: a dead reset link is told on arrival, before anything is typed, and a reset
// refuses the password the account has now, as a change does.

test('a used, expired or made-up reset link says so on arrival and offers a new one', async ({ page }) => {
  await page.goto(`/reset-password?id=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a live link shows the form, which refuses the current password', async ({ page }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  // An owner whose password no journey changes (100005's is changed by the forced-change journey).
  expect((await page.request.post('/api/password/forgot', { data: { userID: '100003' } })).status()).toBe(202);
  const link = new URL(await latestCode(page, since, (code) => code.includes('/reset-password?id=')));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This is your current password. Please choose a new one.')).toBeVisible();
  await expectAccessible(page);
});
