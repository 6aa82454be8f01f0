import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

test('the primary navigation shows the pages a keyholder may open and marks the current one @phone', async ({ page, isMobile }) => {
  await signIn(page, '100003');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  // No payments permission: no Payments; the calendar (the first home's month at today) is a main entry.
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/bookings/calendar');
  for (const link of await nav.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Reservations' }).click();
  await expect(page).toHaveURL(/\/reservations\/arrivals$/);
  await expect(nav.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');

  if (isMobile) {
    // Phones: a bottom tab bar; the inbox is under "More".
    const box = (await nav.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
    await nav.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expectAccessible(page);
    await sheet.getByRole('link', { name: 'Inbox' }).click();
  } else {
    // Keyboard: the entries are links in tab order.
    await nav.getByRole('link', { name: 'Inbox' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('the phone header is one row of at most 64 px at 390 px, in every language @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '100003');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const header = page.getByRole('banner');
  for (const locale of ['cs', 'de', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt', 'en']) {
    await header.getByRole('combobox').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    expect((await header.boundingBox())!.height, locale).toBeLessThanOrEqual(64);
    // The main navigation (named in the page's language) holds the current page's entry.
    const nav = page.locator('nav:has(a[aria-current="page"])');
    expect((await nav.boundingBox())!.height, locale).toBeLessThanOrEqual(80);
  }
  await expectAccessible(page);
});
