import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

/** A finger on the page: touch events as a touch screen sends them. */
async function touch(page: Page, type: 'touchstart' | 'touchmove' | 'touchend', y: number) {
  await page.evaluate(
    ({ type, y }) => {
      const point = new Touch({ identifier: 1, target: document.body, clientX: 100, clientY: y });
      const touches = type === 'touchend' ? [] : [point];
      window.dispatchEvent(new TouchEvent(type, { touches, changedTouches: [point], bubbles: true }));
    },
    { type, y },
  );
}

// Touch screens only.
test('on a phone, pulling the overview down past 60 px and letting go fetches it again without a reload @phone-only', async ({ page }) => {
  await signIn(page, '100003');
  await expect(page.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // Pull-to-refresh loads after the page: pull again until it answers.
  await expect(async () => {
    await touch(page, 'touchend', 100);
    await touch(page, 'touchstart', 100);
    await touch(page, 'touchmove', 160);
    await expect(page.getByText('Pull to refresh')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await touch(page, 'touchmove', 260);
  await expect(page.getByRole('status').filter({ hasText: 'Release to refresh' })).toHaveCount(1);
  await expectAccessible(page);
  const refetched = page.waitForResponse((response) => response.url().endsWith('/api/dashboard') && response.ok());
  await touch(page, 'touchend', 260);
  await refetched;
  await expect(page.getByText('Release to refresh')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a desktop without a touch screen has no pull-to-refresh', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  await signIn(page, '100003');
  await expect(page.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();
  await expect(page.getByText('Pull to refresh')).toHaveCount(0);
  expect(await page.evaluate(() => 'ontouchstart' in window)).toBe(false);
});
