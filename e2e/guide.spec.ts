import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('a visitor opens the guide from the header; the guide hides its own link @phone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide to the owner portal' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Guide' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Guide' })).toHaveCount(0);
  for (const chapter of ['Getting started', 'Calendar and your own stays', 'Payments', 'Documents', 'Signing in with a passkey']) {
    await expect(page.getByRole('heading', { level: 2, name: chapter })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Signing in with a passkey' }).click();
  await expect(page).toHaveURL(/#passkeys$/);
  await expectAccessible(page);

  await page.getByRole('banner').getByRole('combobox').selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anleitung zum Eigentümerportal' })).toBeVisible();
});

test('a signed-in owner reads the guide in the portal and can write to us from it', async ({ page }) => {
  await signIn(page, '100001');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide to the owner portal' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Write to us from the portal' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});
