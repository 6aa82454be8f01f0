import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

/** The agency's arrivals in German: the portal's language decides the dates, not the browser's (en-US). */
async function germanArrivals(page: Page) {
  await signIn(page, '100002');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Language').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.goto('/reservations/arrivals');
  await expect(page.getByRole('heading', { level: 1, name: 'Anreisen' })).toBeVisible();
  await unfoldFilters(page);
}

/** Below 1024 px the filters start folded (issue 29.11); wider, they show without a toggle. */
async function unfoldFilters(page: Page) {
  const filters = page.locator('#main details:has(> form[role="search"])');
  // After a reload through the service worker the app renders the page itself: its ready mark comes
  // with the first render (the layout's skeleton), the filters a moment later.
  await expect(filters).toBeAttached();
  const toggle = filters.locator(':scope > summary');
  if ((await toggle.isVisible()) && !(await filters.evaluate((details: HTMLDetailsElement) => details.open))) await toggle.click();
}

test('a German owner filters arrivals by typing 01122026: the first of December @phone', async ({ page }) => {
  await germanArrivals(page);
  const from = page.getByLabel('Anreise ab', { exact: true });
  await expect(page.getByText('Format: TT.MM.JJJJ').first()).toBeVisible();
  await from.pressSequentially('01122026');
  await from.press('Tab');
  await expect(from).toHaveValue('01.12.2026');
  await page.getByRole('button', { name: 'Buchungen anzeigen' }).click();
  await expect(page).toHaveURL(/\/reservations\/arrivals\?dateFrom=2026-12-01$/);
  await expectAccessible(page);

  // The address keeps ISO dates; a reload shows them in German again.
  await page.reload();
  await unfoldFilters(page);
  await expect(page.getByLabel('Anreise ab', { exact: true })).toHaveValue('01.12.2026');

  // Text that is no date is refused with the pattern, and the address stays as it was.
  await from.fill('31.02.2027');
  await page.getByRole('button', { name: 'Buchungen anzeigen' }).click();
  await expect(page.getByText('Geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.')).toBeVisible();
  await expect(page).toHaveURL(/\?dateFrom=2026-12-01$/);
});

test('a German owner picks the end of the range with the keyboard alone', async ({ page }) => {
  await germanArrivals(page);
  const until = page.getByLabel('Anreise bis', { exact: true });
  await until.fill('15.12.2026');
  await until.press('Tab');
  await expect(until).toHaveValue('15.12.2026');
  // Tab reached the field's calendar button.
  const opener = page.getByRole('button', { name: 'Datum auswählen' }).nth(1);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Anreise bis' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Dezember 2026' })).toBeVisible();
  await expect(dialog.getByRole('gridcell', { name: 'Dienstag, 15. Dezember 2026' })).toBeFocused();
  await expect(dialog.getByRole('columnheader').first()).toHaveText(/Montag/);
  await expectAccessible(page);

  // Escape closes without choosing and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  await expect(dialog.getByRole('heading', { name: 'Januar 2027' })).toBeVisible();
  await expect(dialog.getByRole('gridcell', { name: 'Samstag, 23. Januar 2027' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(until).toHaveValue('23.01.2027');
  await expect(opener).toBeFocused();

  await page.getByRole('button', { name: 'Buchungen anzeigen' }).click();
  await expect(page).toHaveURL(/\/reservations\/arrivals\?dateTo=2027-01-23$/);
  await expectAccessible(page);
});

test('the field and its month fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await germanArrivals(page);
  await page.getByRole('button', { name: 'Datum auswählen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Anreise ab' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const grid = (await dialog.getByRole('grid').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(grid.x + grid.width).toBeLessThanOrEqual(box.x + box.width);
  const input = (await page.getByRole('textbox', { name: 'Anreise ab', exact: true }).boundingBox())!;
  expect(input.x + input.width).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});
