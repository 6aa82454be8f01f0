import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

// Phones (issue 29, point 11): the tab bar's labels are whole, the reservation filters fold away
// and two reservation cards fit on one screen.

/** Tab labels cut off by the ellipsis (wider than their box). */
const cutLabels = (page: Page) =>
  page.locator('nav li span').evaluateAll((labels) =>
    labels.filter((label) => label.textContent && label.scrollWidth > label.clientWidth + 0.5).map((label) => label.textContent),
  );

for (const [width, height] of [[320, 640], [390, 844]] as const) {
  for (const language of ['de', 'hr'] as const) {
    test(`at ${width} px in ${language} the tab labels are whole, the filters fold and two reservations fit`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.context().addCookies([{ name: 'i18n_redirected', value: language, domain: 'localhost', path: '/' }]);
      await signIn(page, '100001');
      await expect(page).not.toHaveURL(/\/(login|2fa)$/);
      await page.goto('/reservations/arrivals');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      expect(await cutLabels(page)).toEqual([]);

      const filters = page.locator('details:has(form[role="search"])');
      await expect(filters).not.toHaveAttribute('open');
      await expect(page.getByRole('search')).toBeHidden();
      // The reservation cards: list items headed by the guest's name.
      const cards = page.locator('main li:has(> div > h2)');
      await expect(cards.nth(1)).toBeVisible();
      const second = (await cards.nth(1).boundingBox())!;
      const first = (await cards.nth(0).boundingBox())!;
      // Each card takes at most half the screen between the header and the tab bar.
      expect(first.height, 'first card height').toBeLessThanOrEqual((height - 128) / 2);
      expect(second.height, 'second card height').toBeLessThanOrEqual((height - 128) / 2);

      await filters.locator('> summary').click();
      await expect(page.getByRole('search')).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test('on a wide screen the filters start open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '100001');
  await page.goto('/reservations/arrivals');
  await expect(page.getByRole('search')).toBeVisible();
});
