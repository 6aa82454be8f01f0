import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { accountPages, axe, signIn } from './support';

// The narrowest phone we support (issue 29, point 10): no page scrolls sideways at 320 px, in
// German (the longest words). Tables become one card per row there, so no column hides either.
test.use({ viewport: { width: 320, height: 640 } });

/** Opens `path`: a full load, or inside the running app (a full load costs about a second of CPU). */
async function open(page: Page, path: string, inApp = false) {
  if (inApp) await page.evaluate((to) => history.pushState(null, '', to), path);
  else await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${path} finishes loading`).toHaveCount(0, { timeout: 15_000 });
}

/** What is wider than the screen (for the failure message): the widest elements past its edge. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(element.getBoundingClientRect().right)} px`);
  });

test('no page before sign-in scrolls sideways at 320 px, German', async ({ page }) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
  for (const path of ['/login', '/forgot-password', '/forgot-number', `/reset-password?id=${'A'.repeat(43)}`, '/guide', '/reference-form']) {
    await open(page, path);
    expect(await overflow(page), `${path} fits 320 px`).toEqual([]);
  }
});

for (const account of ['100001', '100002']) {
  test(`no page of ${account} scrolls sideways at 320 px, German`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
    await signIn(page, account);
    const { main, more } = await accountPages(page);
    const home = main.find((path) => path.startsWith('/contract-prices/'))!;
    const contracts = (await (await page.request.get(`/api${home}`)).json()) as { contracts: { year: number }[] };
    const seasons = `${home}/${contracts.contracts[0]!.year}`;
    for (const path of [...main, ...more, '/contract-prices', seasons, '/payments-overview/transactions']) {
      await open(page, path, true);
      expect(await overflow(page), `${path} fits 320 px`).toEqual([]);
    }
  });
}

test('at 320 px a table row is a card: every amount and download of a statement is on screen', async ({ page }) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
  await signIn(page, '100001');
  await open(page, '/payments-overview/statements');
  const table = page.getByRole('table', { name: 'Abrechnungen pro Jahr und Ferienhaus' });
  // The table's region does not scroll sideways: nothing is hidden past its edge.
  const region = page.getByRole('region', { name: /^Abrechnungen pro Jahr und Ferienhaus/ });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const row = table.getByRole('row').nth(1);
  for (const cell of await row.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, await cell.innerText()).toBeLessThanOrEqual(320);
  }
  // Each value says what it is: its column's header beside it.
  await expect(row.getByRole('cell').first()).toHaveAttribute('data-label', 'Ferienhaus');
  // The cards keep the table's meaning (the header at 320 px is another journey's: the page's content is scanned).
  const { violations } = await axe(page).include('#main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
