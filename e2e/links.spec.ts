import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { matchRoute } from '../src/app/route-table';
import { demoAccounts } from '../src/server/demo/demo-accounts';
import { Prng } from '../src/server/demo/prng';
import { DEMO_SEED } from '../src/server/demo/seed';
import { latestCode, submitCredentials } from './support';

/** At most this many pages per route pattern (e.g. two reservation details, not all of them). */
const PAGES_PER_ROUTE = 2;

/** The internal paths the page links to (skip links and external links aside). */
async function internalLinks(page: Page): Promise<string[]> {
  // Downloads (statements, exports, the iCal feed) are files, not pages: their own journeys open them.
  const hrefs = await page.locator('a[href]:not([download])').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/') && !href.startsWith('/ical/'));
}

/** Signs in as far as the account gets (some accounts end on an error page by design). */
async function signInAsFarAsPossible(page: Page, userID: string) {
  await page.goto('/login');
  const since = new Date(Date.now() - 1000).toISOString();
  await submitCredentials(page, userID);
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname !== '/2fa') return;
  await page.getByLabel('Security code').fill(await latestCode(page, since));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname !== '/2fa');
}

// Every demo account, every page it can reach by links: pages and accounts added later are walked too.
for (const account of demoAccounts(new Prng(DEMO_SEED))) {
  test(`no link leads to a missing page, as ${account.userId} (${account.exercises})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInAsFarAsPossible(page, account.userId);
    const queue = [new URL(page.url()).pathname, '/'];
    const visited = new Set<string>();
    const perRoute = new Map<string, number>();
    while (queue.length > 0) {
      const href = queue.shift()!;
      const pattern = matchRoute(href.split('?')[0]!)?.route.pattern ?? href;
      if (visited.has(href) || (perRoute.get(pattern) ?? 0) >= PAGES_PER_ROUTE) continue;
      visited.add(href);
      perRoute.set(pattern, (perRoute.get(pattern) ?? 0) + 1);
      // Inside the app, as a click on the link would: a full load per page cost most of this walk.
      // (The app renders the new path at once; it may redirect, as a click would.)
      await page.evaluate((to) => history.pushState(null, '', to), href);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      // Lists and tasks arrive after the heading; their links count too, so every loading part must be done.
      await expect(page.locator('[aria-busy="true"]'), `${href} finishes loading`).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), `a link to ${href}`).toHaveCount(0);
      for (const link of await internalLinks(page)) if (!visited.has(link)) queue.push(link);
    }
    expect(visited.size).toBeGreaterThan(1);
  });
}
