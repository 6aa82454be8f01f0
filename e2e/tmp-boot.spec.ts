import { expect, test } from '@playwright/test';
import { signIn } from './support';
test.use({ serviceWorkers: process.env.SWB ? 'block' : 'allow' });
test('boots', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '100001');
  const n = Number(process.env.BOOTS ?? 0);
  const t = Date.now();
  for (let i = 0; i < n; i++) {
    await page.goto(i % 2 ? '/reservations/arrivals' : '/inbox');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  console.log('per boot ms', (Date.now() - t) / Math.max(1, n));
});
