import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, openInApp, signIn } from './support';

test('contract prices: the overview, a year with its seasons, and the renewal request and success steps', async ({ page }) => {
  const home = 'Podere Rosa';
  // Three axe runs and a renewal: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, '100002', { at: '/contract-prices' });
  await expect(page.getByRole('heading', { level: 1, name: 'Contract prices' })).toBeVisible();
  await expectAccessible(page);

  await page.locator('li', { has: page.getByRole('heading', { level: 2, name: home }) }).getByRole('link', { name: 'Renew your contract for 2027' }).click();
  await expect(page).toHaveURL(/\/contract-prices\/[A-Z]{2}\d+\.\d+\.\d+\/2027$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Seasons and prices' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Peak season/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Send me a personal offer').check();
  await page.getByLabel('Prices for 2027').selectOption('5');
  await page.getByLabel(/Message to us/).fill('Please call me about the prices.');
  await page.getByRole('button', { name: 'Request renewal' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Renewal requested' })).toBeVisible();
  await expect(page.getByText('A personal offer was requested.')).toBeVisible();
  await expectAccessible(page);
});

test('dynamic pricing: a confirmed change is saved and recorded', async ({ page }) => {
  await signIn(page, '100001', { at: '/contract-prices/HR2731.100.1' });
  const panel = page.getByRole('region', { name: 'Dynamic pricing' });
  await expect(panel.getByRole('table', { name: 'Prices per night in the coming months' })).toBeVisible();
  await expectAccessible(page);
  const toggle = panel.getByLabel('Adjust my prices to demand');
  await toggle.check();
  await panel.getByLabel(/Minimum price per night/).fill('5');
  await panel.getByRole('button', { name: 'Save dynamic pricing' }).click();
  await expect(panel.getByText(/Enter a minimum between/)).not.toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Change dynamic pricing?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, change it' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(panel.getByText('Dynamic pricing is on.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Your changes' })).toBeVisible();

  await panel.getByLabel(/Minimum price per night/).fill('0.5');
  await panel.getByRole('button', { name: 'Save dynamic pricing' }).click();
  await expect(panel.getByText(/Enter a minimum between 1 and 100,000/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('property profile: pictures with sizes, grouped attributes, the language in the path, scroll kept', async ({ page }) => {
  await signIn(page, '100001', { at: '/property-profile/HR2731.100.1/xx' });
  await expect(page).toHaveURL(/\/property-profile\/HR2731\.100\.1\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Lavanda' })).toBeVisible();
  const first = page.getByRole('img', { name: 'The house from outside' });
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('width', '800');
  await expect(first).toHaveAttribute('sizes', /vw/);
  await expect(page.getByRole('heading', { level: 3, name: 'Distances' })).toBeVisible();
  await expect(page.getByText('8 guests', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The language switch keeps the scroll position (spec 2): click the link where it is.
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.getByRole('link', { name: 'Deutsch' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/property-profile\/HR2731\.100\.1\/de$/);
  await expect(page.getByText(/ein Ferienhaus für 8 Gäste/)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('benchmark: chart with its table and a plain reading; another level by link', async ({ page }) => {
  await signIn(page, '100001', { at: '/property-benchmark/HR2731.100.1' });
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Lavanda compared' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Occupancy per month/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Occupancy per month' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'In short' }).getByRole('listitem').first()).toContainText('similar homes in Istria');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Average price per night' }).click();
  await expect(page.getByRole('table', { name: 'Average price per night per month' })).toBeVisible();
  await page.getByRole('link', { name: /^Place: / }).click();
  await expect(page).toHaveURL(/\/property-benchmark\/HR2731\.100\.1\/place\/Pore%C4%8D$|\/place\/Poreč$/);
  await expect(page.getByText(/similar homes? in Poreč/).first()).toBeVisible();
  await expectAccessible(page);
});

test('opportunities: concrete suggestions with their effect and a link to act', async ({ page }) => {
  await signIn(page, '100001', { at: '/opportunities' });
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
  const list = page.getByRole('list', { name: /Opportunities from season/ });
  await expect(list.getByRole('listitem').first()).toContainText('Expected effect');
  await expectAccessible(page);
  const act = list.getByRole('link').first();
  const target = (await act.getAttribute('href'))!;
  await act.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
});

test('the property pages in German are translated and accessible', async ({ page }) => {
  await signIn(page, '100001', { at: '/opportunities' });
  await page.getByLabel('Language').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Chancen' })).toBeVisible();
  await openInApp(page, '/contract-prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Vertragspreise' })).toBeVisible();
  await expectAccessible(page);
});

test('a keyholder without the permissions is told the property pages are not available', async ({ page }) => {
  await signIn(page, '100003', { at: '/contract-prices' });
  await expect(page).toHaveURL(/\/contract-prices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not available to you' })).toBeVisible();
  await page.goto('/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not available to you' })).toBeVisible();
  await expect(page.getByText(/^“Opportunities” is not included/)).toBeVisible();
});
