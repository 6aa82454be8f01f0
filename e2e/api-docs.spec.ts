import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './support';

test('an integrator reads the API reference under the portal CSP and finds the description it comes from', async ({ page }) => {
  // One page with every operation (~400 kB of HTML): axe needs longer over it than over a portal page.
  test.slow();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: /Owner Portal API/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Groups' }).getByRole('link', { name: 'reservations' }).click();
  await expect(page).toHaveURL(/#tag-reservations$/);
  await expect(page.getByRole('heading', { level: 3, name: 'GET /api/reservations/{resNo}', exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(problems, 'no CSP violations or other console errors').toEqual([]);

  await page.getByRole('link', { name: '/api/openapi.json' }).click();
  await expect(page.locator('body')).toContainText('"openapi":"3.1.0"');
});
