import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' }).getByRole('listitem').filter({ has: page.getByRole('group') });

test('an owner reads the summary of a home and its reviews, filters them and marks one helpful', async ({ page }) => {
  await signIn(page, '100001');
  await expect(page).not.toHaveURL(/\/(login|2fa)$/);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest reviews' })).toBeVisible();
  const summary = page.getByRole('region', { name: /^What guests say about / });
  await expect(summary.getByText(/^Based on \d+ reviews?$/)).toBeVisible();
  await expect(summary.getByRole('listitem').first()).toContainText(/praise/);
  await expect(reviews(page).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Rating', { exact: true }).selectOption('Great');
  await expect(page.getByText(/^Showing \d+ of \d+ reviews?$/)).toBeVisible();
  // The list follows the filter once the server answers: wait for it rather than read it early.
  await expect
    .poll(async () => {
      const ratings = await reviews(page).getByText(/^Rating: /).allTextContents();
      return ratings.length > 0 && ratings.every((text) => text === 'Rating: Great');
    })
    .toBe(true);

  const helpful = reviews(page).first().getByRole('button', { name: 'Helpful', exact: true });
  const before = await helpful.getAttribute('aria-pressed');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await page.reload();
  await page.getByLabel('Rating', { exact: true }).selectOption('Great');
  await expect(reviews(page).first().getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
});

test('a reversed period is refused in the form, and all homes list without a summary', async ({ page }) => {
  await signIn(page, '100001');
  await expect(page).not.toHaveURL(/\/(login|2fa)$/);
  await page.goto('/reviews');
  await page.getByLabel('Home', { exact: true }).selectOption('');
  await expect(page.getByRole('region', { name: /^What guests say about / })).toHaveCount(0);
  await expect(reviews(page).first()).toBeVisible();
  await page.getByLabel('Written from').fill('01/06/2025');
  await page.getByLabel('Written until').fill('01/01/2025');
  await page.getByLabel('Written until').blur();
  await expect(page.getByText('This date must be on or after the first date.')).toBeVisible();
  await expectAccessible(page);
});

test('the average shows as stars, filters survive a reload and back, and the owner replies to a review', async ({ page }) => {
  await signIn(page, '100001');
  await expect(page).not.toHaveURL(/\/(login|2fa)$/);
  await page.goto('/reviews');
  const summary = page.getByRole('region', { name: /^What guests say about / });
  await expect(summary.getByRole('img', { name: /^Average rating: \d\.\d out of 5 stars$/ })).toBeVisible();

  await page.getByLabel('Rating', { exact: true }).selectOption('Great');
  await expect(page).toHaveURL(/[?&]rating=Great/);
  await page.reload();
  await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('Great');
  await page.goto('/inbox');
  await page.goBack();
  await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('Great');

  const first = reviews(page).first();
  // A rerun finds the reply of the previous run: editing it is the same story.
  await first.getByRole('button', { name: /^(Reply|Edit reply)$/ }).click();
  const field = first.getByLabel('Your reply');
  await expect(field).toBeFocused();
  const text = `Thank you for staying with us (${Date.now()})`;
  await field.fill(text);
  await expectAccessible(page);
  await first.getByRole('button', { name: 'Save reply' }).click();
  await expect(first.getByText(text)).toBeVisible();
  await page.reload();
  await expect(reviews(page).first().getByText(text)).toBeVisible();
  await expect(reviews(page).first().getByRole('button', { name: 'Edit reply' })).toBeVisible();
});
