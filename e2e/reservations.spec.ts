import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

const cards = (page: Page, list: 'Arrivals' | 'Departures') => page.getByRole('list', { name: list }).locator(':scope > li');
/** "Showing 12 of 1,234 reservations": the total is grouped in the locale's way. */
const showing = (shown: number | string) => new RegExp(`^Showing ${shown} of [\\d,.\\s]+ reservations?$`);

test('an agency pages through its arrivals 12 at a time', async ({ page }) => {
  await signIn(page, '100002', { at: '/reservations/arrivals' });
  await expect(page.getByRole('heading', { level: 1, name: 'Arrivals' })).toBeVisible();
  await expect(cards(page, 'Arrivals')).toHaveCount(12);
  await expect(page.getByText(showing(12))).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Show 12 more' }).click();
  await expect(cards(page, 'Arrivals')).toHaveCount(24);
  await expect(page.getByText(showing(24))).toBeVisible();
});

test('filters go into the address, survive a reload and follow to the other list', async ({ page }) => {
  await signIn(page, '100002', { at: '/reservations/departures' });
  await page.getByLabel('Departing from').fill('01/06/2026');
  await page.getByLabel('Departing until').fill('30/09/2026');
  await page.getByText('Holiday homes: all').click();
  await page.getByRole('group', { name: 'Show reservations of these holiday homes' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Show reservations' }).click();
  await expect(page).toHaveURL(/dateFrom=2026-06-01&dateTo=2026-09-30&properties=/);

  await page.reload();
  await expect(page.getByLabel('Departing from')).toHaveValue('01/06/2026');
  await expect(page.getByText('Holiday homes: 1 selected')).toBeVisible();
  await expect(page.getByText(showing('\\d+')).or(page.getByText('No reservations match these filters'))).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Arrivals', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/arrivals\?dateFrom=2026-06-01/);
  await expect(page.getByLabel('Arriving from')).toHaveValue('01/06/2026');
});

test("a reservation opens by its number with its stay and the guest contact, and a link to the home's calendar", async ({ page }) => {
  await signIn(page, '100002', { at: '/reservations/arrivals' });
  await cards(page, 'Arrivals').first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/reservations\/arrivals\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact the guest' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Change history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show in the calendar' })).toHaveAttribute('href', /^\/bookings\/calendar\//);
  await expectAccessible(page);
  await page.getByRole('link', { name: '← All arrivals' }).click();
  await expect(page).toHaveURL(/\/reservations\/arrivals$/);
});

test('an owner sees what a reservation earns; a keyholder neither sees nor receives it', async ({ page }) => {
  await signIn(page, '100002', { at: '/reservations/arrivals' });
  await cards(page, 'Arrivals').first().getByRole('heading', { level: 2 }).getByRole('link').click();
  const earnings = page.getByRole('region', { name: 'What you earn' });
  await expect(earnings.getByText('Your payout')).toBeVisible();
  await expect(earnings.getByText('Income from the booking')).toBeVisible();
  await expect(earnings.getByText('Commission')).toBeVisible();
  await expectAccessible(page);

  await page.request.post('/api/logout');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/earnings')) asked.push(request.url());
  });
  await signIn(page, '100003', { at: '/reservations/arrivals' });
  await cards(page, 'Arrivals').first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Change history' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What you earn' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('an owner removes an owner booking after confirming it', async ({ page }) => {
  await signIn(page, '100001', { at: '/reservations/arrivals?dateFrom=2027-01-01' });
  await expect(cards(page, 'Arrivals').first()).toBeVisible();
  // Owner bookings that have not started can be removed; page on until one shows.
  const remove = page.getByRole('button', { name: /^Remove owner booking/ }).first();
  const more = page.getByRole('button', { name: /^Show \d+ more$/ });
  for (let i = 0; i < 20 && !(await remove.isVisible()) && (await more.isVisible()); i++) {
    const shown = await cards(page, 'Arrivals').count();
    await more.click();
    await expect(cards(page, 'Arrivals')).not.toHaveCount(shown);
  }
  const resNo = (await remove.textContent())?.replace(/\D/g, '') ?? '';
  const total = async () => Number(((await page.getByText(/^Showing \d+ of [\d,.\s]+ reservations?$/).textContent()) ?? '').replace(/^Showing \d+ of /, '').replace(/\D/g, ''));
  const before = await total();
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this owner booking?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove booking' }).click();
  await expect(page.getByText(/Your owner booking at .+ was removed\./)).toBeVisible();
  // The removed booking leaves the list and its count (the server keeps it only as history).
  await expect(cards(page, 'Arrivals').filter({ hasText: resNo })).toHaveCount(0);
  await expect.poll(total).toBe(before - 1);
});

test('any other list type is a 404', async ({ page }) => {
  await signIn(page, '100003', { at: '/reservations/cancelled' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
