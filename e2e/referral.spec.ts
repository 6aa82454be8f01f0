import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('a visitor recommends a homeowner through the public form', async ({ page }) => {
  await page.goto('/reference-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommend a homeowner' })).toBeVisible();
  await page.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(page.getByText('Please confirm that we may contact this person.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name of the homeowner').fill('Marko Perić');
  await page.getByLabel('Where is the home?').fill('Korčula, Croatia');
  await page.getByLabel('Their phone number').fill('12');
  await page.getByLabel(/This person agrees/).check();
  await page.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(page.getByText(/Please enter a phone number with 5 to 15 digits/)).toBeVisible();
  await page.getByLabel('Their phone number').fill('+385 91 765 4321');
  await page.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(page.getByText('Thank you for your recommendation')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/recommendation of Marko Perić/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Recommend someone else' }).click();
  await expect(page.getByLabel('Name of the homeowner')).toHaveValue('');
});

test('an owner recommends a homeowner and sees it in the list; the inbox card leads there', async ({ page }) => {
  await signIn(page, '100001', { at: '/reference-form' });
  await expect(page.getByRole('heading', { level: 1, name: 'Recommend a homeowner' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Your recommendations' });
  await expect(list.getByText(/No recommendations yet|recommended on/).first()).toBeVisible();
  await expectAccessible(page);

  const name = `Lea Kos ${test.info().project.name}`;
  await page.getByLabel('Name of the homeowner').fill(name);
  await page.getByLabel('Their e-mail address').fill('lea@example.com');
  await page.getByLabel('Where is the home?').fill('Istria');
  await page.getByLabel(/This person agrees/).check();
  await page.getByRole('button', { name: 'Send recommendation' }).click();
  await expect(page.getByText('Thank you for your recommendation')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('Received');

  await page.goto('/inbox');
  await page.getByRole('main').getByRole('button', { name: /Your recommendation$/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Thank you for your recommendation' });
  await dialog.getByRole('link', { name: 'See your recommendations' }).click();
  await expect(page).toHaveURL(/\/reference-form$/);
  await expect(page.getByRole('region', { name: 'Your recommendations' }).getByText(name)).toBeVisible();
});
